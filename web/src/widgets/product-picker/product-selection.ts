import type { Id, ProductPickerItem, ThemeListItem } from '@shop/shared';

/** A product chosen in the picker, in the order it was chosen; `product` is missing for an old item saved without it. */
export interface ChosenProduct {
  readonly productId: Id;
  readonly product?: ProductPickerItem | undefined;
}

const sameId = (a: Id, b: Id) => String(a) === String(b);

export const isChosen = (chosen: readonly ChosenProduct[], id: Id): boolean => chosen.some((c) => sameId(c.productId, id));

/** The list's items in their stored order. */
export const fromThemeList = (items: readonly ThemeListItem[]): ChosenProduct[] =>
  [...items].sort((a, b) => a.order - b.order).map(({ productId, product }) => ({ productId, product }));

/** Adds the product at the end, or removes it when already chosen. */
export const toggleProduct = (chosen: readonly ChosenProduct[], product: ProductPickerItem): ChosenProduct[] =>
  isChosen(chosen, product.id) ? chosen.filter((c) => !sameId(c.productId, product.id)) : [...chosen, { productId: product.id, product }];

/** Adds every listed product not chosen yet, in list order; products chosen outside the list stay. */
export const selectAllListed = (chosen: readonly ChosenProduct[], listed: readonly ProductPickerItem[]): ChosenProduct[] => [
  ...chosen,
  ...listed.filter((p) => !isChosen(chosen, p.id)).map((product) => ({ productId: product.id, product })),
];

/** Removes the listed products; products chosen outside the list stay. */
export const deselectAllListed = (chosen: readonly ChosenProduct[], listed: readonly ProductPickerItem[]): ChosenProduct[] =>
  chosen.filter((c) => !listed.some((p) => sameId(p.id, c.productId)));

/** The theme list's items, numbered 1..n in the order chosen. */
export const toThemeListItems = (chosen: readonly ChosenProduct[]): ThemeListItem[] =>
  chosen.map(({ productId, product }, index) => ({ productId, order: index + 1, ...(product ? { product } : {}) }));
