import { MESSAGES, PRODUCT_LIMITS, slugify, withAncestors, type Category, type Product, type ProductUpsert } from '@shop/shared';
import { invalid } from '../domain-error';

/**
 * The stored product a create or an update makes of the form's fields: the slug from the name
 * (Turkish letters folded) when left empty, no compare-at price when none is given, no brand
 * when none is picked. Unknown categories and too many memberships are refused (invalid, naming
 * the field) before anything is written. Returns the product and its memberships (its
 * categories with their ancestors), which the listings are written under.
 */
export const productFromUpsert = (
  body: ProductUpsert,
  categories: readonly Category[],
  // `stock` is kept by the stock ledger: a create starts at 0 and an update keeps the stored sum.
  base: { id: string; createdAt: string; version: number; now: string; stock: number },
): { product: Product; memberships: string[] } => {
  const slug = body.slug || slugify(body.name);
  if (slug === '') throw invalid(MESSAGES.api.productNameWithoutLetters, 'name');
  if (slug.length > PRODUCT_LIMITS.text) throw invalid(`slug en fazla ${PRODUCT_LIMITS.text} karakter olabilir.`, 'slug');
  const known = new Set(categories.map((c) => String(c.id)));
  const missing = body.categoryIds.find((id) => !known.has(id));
  if (missing !== undefined) throw invalid(MESSAGES.api.productCategoryMissing(missing), 'categoryIds');
  const memberships = withAncestors(categories, body.categoryIds);
  if (memberships.length > PRODUCT_LIMITS.memberships) throw invalid(MESSAGES.api.productTooManyCategories, 'categoryIds');
  const product: Product = {
    id: base.id,
    name: body.name,
    slug,
    description: body.description,
    categoryIds: body.categoryIds,
    ...(body.brandId ? { brandId: body.brandId } : {}),
    price: body.price,
    ...(body.compareAtPrice !== null && body.compareAtPrice !== undefined ? { compareAtPrice: body.compareAtPrice } : {}),
    stock: base.stock,
    images: body.images,
    isActive: body.isActive,
    optionTypeIds: [],
    variants: [],
    createdAt: base.createdAt,
    updatedAt: base.now,
    version: base.version,
  };
  return { product, memberships };
};
