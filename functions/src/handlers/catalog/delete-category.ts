import { API_ROUTES, CATEGORY_EDIT_MESSAGES as M, categoryCreateConflict, categoryMoveProblem, childrenOf } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { ancestorChain, storedCategory } from '../../domain/catalog/category-tree-edit';
import { apiHandler } from '../../http/api-handler';
import { badRequest, conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { deleteCategory, getCategory, listCategories, productIdsUnderCategory, updateCategory } from '../../repositories/category-repository';
import { reindexProducts } from '../../repositories/product-repository';
import { getProductsById } from '../../repositories/stock-repository';

/**
 * Deletes a category. An empty one goes at once; one holding products or sub-categories is 409
 * unless `moveTo` names where they go. Then, in order, each step a valid catalogue on its own:
 * (1) each sub-category moves under `moveTo` (one transaction each, its address claimed there);
 * (2) each product below the category is re-derived from the tree without it (its own transaction;
 * one that was in the category itself is now in `moveTo`, a new version); (3) the category and its
 * address go. A failure part-way leaves nothing broken, only undone: the same request again picks up
 * where it stopped (moved children are no longer children; re-deriving a product twice is once).
 * DynamoDB cannot put this in one transaction (100 actions; a product's memberships and words alone
 * take up to 50), so this roll-forward is how it stays consistent. See docs/decisions.md.
 */
export const handler = apiHandler(API_ROUTES.deleteCategory, async ({ params: { id }, query, caller }) => {
  const category = await getCategory(id);
  if (!category) throw notFound(M.notFound);
  const categories = await listCategories();
  const children = childrenOf(categories, id);
  const productIds = await productIdsUnderCategory(id);
  const direct = [...(await getProductsById(productIds)).values()].filter((p) => p.categoryIds.includes(id)).length;
  const moveTo = query.moveTo;
  const target = categories.find((c) => String(c.id) === moveTo)?.name ?? moveTo;
  if ((children.length > 0 || productIds.length > 0) && moveTo === undefined) throw conflict(M.inUse(direct, children.length));
  const summary =
    moveTo === undefined || (children.length === 0 && productIds.length === 0)
      ? `Kategori “${category.name}” silindi.`
      : `Kategori “${category.name}” silindi; ${direct} ürün ve ${children.length} alt kategori “${target}” kategorisine taşındı.`;
  if (moveTo !== undefined && (children.length > 0 || productIds.length > 0)) {
    if (moveTo === id) throw badRequest(M.moveToItself, 'moveTo');
    if (!categories.some((c) => String(c.id) === moveTo)) throw badRequest(M.moveToMissing, 'moveTo');
    if (categoryMoveProblem(categories, id, moveTo) === 'descendant') throw badRequest(M.moveToDescendant, 'moveTo');
    // Every clash is found before anything is written.
    const clash = children.find((child) => categoryCreateConflict(categories, child.slug ?? '', moveTo) === 'duplicate');
    if (clash) throw conflict(M.childClash(clash.name));
    const chain = ancestorChain(categories, moveTo);
    for (const child of children) {
      const stored = storedCategory(child);
      const result = await updateCategory(stored, { name: stored.name, slug: stored.slug, parentId: moveTo }, chain);
      if (result.status === 'duplicate') throw conflict(M.childClash(child.name));
      if (result.status === 'stale') throw conflict(M.stale);
    }
  }
  const without = (await listCategories()).filter((c) => String(c.id) !== id);
  const replace = moveTo === undefined ? undefined : { from: id, to: moveTo };
  if ((await reindexProducts(productIds, without, replace)).length > 0) throw conflict(M.productsBusy);
  const audit = auditEntry(caller, API_ROUTES.deleteCategory, 'category.deleted', { type: 'category', id, name: category.name }, summary);
  if (!(await deleteCategory(category, audit))) throw conflict(M.stale);
  // A product saved into the category while it was being emptied is moved too, not left pointing at nothing.
  const late = await productIdsUnderCategory(id);
  if (late.length > 0) await reindexProducts(late, without, replace);
  return ok({ deleted: true, movedProducts: direct, movedCategories: moveTo === undefined ? 0 : children.length });
});
