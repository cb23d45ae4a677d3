import type { Id, ThemeListItem } from '@shop/shared';
import { moveItem, removeItem, type OrderedItem } from '../items/item-order';

/**
 * A listed product as the kit's sortable list handles it: its product id is its item id. The
 * picker's name copy may ride along while building (the panel shows it at once); the save keeps
 * only ids and places, and the catalogue gives names, prices and images.
 */
export type ProductRow = ThemeListItem & OrderedItem;

const byOrder = (products: readonly ThemeListItem[]) => [...products].sort((a, b) => a.order - b.order);

/** The list's products in their saved order, as rows numbered 1..n. */
export const productRows = (products: readonly ThemeListItem[]): ProductRow[] =>
  byOrder(products).map((p, index) => ({ ...p, id: p.productId, order: index + 1 }));

const toListItems = (rows: readonly ProductRow[]): ThemeListItem[] => rows.map(({ id: _id, ...item }) => item);

/** The product moved to `toIndex` (0-based), every product renumbered. */
export const moveProduct = (products: readonly ThemeListItem[], id: Id, toIndex: number): ThemeListItem[] =>
  toListItems(moveItem(productRows(products), id, toIndex));

/** The list without that product, the rest renumbered. */
export const removeProduct = (products: readonly ThemeListItem[], id: Id): ThemeListItem[] => toListItems(removeItem(productRows(products), id));
