import type { StockCountImport, StockMovementRequest } from '@shop/shared';
import { apiFetch } from '../../../api/client';
import type { PageRequest } from '../../../widgets/data-page/use-cursor-pages';

export interface StockFilters {
  readonly warehouseId: string | undefined;
  readonly q: string | undefined;
  readonly lowOnly: boolean;
}

export const fetchWarehouses = async (signal: AbortSignal) => (await apiFetch('listWarehouses', { signal })).data;

export const fetchStock = (filters: StockFilters) => (request: PageRequest, signal: AbortSignal) =>
  apiFetch('listStock', {
    query: {
      limit: request.limit,
      cursor: request.cursor,
      warehouseId: filters.warehouseId,
      q: filters.q,
      lowOnly: filters.lowOnly ? 'true' : undefined,
    },
    signal,
  });

export const fetchMovements = (filter: { variantId?: string; warehouseId?: string }) => (request: PageRequest, signal: AbortSignal) =>
  apiFetch('listStockMovements', { query: { limit: request.limit, cursor: request.cursor, ...filter }, signal });

export const createMovement = async (body: StockMovementRequest) => (await apiFetch('createStockMovement', { body })).data;

export const importCount = (body: StockCountImport) => apiFetch('importStockCount', { body });
