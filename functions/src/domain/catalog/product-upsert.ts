import {
  MESSAGES,
  PRODUCT_LIMITS,
  slugify,
  withAncestors,
  type Category,
  type OptionType,
  type Product,
  type ProductUpsert,
  type Variant,
} from '@shop/shared';
import { invalid } from '../domain-error';
import { variantsFromUpsert } from './product-variants';

/** What a write starts from besides the form: ids and times, the stored stock and variants (an edit), the option types read. */
export interface ProductBase {
  readonly id: string;
  readonly createdAt: string;
  readonly version: number;
  readonly now: string;
  /** Kept by the stock ledger; a create starts at 0 and an update never writes it. */
  readonly stock: number;
  readonly previousVariants: readonly Variant[];
  /** The option types `optionTypeIds` name that exist, in any order. */
  readonly optionTypes: readonly OptionType[];
  readonly newSuffix: () => string;
}

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
  base: ProductBase,
): { product: Product; memberships: string[] } => {
  const slug = body.slug || slugify(body.name);
  if (slug === '') throw invalid(MESSAGES.api.productNameWithoutLetters, 'name');
  if (slug.length > PRODUCT_LIMITS.text) throw invalid(`slug en fazla ${PRODUCT_LIMITS.text} karakter olabilir.`, 'slug');
  const known = new Set(categories.map((c) => String(c.id)));
  const missing = body.categoryIds.find((id) => !known.has(id));
  if (missing !== undefined) throw invalid(MESSAGES.api.productCategoryMissing(missing), 'categoryIds');
  const memberships = withAncestors(categories, body.categoryIds);
  if (memberships.length > PRODUCT_LIMITS.memberships) throw invalid(MESSAGES.api.productTooManyCategories, 'categoryIds');
  const byId = new Map(base.optionTypes.map((t) => [t.id, t]));
  const optionTypes = body.optionTypeIds.map((id) => {
    const type = byId.get(id);
    if (!type) throw invalid(`optionTypeIds: “${id}” seçenek tipi bulunamadı.`, 'optionTypeIds');
    return type;
  });
  const variants = variantsFromUpsert(body.variants, {
    productId: base.id,
    slug,
    optionTypes,
    images: body.images,
    previous: base.previousVariants,
    newSuffix: base.newSuffix,
  });
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
    optionTypeIds: body.optionTypeIds,
    variants,
    ...(body.stockTypeId ? { stockTypeId: body.stockTypeId } : {}),
    createdAt: base.createdAt,
    updatedAt: base.now,
    version: base.version,
  };
  return { product, memberships };
};
