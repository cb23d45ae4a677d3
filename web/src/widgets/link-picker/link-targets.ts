import { categoryHref, type Category, type ProductPickerItem } from '@shop/shared';
import type { CategoryForest } from '../category-tree/category-forest';

/** Where a chosen link goes and the name its title defaults to. */
export interface LinkChoice {
  readonly target: string;
  readonly name: string;
}

/** The storefront's own pages (category pages are chosen in their own tab). */
export const STOREFRONT_PAGES: readonly LinkChoice[] = [{ name: 'Anasayfa', target: '/' }];

/** The product's storefront address, by its slug (its id for one saved without a slug). */
export const productChoice = (product: ProductPickerItem): LinkChoice => ({
  target: `/product/${encodeURIComponent(product.slug || String(product.id))}`,
  name: product.name,
});

/**
 * The category's storefront address: the slugs from its root down, along the tree's branch
 * (its first parent, which the storefront's own path resolution accepts too). Undefined when a
 * category on the way has no slug: the storefront could not open the address.
 */
export const categoryChoice = (forest: CategoryForest, byId: ReadonlyMap<string, Category>, key: string): LinkChoice | undefined => {
  const trail: Category[] = [];
  for (let node = forest.byKey.get(key); node; node = node.parentKey === undefined ? undefined : forest.byKey.get(node.parentKey)) {
    const category = byId.get(node.key);
    if (!category?.slug) return undefined;
    trail.unshift(category);
  }
  const category = trail.at(-1);
  return category ? { target: categoryHref(trail), name: category.name } : undefined;
};
