import { API_ROUTES, CONTENT_PAGE_MESSAGES as M } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { deletePageCategory, getPageCategory } from '../../repositories/content-page-repository';

/** Only an empty category goes: the condition is on its page count, kept in the pages' own transactions. */
export const handler = apiHandler(API_ROUTES.deletePageCategory, async ({ params: { id }, caller }) => {
  const category = await getPageCategory(id);
  if (!category) throw notFound(M.categoryNotFound);
  if (category.pageCount > 0) throw conflict(M.categoryNotEmpty(category.pageCount));
  const audit = auditEntry(
    caller,
    API_ROUTES.deletePageCategory,
    'page-category.deleted',
    { type: 'page-category', id, name: category.name },
    `Sayfa kategorisi “${category.name}” silindi.`,
  );
  const result = await deletePageCategory(id, audit);
  if (result === 'not-found') throw notFound(M.categoryNotFound);
  if (result === 'not-empty') throw conflict(M.categoryNotEmpty((await getPageCategory(id))?.pageCount ?? 1));
  return ok({ deleted: true as const });
});
