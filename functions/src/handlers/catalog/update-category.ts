import { API_ROUTES, CATEGORY_EDIT_MESSAGES as M, MESSAGES, categoryCreateConflict, categoryMoveProblem, slugify } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { ancestorChain } from '../../domain/catalog/category-tree-edit';
import { apiHandler } from '../../http/api-handler';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getCategory, listCategories, productIdsUnderCategory, updateCategory } from '../../repositories/category-repository';
import { reindexProducts } from '../../repositories/product-repository';

/**
 * Renames and/or moves a category. The category and its address change in one transaction; then the
 * products below it get their memberships re-derived (their ancestors changed), one product per
 * transaction. Should that part fail, saving the same category again finishes it (see decisions.md).
 */
export const handler = apiHandler(API_ROUTES.updateCategory, async ({ params: { id }, body, caller }) => {
  const previous = await getCategory(id);
  if (!previous) throw notFound(M.notFound);
  const parentId = body.parentId ?? undefined;
  const categories = await listCategories();
  const others = categories.filter((c) => String(c.id) !== id);
  const slug = slugify(body.name);
  const problem = categoryMoveProblem(categories, id, parentId);
  if (problem === 'itself') throw badRequest(M.underItself, 'parentId');
  if (problem === 'descendant') throw badRequest(M.underDescendant, 'parentId');
  const refused = categoryCreateConflict(others, slug, parentId);
  if (refused === 'parent-missing') throw badRequest(MESSAGES.api.categoryParentMissing, 'parentId');
  const moved = previous.parentIds[0] !== parentId;
  let category = previous;
  if (moved || previous.name !== body.name) {
    if (refused === 'duplicate') throw conflict(MESSAGES.api.categoryDuplicate);
    const audit = auditEntry(
      caller,
      API_ROUTES.updateCategory,
      'category.updated',
      { type: 'category', id, name: body.name },
      [
        previous.name !== body.name ? `Ad: “${previous.name}” → “${body.name}”.` : '',
        moved ? `Üst kategori: ${previous.parentIds[0] ?? 'yok'} → ${parentId ?? 'yok'}.` : '',
      ]
        .filter(Boolean)
        .join(' '),
    );
    const result = await updateCategory(previous, { name: body.name, slug, parentId }, ancestorChain(categories, parentId), audit);
    if (result.status === 'duplicate') throw conflict(MESSAGES.api.categoryDuplicate);
    if (result.status === 'stale') throw conflict(M.stale);
    category = result.category;
  }
  // A save that changes nothing still re-derives: it is how a move whose products were not all done is finished.
  if (moved || category === previous) {
    const busy = await reindexProducts(await productIdsUnderCategory(id), await listCategories());
    if (busy.length > 0) throw conflict(M.productsBusy);
  }
  return ok({
    data: {
      id: category.id,
      name: category.name,
      slug: category.slug,
      parents: category.parentIds.map((p) => ({ parent: { id: p } })),
      ...(category.position !== undefined ? { position: category.position } : {}),
    },
  });
});
