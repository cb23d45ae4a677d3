import * as z from 'zod';
import { bool, fieldError, list, num, object, requiredText } from '../schemas/common';
import { moneyAmount } from '../schemas/money';

/** Our limits; the issue caps a product at 250 variants. */
export const VARIANT_LIMITS = { perProduct: 250, sku: 64, maxDesi: 10_000, maxWeightKg: 10_000 } as const;

/** A SKU: letters, digits and . _ - / ; kept upper-case so `abc-1` and `ABC-1` are one SKU. */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9._/-]*$/;

/**
 * Whether a GTIN (EAN-8, UPC-A 12, EAN-13, GTIN-14) has the right GS1 check digit: from the right,
 * the digits before the check digit are weighted 3, 1, 3 ... and the sum plus the check digit is a
 * multiple of ten.
 */
export const isValidGtin = (code: string): boolean => {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return false;
  const digits = Array.from(code, Number);
  const check = digits.pop() as number;
  const sum = digits.reverse().reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return (sum + check) % 10 === 0;
};

/** Option type name → value label (`{Beden: 'M', Renk: 'Kırmızı'}`); a product without options has `{}`. */
export const variantOptionsSchema = z.record(z.string(), z.string());
export type VariantOptions = z.infer<typeof variantOptionsSchema>;

export const variantSchema = z.object({
  id: z.string().min(1),
  sku: z.string().min(1),
  barcode: z.string().optional(),
  options: variantOptionsSchema,
  /** Left out: the product's price (and compare-at price). */
  price: z.number().nonnegative().optional(),
  compareAtPrice: z.number().nonnegative().optional(),
  desi: z.number().nonnegative().optional(),
  /** Kilograms. */
  weight: z.number().nonnegative().optional(),
  /** Ids of the product's images shown for this variant (none: the product's own). */
  imageIds: z.array(z.string()).optional(),
  isActive: z.boolean(),
});
export type Variant = z.infer<typeof variantSchema>;

const money = () => moneyAmount(100_000_000);

export const skuSchema = z
  .string({ error: fieldError })
  .trim()
  .toUpperCase()
  .min(1, { error: (iss) => `${iss.path?.join('.') ?? 'sku'} gereklidir.` })
  .max(VARIANT_LIMITS.sku)
  .regex(SKU_PATTERN, { error: (iss) => `${iss.path?.join('.') ?? 'sku'} yalnızca harf, rakam ve . _ - / içerebilir.` });

export const barcodeSchema = z
  .string({ error: fieldError })
  .trim()
  .refine(isValidGtin, { error: (iss) => `${iss.path?.join('.') ?? 'barcode'} geçerli bir EAN-13/GTIN değil (kontrol hanesi tutmuyor).` });

/** A variant as the product form sends it; a new one has no id yet. */
export const variantUpsertSchema = object({
  id: requiredText(undefined, 100).optional(),
  sku: skuSchema,
  barcode: barcodeSchema.nullish(),
  options: z.record(requiredText(undefined, 60), requiredText(undefined, 60), { error: fieldError }).default({}),
  price: money().nullish(),
  compareAtPrice: money().nullish(),
  desi: num(0, VARIANT_LIMITS.maxDesi).nullish(),
  weight: num(0, VARIANT_LIMITS.maxWeightKg).nullish(),
  imageIds: list(requiredText(undefined, 100), 10).nullish(),
  isActive: bool().default(true),
});
export type VariantUpsert = z.infer<typeof variantUpsertSchema>;

/** The key of a combination, the same whatever order its options were written in. */
export const combinationKey = (options: VariantOptions): string =>
  Object.keys(options)
    .sort()
    .map((name) => `${name}=${options[name]}`)
    .join('|');

/** The first row repeating an earlier row's key, with that earlier row (both indexes), or undefined. */
const duplicateAt = <T>(items: readonly T[], keyOf: (item: T) => string | undefined): { at: number; first: number } | undefined => {
  const seen = new Map<string, number>();
  for (const [at, item] of items.entries()) {
    const key = keyOf(item);
    if (key === undefined) continue;
    const first = seen.get(key);
    if (first !== undefined) return { at, first };
    seen.set(key, at);
  }
  return undefined;
};

/** The other row, as the variants table numbers its rows (from 1). */
const sameAsRow = (first: number) => `${first + 1}. satırdaki varyantla aynı`;

/** A product's variants: unique SKUs, barcodes and combinations within the request (the table checks other products). */
export const variantListSchema = list(variantUpsertSchema, VARIANT_LIMITS.perProduct).superRefine((variants, ctx) => {
  const sku = duplicateAt(variants, (v) => v.sku);
  if (sku)
    ctx.addIssue({
      code: 'custom',
      path: [sku.at, 'sku'],
      message: `variants.${sku.at}.sku başka bir varyantta da kullanılıyor (${variants[sku.at]?.sku}): ${sameAsRow(sku.first)}.`,
    });
  const barcode = duplicateAt(variants, (v) => v.barcode ?? undefined);
  if (barcode)
    ctx.addIssue({
      code: 'custom',
      path: [barcode.at, 'barcode'],
      message: `variants.${barcode.at}.barcode başka bir varyantta da kullanılıyor (${variants[barcode.at]?.barcode}): ${sameAsRow(barcode.first)}.`,
    });
  const id = duplicateAt(variants, (v) => v.id);
  if (id) ctx.addIssue({ code: 'custom', path: [id.at, 'id'], message: `variants.${id.at}.id başka bir varyantta da kullanılıyor.` });
  const combination = duplicateAt(variants, (v) => combinationKey(v.options));
  if (combination)
    ctx.addIssue({
      code: 'custom',
      path: [combination.at, 'options'],
      message: `variants.${combination.at}.options aynı seçenek birleşimi iki kez var: ${sameAsRow(combination.first)}.`,
    });
});

/** What a shopper reads for a variant: `M / Kırmızı`, in the product's option order. */
export const optionLabel = (options: VariantOptions, order: readonly string[] = Object.keys(options)): string =>
  order
    .map((name) => options[name])
    .filter((v): v is string => v !== undefined)
    .join(' / ');

/** Every combination of the chosen values, first option varying slowest (S-Kırmızı, S-Mavi, M-Kırmızı ...). */
export const combinations = (chosen: readonly { name: string; values: readonly string[] }[]): VariantOptions[] =>
  chosen.reduce<VariantOptions[]>(
    (acc, option) => acc.flatMap((partial) => option.values.map((value) => ({ ...partial, [option.name]: value }))),
    [{}],
  );

/** Folds Turkish letters and anything else to SKU characters: `Kırmızı` → `KIRMIZI`. */
export const skuPart = (value: string): string =>
  value
    .toLocaleUpperCase('tr-TR')
    .replace(/İ/g, 'I')
    .replace(/Ş/g, 'S')
    .replace(/Ğ/g, 'G')
    .replace(/Ü/g, 'U')
    .replace(/Ö/g, 'O')
    .replace(/Ç/g, 'C')
    .normalize('NFD')
    .replace(/[^A-Z0-9]+/g, '');

/**
 * A SKU from a pattern: `{urun}` is the product's name, `{secenekler}` every option value in order,
 * `{Beden}` (any option type's name) that option's value: `{urun}-{Beden}-{Renk}` → `ELBISE-M-KIRMIZI`.
 * Unknown placeholders are left out.
 */
export const skuFromPattern = (pattern: string, productName: string, options: VariantOptions): string =>
  pattern
    .replace(/\{([^}]+)\}/g, (_, name: string) =>
      name === 'urun'
        ? skuPart(productName)
        : name === 'secenekler'
          ? Object.values(options).map(skuPart).filter(Boolean).join('-')
          : skuPart(options[name] ?? ''),
    )
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, VARIANT_LIMITS.sku);

export const DEFAULT_SKU_PATTERN = '{urun}-{secenekler}';

/**
 * A variant's id starts with its product's id (`<productId>_<suffix>`), so a stock level or
 * movement naming a variant leads to its product with one read and no index of its own.
 */
export const variantIdOf = (productId: string, suffix: string): string => `${productId}_${suffix}`;
export const productIdOfVariant = (variantId: string): string | undefined => {
  const at = variantId.lastIndexOf('_');
  return at > 0 ? variantId.slice(0, at) : undefined;
};

/** How many of a product's variants use each (option type name, value label): the option-use items a used value is kept by. */
export const optionUses = (variants: readonly Pick<Variant, 'options'>[]): Map<string, { name: string; label: string; variants: number }> => {
  const uses = new Map<string, { name: string; label: string; variants: number }>();
  for (const v of variants)
    for (const [name, label] of Object.entries(v.options)) {
      const key = `${name}\u0000${label}`;
      const use = uses.get(key) ?? { name, label, variants: 0 };
      use.variants += 1;
      uses.set(key, use);
    }
  return uses;
};
