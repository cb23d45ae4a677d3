import { API_ROUTES, CONTENT_PAGE_MESSAGES as M } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { sameCategoryName } from '../../domain/content/page-category';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { listPageCategories, renamePageCategory } from '../../repositories/content-page-repository';

export const handler = apiHandler(API_ROUTES.renamePageCategory, async ({ params: { id }, body: { name }, caller }) => {
  const categories = await listPageCategories();
  const previous = categories.find((c) => c.id === id);
  if (!previous) throw notFound(M.categoryNotFound);
  if (categories.some((c) => c.id !== id && sameCategoryName(c.name, name))) throw conflict(M.categoryDuplicate);
  const audit = auditEntry(
    caller,
    API_ROUTES.renamePageCategory,
    'page-category.renamed',
    { type: 'page-category', id, name },
    `Sayfa kategorisi “${previous.name}” → “${name}”.`,
  );
  const renamed = await renamePageCategory(id, name, audit);
  if (!renamed) throw notFound(M.categoryNotFound);
  return ok({ data: renamed });
});
