import type { ProductSettings } from '@shop/shared';

/** What one warehouse has of a variant; the list comes in allocation priority order. */
export interface WarehouseAvailable {
  readonly warehouseId: string;
  readonly available: number;
}

export interface LineShare {
  readonly warehouseId: string;
  readonly quantity: number;
}

/**
 * Splits a line's quantity over warehouses by Ürün Ayarları' strategy: PRIORITY fills the warehouses
 * in their priority order, MOST_STOCK the one holding most first (ties by priority). When stock
 * does not limit the line (`unlimited`: untracked, or backorders allowed) what is missing goes to
 * the first warehouse; otherwise a line short of stock gets no split (undefined).
 */
export const splitLine = (
  quantity: number,
  warehouses: readonly WarehouseAvailable[],
  strategy: ProductSettings['allocationStrategy'],
  unlimited: boolean,
): LineShare[] | undefined => {
  const first = warehouses[0];
  if (!first) return undefined;
  const order =
    strategy === 'MOST_STOCK'
      ? warehouses
          .map((w, i) => ({ w, i }))
          .sort((a, b) => b.w.available - a.w.available || a.i - b.i)
          .map((x) => x.w)
      : warehouses;
  const shares = new Map<string, number>();
  let left = quantity;
  for (const w of order) {
    if (left === 0) break;
    const take = Math.min(left, Math.max(0, Math.floor(w.available)));
    if (take > 0) shares.set(w.warehouseId, take);
    left -= take;
  }
  if (left > 0) {
    if (!unlimited) return undefined;
    const target = order[0] ?? first;
    shares.set(target.warehouseId, (shares.get(target.warehouseId) ?? 0) + left);
  }
  return [...shares].map(([warehouseId, q]) => ({ warehouseId, quantity: q }));
};
