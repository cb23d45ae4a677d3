import { describe, expect, it } from 'vitest';
import { DEFAULT_PRODUCT_SETTINGS, optionUses, type OptionType, type Product, type Variant, priceRange, variantUpsertSchema } from '@shop/shared';
import { DomainError } from '../../src/domain/domain-error';
import {
  defaultVariantOf,
  skuOfSlug,
  withUniqueDefaultSku,
  variantChangeSummary,
  variantsFromUpsert,
} from '../../src/domain/catalog/product-variants';
import { storefrontVariantsOf, visibleCards } from '../../src/domain/catalog/storefront-variants';

const type = (id: string, name: string, labels: string[], kind: OptionType['kind'] = 'TEXT'): OptionType => ({
  id,
  name,
  kind,
  values: labels.map((label) => ({ id: label, label, ...(kind === 'COLOR' ? { swatch: '#000' } : {}) })),
  createdAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});
const BEDEN = type('b', 'Beden', ['S', 'M', 'L']);
const RENK = type('r', 'Renk', ['Kırmızı', 'Yeşil', 'Lacivert'], 'COLOR');
const sent = (v: Record<string, unknown>) => variantUpsertSchema.parse(v);
let n = 0;
const ctx = (over: Partial<Parameters<typeof variantsFromUpsert>[1]> = {}) => ({
  productId: 'p1',
  slug: 'keten-elbise',
  optionTypes: [BEDEN, RENK],
  images: [{ id: 'img1', type: 'IMAGE' as const, filePath: '/media/a.jpg', name: '', alt: '' }],
  previous: [] as Variant[],
  newSuffix: () => `n${n++}`,
  ...over,
});
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('accepted');
};

describe('variantsFromUpsert', () => {
  it('gives a product without options one default variant with a SKU from the slug, and keeps the stored one', () => {
    const made = variantsFromUpsert([], ctx({ optionTypes: [] }));
    expect(made).toEqual([{ id: expect.stringMatching(/^p1_/), sku: 'KETEN-ELBISE', options: {}, isActive: true }]);
    expect(variantsFromUpsert([], ctx({ optionTypes: [], previous: made }))).toEqual(made);
    expect(skuOfSlug('a'.repeat(70))).toHaveLength(64);
    expect(withUniqueDefaultSku({ variants: [{ id: 'p1_ab3x', sku: 'KETEN', options: {}, isActive: true }] }).variants[0]?.sku).toBe('KETEN-AB3X');
    expect(defaultVariantOf({ id: '7', slug: 'mavi-gomlek-7' })).toEqual({ id: '7_default', sku: 'MAVI-GOMLEK-7', options: {}, isActive: true });
  });

  it('names the variant and the field of a missing, unknown or extra option, an unknown image and a foreign id', () => {
    expect(refusal(() => variantsFromUpsert([sent({ sku: 'a', options: { Beden: 'S' } })], ctx()))).toMatchObject({
      kind: 'invalid',
      field: 'variants.0.options',
    });
    expect(refusal(() => variantsFromUpsert([sent({ sku: 'a', options: { Beden: 'XXL', Renk: 'Yeşil' } })], ctx()))).toMatchObject({
      field: 'variants.0.options.Beden',
      message: 'variants.0 (A): “XXL” değeri “Beden” seçenek tipinde yok.',
    });
    expect(refusal(() => variantsFromUpsert([sent({ sku: 'a', options: { Beden: 'S', Renk: 'Yeşil', Kumaş: 'Keten' } })], ctx()))).toMatchObject({
      field: 'variants.0.options',
    });
    expect(refusal(() => variantsFromUpsert([sent({ sku: 'a', options: { Beden: 'S', Renk: 'Yeşil' }, imageIds: ['yok'] })], ctx()))).toMatchObject({
      field: 'variants.0.imageIds',
    });
    expect(refusal(() => variantsFromUpsert([sent({ id: 'q_1', sku: 'a', options: { Beden: 'S', Renk: 'Yeşil' } })], ctx()))).toMatchObject({
      field: 'variants.0.id',
    });
    expect(refusal(() => variantsFromUpsert([], ctx()))).toMatchObject({ field: 'variants' });
    expect(refusal(() => variantsFromUpsert([sent({ sku: 'a' }), sent({ sku: 'b' })], ctx({ optionTypes: [] })))).toMatchObject({
      field: 'variants',
    });
  });

  it('keeps ids: by id when sent, by combination when not (regenerated tables keep their stock)', () => {
    const first = variantsFromUpsert(
      [sent({ sku: 'a-s', options: { Beden: 'S', Renk: 'Yeşil' } }), sent({ sku: 'a-m', options: { Beden: 'M', Renk: 'Yeşil' }, price: 12 })],
      ctx(),
    );
    expect(first[1]).toMatchObject({ sku: 'A-M', price: 12 });
    expect(first[0]).not.toHaveProperty('price');
    const again = variantsFromUpsert(
      [sent({ sku: 'a-m2', options: { Renk: 'Yeşil', Beden: 'M' } }), sent({ sku: 'a-l', options: { Beden: 'L', Renk: 'Yeşil' } })],
      ctx({ previous: first }),
    );
    expect(again[0]?.id).toBe(first[1]?.id);
    expect(first.map((v) => v.id)).not.toContain(again[1]?.id);
    expect(variantChangeSummary(first, again)).toBe('1 varyant eklendi (A-L), 1 varyant silindi (A-S), 1 varyant değişti');
    expect(variantChangeSummary(first, first)).toBeUndefined();
    expect([...optionUses(again).values()]).toEqual([
      { name: 'Renk', label: 'Yeşil', variants: 2 },
      { name: 'Beden', label: 'M', variants: 1 },
      { name: 'Beden', label: 'L', variants: 1 },
    ]);
  });
});

const product = (variants: Variant[]): Product =>
  ({
    id: 'p',
    name: 'Elbise',
    slug: 'elbise',
    price: 100,
    compareAtPrice: 150,
    stock: 0,
    images: [],
    isActive: true,
    optionTypeIds: ['b', 'r'],
    variants,
  }) as unknown as Product;
const v = (id: string, options: Record<string, string>, extra: Partial<Variant> = {}): Variant => ({
  id,
  sku: id.toUpperCase(),
  options,
  isActive: true,
  ...extra,
});

describe('the storefront view of variants', () => {
  it('answers active variants with their price (else the product’s), what is available, and only the used values in the type’s order', () => {
    const p = product([
      v('a', { Beden: 'M', Renk: 'Lacivert' }),
      v('b', { Beden: 'S', Renk: 'Lacivert' }, { price: 90 }),
      v('c', { Beden: 'L', Renk: 'Kırmızı' }, { isActive: false }),
    ]);
    const answer = storefrontVariantsOf(p, [RENK, BEDEN], new Map([['a', 2]]), true);
    expect(answer.variants).toEqual([
      { id: 'a', sku: 'A', options: { Beden: 'M', Renk: 'Lacivert' }, price: 100, compareAtPrice: 150, available: 2, inStock: true },
      { id: 'b', sku: 'B', options: { Beden: 'S', Renk: 'Lacivert' }, price: 90, available: 0, inStock: false },
    ]);
    expect(answer.optionTypes).toEqual([
      { name: 'Beden', kind: 'TEXT', values: [{ label: 'S' }, { label: 'M' }] },
      { name: 'Renk', kind: 'COLOR', values: [{ label: 'Lacivert', swatch: '#000' }] },
    ]);
    expect(storefrontVariantsOf(p, [], new Map(), false).variants.every((x) => x.inStock)).toBe(true);
  });

  it('cards: a from-price when active prices differ; HIDE leaves out-of-stock cards out', () => {
    expect(priceRange(product([v('a', {}), v('b', {}, { price: 80 }), v('c', {}, { price: 10, isActive: false })]))).toEqual({
      priceFrom: 80,
      pricesDiffer: true,
    });
    expect(priceRange(product([v('a', {}), v('b', {}, { price: 100 })]))).toEqual({});
    const cards = [{ inStock: true }, { inStock: false }];
    expect(visibleCards(cards, DEFAULT_PRODUCT_SETTINGS)).toEqual(cards);
    expect(visibleCards(cards, { outOfStockVisibility: 'HIDE' })).toEqual([{ inStock: true }]);
  });
});
