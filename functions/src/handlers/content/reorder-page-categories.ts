import { API_ROUTES, CONTENT_PAGE_MESSAGES as M } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { conflict } from '../../http/http-error';
import { ok } from '../../http/responses';
import { listPageCategories, reorderPageCategories } from '../../repositories/content-page-repository';

/** The new order names every category once: one added or deleted meanwhile makes it 409 (the page reloads). */
export const handler = apiHandler(API_ROUTES.reorderPageCategories, async ({ body: { ids }, caller }) => {
  const current = await listPageCategories();
  const same = current.length === ids.length && current.every((c) => ids.includes(c.id));
  if (!same) throw conflict(M.categoriesChanged);
  const audit = auditEntry(
    caller,
    API_ROUTES.reorderPageCategories,
    'page-category.reordered',
    { type: 'page-category', id: 'order', name: 'Sayfa kategorileri' },
    'Sayfa kategorileri yeniden sıralandı.',
  );
  if (!(await reorderPageCategories(ids, audit))) throw conflict(M.categoriesChanged);
  return ok({ data: await listPageCategories() });
});
