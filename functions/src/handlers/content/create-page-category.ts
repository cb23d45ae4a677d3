import { randomUUID } from 'node:crypto';
import { API_ROUTES, CONTENT_PAGE_LIMITS, CONTENT_PAGE_MESSAGES as M, type PageCategory } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { sameCategoryName } from '../../domain/content/page-category';
import { apiHandler } from '../../http/api-handler';
import { badRequest, conflict } from '../../http/http-error';
import { created } from '../../http/responses';
import { createPageCategory, listPageCategories } from '../../repositories/content-page-repository';

/** A new category goes last. */
export const handler = apiHandler(API_ROUTES.createPageCategory, async ({ body: { name }, caller }) => {
  const categories = await listPageCategories();
  if (categories.length >= CONTENT_PAGE_LIMITS.categories) throw badRequest(M.categoryLimit);
  if (categories.some((c) => sameCategoryName(c.name, name))) throw conflict(M.categoryDuplicate);
  const category: PageCategory = { id: randomUUID(), name, order: Math.max(0, ...categories.map((c) => c.order)) + 1, pageCount: 0 };
  const audit = auditEntry(
    caller,
    API_ROUTES.createPageCategory,
    'page-category.created',
    { type: 'page-category', id: category.id, name },
    `Sayfa kategorisi “${name}” eklendi.`,
  );
  await createPageCategory(category, audit);
  return created({ data: category });
});
