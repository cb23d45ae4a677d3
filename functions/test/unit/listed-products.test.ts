import { describe, expect, it } from 'vitest';
import {
  PRODUCT_LIST_MAX_PRODUCTS,
  defaultComponentData,
  listedIdsParamSchema,
  saveThemeComponentsRequestSchema,
  type ProductCard,
} from '@shop/shared';
import { listedIds, resolveListed } from '../../src/domain/theme/listed-products';

const card = (id: string, name: string, extra: Partial<ProductCard> = {}): ProductCard => ({
  id,
  name,
  slug: name.toLowerCase(),
  price: 100,
  isActive: true,
  inStock: true,
  ...extra,
});

describe('listed products resolved from the catalogue', () => {
  it('keeps the saved order, not the array order, and reads each id once', () => {
    const products = [
      { productId: 'c', order: 3 },
      { productId: 'a', order: 1 },
      { productId: 'b', order: 2 },
      { productId: 'a', order: 4 },
    ];
    expect(listedIds(products)).toEqual(['a', 'b', 'c']);
  });

  it('reads at most one list worth of ids', () => {
    const many = Array.from({ length: PRODUCT_LIST_MAX_PRODUCTS + 20 }, (_, i) => ({ productId: `p${i}`, order: i + 1 }));
    const ids = listedIds(many);
    expect(ids).toHaveLength(PRODUCT_LIST_MAX_PRODUCTS);
    expect(ids.at(-1)).toBe(`p${PRODUCT_LIST_MAX_PRODUCTS - 1}`);
  });

  it('gives the current card in place of a saved copy and leaves out inactive and deleted products', () => {
    const cards = new Map([
      ['1', card('1', 'Yeni Ad', { price: 249.9 })],
      ['2', card('2', 'Pasif', { isActive: false })],
      ['4', card('4', 'Tükenen', { inStock: false })],
    ]);
    const saved = [
      { productId: 4, order: 3 },
      { productId: 1, order: 1, product: { id: 1, name: 'Eski Ad', slug: 'eski-ad' } },
      { productId: 2, order: 2 },
      { productId: 3, order: 4 },
    ];
    expect(resolveListed(saved, cards)).toEqual([
      { productId: '1', order: 1, product: card('1', 'Yeni Ad', { price: 249.9 }) },
      { productId: '4', order: 2, product: card('4', 'Tükenen', { inStock: false }) },
    ]);
  });
});

describe('what a saved theme keeps of its products', () => {
  const request = (products: unknown[]) => ({
    pageType: 'HOME',
    baseVersion: 0,
    components: [
      {
        name: 'Ürün Listesi',
        order: 0,
        componentType: 'PRODUCT_LIST',
        isActive: true,
        componentData: defaultComponentData('PRODUCT_LIST'),
        products,
      },
    ],
  });

  it('drops the copies older builders sent, keeping ids and places', () => {
    const parsed = saveThemeComponentsRequestSchema.parse(
      request([
        { productId: 'p1', order: 1, product: { id: 'p1', name: 'Elbise', slug: 'elbise' } },
        { productId: 'p2', order: 2 },
      ]),
    );
    expect(parsed.components[0]?.products).toEqual([
      { productId: 'p1', order: 1 },
      { productId: 'p2', order: 2 },
    ]);
  });

  it('refuses more products than one list may name', () => {
    const many = Array.from({ length: PRODUCT_LIST_MAX_PRODUCTS + 1 }, (_, i) => ({ productId: `p${i}`, order: i + 1 }));
    const result = saveThemeComponentsRequestSchema.safeParse(request(many));
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(`components.0.products en fazla ${PRODUCT_LIST_MAX_PRODUCTS} öğe içerebilir.`);
  });
});

describe('the ids of a card read', () => {
  it('splits a comma list and skips blanks', () => {
    expect(listedIdsParamSchema.parse('a, b,,c')).toEqual(['a', 'b', 'c']);
  });

  it('refuses more ids than one list names', () => {
    const tooMany = Array.from({ length: PRODUCT_LIST_MAX_PRODUCTS + 1 }, (_, i) => `p${i}`).join(',');
    expect(listedIdsParamSchema.safeParse(tooMany).error?.issues[0]).toMatchObject({ code: 'too_big', maximum: PRODUCT_LIST_MAX_PRODUCTS });
  });
});
