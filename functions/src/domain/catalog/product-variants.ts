import {
  combinationKey,
  VARIANT_LIMITS,
  variantIdOf,
  type OptionType,
  type Product,
  type ProductImage,
  type Variant,
  type VariantUpsert,
} from '@shop/shared';
import { randomBytes } from 'node:crypto';
import { invalid } from '../domain-error';

/** 8 random base-36-ish characters: unique within a product by far, short in stock items' keys. */
export const newVariantSuffix = (): string => randomBytes(6).toString('base64url').replace(/[-_]/g, 'x');

/** What a product's variants are checked against: its option types (in its order), its images, the stored product on an edit. */
export interface VariantContext {
  readonly productId: string;
  readonly slug: string;
  readonly optionTypes: readonly OptionType[];
  readonly images: readonly ProductImage[];
  /** The stored variants (an edit); none for a create. */
  readonly previous: readonly Variant[];
  /** A short random suffix for a new variant's id. */
  readonly newSuffix: () => string;
}

/** A default variant's SKU: the slug upper-cased (slugs are a-z, 0-9 and dashes, all SKU characters). */
export const skuOfSlug = (slug: string): string => slug.toUpperCase().slice(0, VARIANT_LIMITS.sku).replace(/-+$/, '');

/**
 * The one variant of a product without options, as stored products written before variants get
 * it (the migration) and the seed makes it: a fixed id, the SKU from the slug, the product's price.
 */
export const defaultVariantOf = (product: Pick<Product, 'id' | 'slug'>): Variant => ({
  id: variantIdOf(product.id, 'default'),
  sku: skuOfSlug(product.slug),
  options: {},
  isActive: true,
});

/** The product with its default variant's made-up SKU followed by the variant's own suffix (`ELBISE-X3K9QF`), unique in practice. */
export const withUniqueDefaultSku = <P extends Pick<Product, 'variants'>>(product: P): P => ({
  ...product,
  variants: product.variants.map((v) => {
    const suffix = (v.id.split('_').pop() ?? '').toUpperCase();
    return { ...v, sku: `${v.sku.slice(0, VARIANT_LIMITS.sku - suffix.length - 1)}-${suffix}` };
  }),
});

/** Who a message is about: `variants.3 (ELBISE-M-KIRMIZI)`. */
const named = (i: number, v: VariantUpsert) => `variants.${i} (${v.sku})`;

const checkOptions = (v: VariantUpsert, i: number, types: readonly OptionType[]): void => {
  const field = `variants.${i}.options`;
  for (const type of types) {
    const value = v.options[type.name];
    if (value === undefined) throw invalid(`${named(i, v)}: “${type.name}” seçeneği eksik.`, field);
    if (!type.values.some((option) => option.label === value))
      throw invalid(`${named(i, v)}: “${value}” değeri “${type.name}” seçenek tipinde yok.`, `${field}.${type.name}`);
  }
  const extra = Object.keys(v.options).find((name) => !types.some((t) => t.name === name));
  if (extra !== undefined) throw invalid(`${named(i, v)}: “${extra}” ürünün seçenek tiplerinden biri değil.`, field);
};

const variantOf = (v: VariantUpsert, id: string): Variant => ({
  id,
  sku: v.sku,
  ...(v.barcode ? { barcode: v.barcode } : {}),
  options: v.options,
  ...(v.price !== null && v.price !== undefined ? { price: v.price } : {}),
  ...(v.compareAtPrice !== null && v.compareAtPrice !== undefined ? { compareAtPrice: v.compareAtPrice } : {}),
  ...(v.desi !== null && v.desi !== undefined ? { desi: v.desi } : {}),
  ...(v.weight !== null && v.weight !== undefined ? { weight: v.weight } : {}),
  ...(v.imageIds && v.imageIds.length > 0 ? { imageIds: v.imageIds } : {}),
  isActive: v.isActive,
});

/**
 * The stored variants of a product from the form's: every variant names exactly the product's
 * option types with values those types have; a product without options has exactly one default
 * variant (kept from the stored product, or made with a SKU from the slug when none is sent).
 * A sent id must be one of the product's; a variant sent without one takes the id of the stored
 * variant with the same combination (regenerating the table keeps ids, so stock stays attached),
 * else a new `<productId>_<suffix>`. Refusals name the variant and the field (400, nothing written).
 */
export const variantsFromUpsert = (sent: readonly VariantUpsert[], ctx: VariantContext): Variant[] => {
  const { optionTypes: types, previous } = ctx;
  if (types.length === 0) {
    if (sent.length > 1) throw invalid('variants: seçeneği olmayan bir ürünün tek bir varyantı olur.', 'variants');
    const only = sent[0];
    if (only === undefined) {
      const kept = previous.length === 1 && Object.keys(previous[0]?.options ?? {}).length === 0 ? previous[0] : undefined;
      return [kept ?? { id: variantIdOf(ctx.productId, ctx.newSuffix()), sku: skuOfSlug(ctx.slug), options: {}, isActive: true }];
    }
    if (Object.keys(only.options).length > 0)
      throw invalid(`${named(0, only)}: ürünün seçenek tipi yok, varyantın seçeneği olamaz.`, 'variants.0.options');
  } else if (sent.length === 0) throw invalid('variants: seçenekli bir ürünün en az bir varyantı olmalıdır.', 'variants');

  const stored = new Map(previous.map((v) => [v.id, v]));
  const imageIds = new Set(ctx.images.flatMap((image) => (image.id === undefined ? [] : [String(image.id)])));
  sent.forEach((v, i) => {
    if (v.id !== undefined && !stored.has(v.id)) throw invalid(`${named(i, v)}: “${v.id}” bu ürünün varyantı değil.`, `variants.${i}.id`);
    checkOptions(v, i, types);
    const image = v.imageIds?.find((id) => !imageIds.has(id));
    if (image !== undefined) throw invalid(`${named(i, v)}: “${image}” ürünün görsellerinden biri değil.`, `variants.${i}.imageIds`);
  });

  // Stored variants not named by id may be taken over by a variant with their combination.
  const sentIds = new Set(sent.map((v) => v.id).filter((id) => id !== undefined));
  const free = new Map(previous.filter((v) => !sentIds.has(v.id)).map((v) => [combinationKey(v.options), v.id]));
  return sent.map((v) => {
    if (v.id !== undefined) return variantOf(v, v.id);
    const key = combinationKey(v.options);
    const reused = free.get(key);
    if (reused !== undefined) free.delete(key);
    return variantOf(v, reused ?? variantIdOf(ctx.productId, ctx.newSuffix()));
  });
};

/** What changed in a product's variants, in words for the audit log (no contents: `2 varyant eklendi (…)`). */
export const variantChangeSummary = (previous: readonly Variant[], next: readonly Variant[]): string | undefined => {
  const before = new Map(previous.map((v) => [v.id, v]));
  const after = new Set(next.map((v) => v.id));
  const added = next.filter((v) => !before.has(v.id)).map((v) => v.sku);
  const removed = previous.filter((v) => !after.has(v.id)).map((v) => v.sku);
  const changed = next.filter((v) => before.has(v.id) && JSON.stringify(before.get(v.id)) !== JSON.stringify(v)).length;
  const parts = [
    added.length > 0 ? `${added.length} varyant eklendi (${added.slice(0, 3).join(', ')}${added.length > 3 ? '…' : ''})` : '',
    removed.length > 0 ? `${removed.length} varyant silindi (${removed.slice(0, 3).join(', ')}${removed.length > 3 ? '…' : ''})` : '',
    changed > 0 ? `${changed} varyant değişti` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : undefined;
};
