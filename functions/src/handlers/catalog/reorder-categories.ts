import { API_ROUTES, CATEGORY_EDIT_MESSAGES as M, childrenOf } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { apiHandler } from '../../http/api-handler';
import { badRequest, conflict } from '../../http/http-error';
import { ok } from '../../http/responses';
import { listCategories, reorderCategories } from '../../repositories/category-repository';

/** Puts the children of one parent (or the roots) in the order given; all of them, each once, or 400. */
export const handler = apiHandler(API_ROUTES.reorderCategories, async ({ body, caller }) => {
  const parentId = body.parentId ?? undefined;
  const categories = await listCategories();
  const siblings = childrenOf(categories, parentId).map((c) => String(c.id));
  const parentName = categories.find((c) => String(c.id) === parentId)?.name;
  const given = new Set(body.ids);
  if (siblings.length !== body.ids.length || siblings.some((id) => !given.has(id))) throw badRequest(M.orderNotSiblings, 'ids');
  const audit = auditEntry(
    caller,
    API_ROUTES.reorderCategories,
    'category.reordered',
    { type: 'category', id: parentId ?? 'root', name: parentName ?? 'Ana kategoriler' },
    parentName ? `“${parentName}” altındaki ${body.ids.length} kategori yeniden sıralandı.` : `${body.ids.length} ana kategori yeniden sıralandı.`,
  );
  if ((await reorderCategories(parentId, body.ids, audit)) === 'stale') throw conflict(M.stale);
  return ok({ data: { parentId: parentId ?? null, ids: body.ids } });
});
