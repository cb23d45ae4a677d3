import { describe, expect, it } from 'vitest';
import type { ProductPickerItem } from '@shop/shared';
import {
  deselectAllListed,
  fromThemeList,
  selectAllListed,
  toThemeListItems,
  toggleProduct,
} from '../../src/widgets/product-picker/product-selection';

const p = (id: string, name = `Ürün ${id}`): ProductPickerItem => ({ id, name, slug: `urun-${id}` });

describe('product selection', () => {
  it('toggling adds a product at the end and removes it again', () => {
    const one = toggleProduct([], p('a'));
    const two = toggleProduct(one, p('b'));
    expect(two.map((c) => c.productId)).toEqual(['a', 'b']);
    expect(toggleProduct(two, p('a')).map((c) => c.productId)).toEqual(['b']);
  });

  it('treats the same id as a number or a string as one product', () => {
    expect(toggleProduct([{ productId: 7 }], { id: '7', name: 'Yedi', slug: 'yedi' })).toEqual([]);
  });

  it('select all adds only the listed products not chosen yet, and keeps the others', () => {
    const chosen = toggleProduct(toggleProduct([], p('x')), p('b'));
    expect(selectAllListed(chosen, [p('a'), p('b'), p('c')]).map((c) => c.productId)).toEqual(['x', 'b', 'a', 'c']);
  });

  it('deselect all removes only the listed products', () => {
    const chosen = selectAllListed([{ productId: 'x' }], [p('a'), p('b')]);
    expect(deselectAllListed(chosen, [p('a'), p('b'), p('c')])).toEqual([{ productId: 'x' }]);
  });

  it('reads a stored list in its order and gives items numbered 1..n with their products', () => {
    const chosen = fromThemeList([
      { productId: 'b', order: 5, product: p('b') },
      { productId: 'a', order: 2 },
    ]);
    expect(toThemeListItems(toggleProduct(chosen, p('c')))).toEqual([
      { productId: 'a', order: 1 },
      { productId: 'b', order: 2, product: p('b') },
      { productId: 'c', order: 3, product: p('c') },
    ]);
  });
});
