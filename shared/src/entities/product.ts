import * as z from 'zod';
import { FIELD_LIMITS } from '../constants';
import { normalizeName } from '../text/normalize-name';
import { explicit } from '../schemas/explicit';
import { moneyAmount } from '../schemas/money';
import { variantListSchema, variantSchema } from './variant';
import { OPTION_TYPE_LIMITS } from './option-type';
import type { ResponsiveSource } from './media-variants';
import { bool, fieldError, int, list, mediaSchema, object, requiredText, text, visibleText } from '../schemas/common';

/** Our limits (the spec gives none): what one product may hold. */
export const PRODUCT_LIMITS = {
  /** Names and slugs: the catalogue allows 300 characters. */
  text: 300,
  description: 5000,
  images: 10,
  /** Categories the form may tick; with their ancestors a product may sit in at most `memberships`. */
  categories: 10,
  memberships: 32,
  altText: 200,
  maxPrice: 100_000_000,
  maxStock: 1_000_000_000,
} as const;

/** A product image: a picture from the media library, in its place in the list, with the text read in its stead. */
export const productImageSchema = mediaSchema.extend({
  type: z.literal('IMAGE', { error: fieldError }).default('IMAGE'),
  alt: text(PRODUCT_LIMITS.altText).default(''),
});
export type ProductImage = z.infer<typeof productImageSchema>;

export const productSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(PRODUCT_LIMITS.text),
  slug: z.string().min(1).max(PRODUCT_LIMITS.text),
  description: z.string().max(PRODUCT_LIMITS.description).default(''),
  categoryIds: z.array(z.string()),
  brandId: z.string().min(1).optional(),
  price: z.number().nonnegative(),
  /** The former price, shown struck through when it is above the price. */
  compareAtPrice: z.number().nonnegative().optional(),
  /**
   * What is available to sell, summed over the product's variants and warehouses. Kept by the
   * stock ledger (each movement adds its change in its own transaction); a product write never sets it.
   */
  stock: z.number(),
  images: z.array(productImageSchema).default([]),
  isActive: z.boolean(),
  /** The option types the variants combine, in display order (none: one default variant). */
  optionTypeIds: z.array(z.string()).default([]),
  variants: z.array(variantSchema).default([]),
  /** The unit (Stok Tipleri); left out: Ürün Ayarları' default stock type. */
  stockTypeId: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
  /** Bumped by every update; an update names the version it was based on (products seeded before versions are 1). */
  version: z.number().int().min(1).default(1),
  /**
   * When it was archived (Arşivlenmiş): off the storefront, its category listings and search, yet still
   * read by id (old orders name it) and restorable. Left out: not archived.
   */
  archivedAt: z.string().optional(),
});
export type Product = z.infer<typeof productSchema>;

/** Whether a product is in the archive (no longer sold, kept for the orders that name it). */
export const isArchived = (p: Pick<Product, 'archivedAt'>): boolean => p.archivedAt !== undefined;

/** What a product card shows (category listings, search, product-list blocks): read from the catalogue, never from the theme. */
// A type, not an interface: cards are written as table items (records).
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
export type ProductCard = {
  readonly id: string;
  readonly name: string;
  readonly slug: string;
  readonly price: number;
  readonly compareAtPrice?: number;
  readonly image?: ResponsiveSource & { readonly alt: string };
  readonly isActive: boolean;
  /** Stock above 0; a card written before it was kept counts as in stock. */
  readonly inStock: boolean;
  /** The lowest price of the active variants, and whether their prices differ (`₺X'den başlayan`). */
  readonly priceFrom?: number;
  readonly pricesDiffer?: boolean;
};

/** The prices the active variants sell at (a variant without its own price sells at the product's). */
const activePrices = (p: Pick<Product, 'price' | 'variants'>): number[] => p.variants.filter((v) => v.isActive).map((v) => v.price ?? p.price);

/** `priceFrom`/`pricesDiffer` when the active variants' prices differ; nothing when they are one price. */
export const priceRange = (p: Pick<Product, 'price' | 'variants'>): Pick<ProductCard, 'priceFrom' | 'pricesDiffer'> => {
  const prices = activePrices(p);
  if (prices.length === 0) return {};
  const low = Math.min(...prices);
  return prices.some((x) => x !== low) ? { priceFrom: low, pricesDiffer: true } : {};
};

/** The card's picture: the first image with what srcset needs (issue 32), nothing a card does not show. */
const cardImageOf = ({ filePath, alt, width, height, variantWidths }: ProductImage): NonNullable<ProductCard['image']> => ({
  filePath,
  alt,
  ...(width && height ? { width, height } : {}),
  ...(variantWidths ? { variantWidths } : {}),
});

export const productCardOf = (p: Product): ProductCard => {
  const first = p.images[0];
  return {
    id: p.id,
    name: p.name,
    slug: p.slug,
    price: p.price,
    ...(p.compareAtPrice !== undefined ? { compareAtPrice: p.compareAtPrice } : {}),
    ...(first ? { image: cardImageOf(first) } : {}),
    // An archived product is never shown, whatever its switch says (a card written with it is dropped by the storefront).
    isActive: p.isActive && !isArchived(p),
    inStock: p.stock > 0,
    ...priceRange(p),
  };
};

/** A storefront address segment: lower-case ASCII letters and digits, words joined by single dashes (what slugify gives). */
export const PRODUCT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Money: at least 0, at most two decimals. */
const money = () => moneyAmount(PRODUCT_LIMITS.maxPrice);

const idText = () => requiredText(undefined, FIELD_LIMITS.id);

/**
 * POST /api/admin/catalog/product (create): the form's fields. An empty slug is made from the
 * name (slugify, Turkish letters folded); a slug that is given must already be one.
 */
export const productUpsertSchema = object({
  // Normalised like every name whose slug must be unique, so look-alikes are not two products.
  name: z.string({ error: fieldError }).overwrite(normalizeName).pipe(visibleText(undefined, PRODUCT_LIMITS.text)),
  slug: z
    .string({ error: fieldError })
    .trim()
    .max(PRODUCT_LIMITS.text)
    .refine((s) => s === '' || PRODUCT_SLUG_PATTERN.test(s), {
      error: 'slug yalnızca küçük harf (a-z), rakam ve aralarında tek tire içerebilir.',
    })
    .default(''),
  description: text(PRODUCT_LIMITS.description).default(''),
  price: money(),
  compareAtPrice: money().nullish(),
  categoryIds: list(idText(), PRODUCT_LIMITS.categories)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'categoryIds aynı kategoriyi iki kez içeremez.' })
    .default([]),
  brandId: idText().nullish(),
  images: list(productImageSchema, PRODUCT_LIMITS.images).default([]),
  isActive: bool().default(true),
  /** The option types the variants combine, in display order; none: one default variant. */
  optionTypeIds: list(idText(), OPTION_TYPE_LIMITS.perProduct)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'optionTypeIds aynı seçenek tipini iki kez içeremez.' })
    .default([]),
  /** Left empty for a product without options: its default variant is kept (or made, its SKU from the slug). */
  variants: variantListSchema.default([]),
  /** null: Ürün Ayarları' default stock type. Stock itself is set per warehouse through the stock API. */
  stockTypeId: idText().nullish(),
});
export type ProductUpsert = z.infer<typeof productUpsertSchema>;

/**
 * POST /api/admin/catalog/product/{id} (update): the whole product, as the form holds it, and
 * the version it was based on. An update replaces the stored product, so every field must be
 * sent (null clears the compare-at price or the brand): a missing one is a 400 naming it,
 * never a default written over stored data (a left-out `isActive` once published a draft).
 */
export const productUpdateSchema = explicit(productUpsertSchema.extend({ baseVersion: int(1, Number.MAX_SAFE_INTEGER) }), 1, { optionals: true });
export type ProductUpdate = z.infer<typeof productUpdateSchema>;

/** The form's fields of a stored product (what an edit starts from). */
export const upsertOfProduct = (p: Product): ProductUpsert => ({
  name: p.name,
  slug: p.slug,
  description: p.description,
  price: p.price,
  compareAtPrice: p.compareAtPrice ?? null,
  categoryIds: p.categoryIds,
  brandId: p.brandId ?? null,
  images: p.images,
  isActive: p.isActive,
  optionTypeIds: p.optionTypeIds,
  variants: p.variants.map((v) => ({
    id: v.id,
    sku: v.sku,
    barcode: v.barcode ?? null,
    options: v.options,
    price: v.price ?? null,
    compareAtPrice: v.compareAtPrice ?? null,
    desi: v.desi ?? null,
    weight: v.weight ?? null,
    imageIds: v.imageIds ?? null,
    isActive: v.isActive,
  })),
  stockTypeId: p.stockTypeId ?? null,
});
