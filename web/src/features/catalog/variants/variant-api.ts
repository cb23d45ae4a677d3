import type { StockCountRow, StockLevel } from '@shop/shared';
import { apiFetch } from '../../../api/client';

export const fetchOptionTypes = async (signal: AbortSignal) => (await apiFetch('listOptionTypes', { signal })).data;

/** The warehouses stock is kept in: the active ones, in allocation order. */
export const fetchActiveWarehouses = async (signal: AbortSignal) =>
  (await apiFetch('listWarehouses', { signal })).data
    .filter((w) => w.isActive)
    .sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name, 'tr'));

export const fetchStockTypes = async (signal: AbortSignal) => (await apiFetch('listStockTypes', { signal })).data;

export const fetchProductSettings = (signal: AbortSignal) => apiFetch('getProductSettings', { signal });

/** Every stock level of one product, in all warehouses (paged by the API, read to the end). */
export const fetchProductStock = async (productId: string, signal: AbortSignal): Promise<StockLevel[]> => {
  const levels: StockLevel[] = [];
  let cursor: string | undefined;
  do {
    const page = await apiFetch('listStock', { query: { productId, limit: 100, ...(cursor ? { cursor } : {}) }, signal });
    levels.push(...page.data);
    cursor = page.nextCursor;
  } while (cursor);
  return levels;
};

/** Writes counted quantities as COUNT movements: every row, or none when one is bad. */
export const importStockCount = (rows: StockCountRow[]) => apiFetch('importStockCount', { body: { rows, commit: true } });
