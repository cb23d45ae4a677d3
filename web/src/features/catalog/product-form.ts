import { slugify, upsertOfProduct, type Category, type CategorySelection, type Product, type ProductImage, type ProductUpsert } from '@shop/shared';
import { buildCategoryForest, toSelections, type CategoryForest } from '../../widgets/category-tree/category-forest';

/** The form's values: what the API takes, as typed (an empty price box is null until saved). */
export interface ProductFormValues {
  readonly name: string;
  readonly slug: string;
  readonly description: string;
  readonly price: number | null;
  readonly compareAtPrice: number | null;
  readonly categoryIds: readonly string[];
  readonly brandId: string | null;
  readonly images: readonly ProductImage[];
  readonly isActive: boolean;
  /** Kept as loaded until the form has its Varyantlar section; stock is set per warehouse (the stock API). */
  readonly optionTypeIds: ProductUpsert['optionTypeIds'];
  readonly variants: ProductUpsert['variants'];
  readonly stockTypeId: string | null;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  slug: '',
  description: '',
  price: null,
  compareAtPrice: null,
  categoryIds: [],
  brandId: null,
  images: [],
  isActive: true,
  optionTypeIds: [],
  variants: [],
  stockTypeId: null,
};

export const formOfProduct = (product: Product): ProductFormValues => {
  const u = upsertOfProduct(product);
  return { ...u, compareAtPrice: u.compareAtPrice ?? null, brandId: u.brandId ?? null, stockTypeId: u.stockTypeId ?? null };
};

/** The body sent: missing numbers go as they are, so the API names the field (price gereklidir). */
export const bodyOfForm = (values: ProductFormValues): ProductUpsert =>
  ({
    ...values,
    name: values.name.trim(),
    slug: values.slug.trim(),
    categoryIds: [...values.categoryIds],
    images: [...values.images],
  }) as ProductUpsert;

/** The address the product gets when the slug box is left empty. */
export const slugPreview = (values: ProductFormValues): string => values.slug.trim() || slugify(values.name);

export const sameValues = (a: ProductFormValues, b: ProductFormValues): boolean => JSON.stringify(a) === JSON.stringify(b);

/** The tree's ticks for the product's categories: each with its ancestors, as the tree shows a chosen leaf. */
export const selectionsOf = (forest: CategoryForest, categoryIds: readonly string[]): CategorySelection[] => {
  const keys = new Set<string>();
  for (const id of categoryIds) {
    for (let key: string | undefined = id; key !== undefined && !keys.has(key); key = forest.byKey.get(key)?.parentKey) keys.add(key);
  }
  return toSelections(forest, keys);
};

/**
 * The product's categories from the tree's ticks: the deepest ticked ones (a ticked category
 * whose children are not ticked), in tree order. Ancestors are implied: the server lists a
 * product under every category above its own.
 */
export const categoryIdsOf = (forest: CategoryForest, selections: readonly CategorySelection[]): string[] => {
  const ticked = new Set(selections.map((s) => String(s.categoryId)));
  return [...forest.byKey.values()]
    .filter((node) => ticked.has(node.key) && !node.children.some((child) => ticked.has(child.key)))
    .map((node) => node.key);
};

export const forestOf = (categories: readonly Category[] | undefined): CategoryForest => buildCategoryForest(categories ?? []);

/** Moves one entry of a list to another place. */
export const moved = <T>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
};
