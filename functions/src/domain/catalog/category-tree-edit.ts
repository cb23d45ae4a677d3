import type { Category } from '@shop/shared';
import type { NewCategory } from '../../repositories/category-repository';

/** A category as listed, in the shape it is stored in (what a transaction conditions on). */
export const storedCategory = (c: Category): NewCategory => ({
  id: String(c.id),
  name: c.name,
  slug: c.slug ?? '',
  parentIds: c.parents.map((p) => String(p.parent.id)),
  ...(c.position !== undefined ? { position: c.position } : {}),
});

/** `parentId` and every category above it, as read: a move conditions on them, so a simultaneous move cannot close a cycle. */
export const ancestorChain = (categories: readonly Category[], parentId: string | undefined): NewCategory[] => {
  const byId = new Map(categories.map((c) => [String(c.id), storedCategory(c)]));
  const chain: NewCategory[] = [];
  for (let id = parentId; id !== undefined && !chain.some((c) => c.id === id);) {
    const category = byId.get(id);
    if (!category) break;
    chain.push(category);
    id = category.parentIds[0];
  }
  return chain;
};
