import type { OptionTypeUpsert, ProductSettings, StockTypeUpsert, WarehouseUpsert } from '@shop/shared';
import { apiFetch } from '../../../api/client';

/** The API calls of Varyantlar, Stok Tipleri, Depolar and Ürün Ayarları. Edits carry the version they were based on. */
export const fetchOptionTypes = async (signal: AbortSignal) => (await apiFetch('listOptionTypes', { signal })).data;
export const saveOptionType = async (body: OptionTypeUpsert, edited?: { id: string; version: number }) =>
  edited
    ? (await apiFetch('updateOptionType', { params: { id: edited.id }, body: { ...body, baseVersion: edited.version } })).data
    : (await apiFetch('createOptionType', { body })).data;
export const deleteOptionType = (id: string) => apiFetch('deleteOptionType', { params: { id } });

export const fetchStockTypes = async (signal: AbortSignal) => (await apiFetch('listStockTypes', { signal })).data;
export const saveStockType = async (body: StockTypeUpsert, edited?: { id: string; version: number }) =>
  edited
    ? (await apiFetch('updateStockType', { params: { id: edited.id }, body: { ...body, baseVersion: edited.version } })).data
    : (await apiFetch('createStockType', { body })).data;
export const deleteStockType = (id: string) => apiFetch('deleteStockType', { params: { id } });

export const fetchWarehouses = async (signal: AbortSignal) => (await apiFetch('listWarehouses', { signal })).data;
export const saveWarehouse = async (body: WarehouseUpsert, edited?: { id: string; version: number }) =>
  edited
    ? (await apiFetch('updateWarehouse', { params: { id: edited.id }, body: { ...body, baseVersion: edited.version } })).data
    : (await apiFetch('createWarehouse', { body })).data;
export const deleteWarehouse = (id: string) => apiFetch('deleteWarehouse', { params: { id } });

export const fetchProductSettings = (signal: AbortSignal) => apiFetch('getProductSettings', { signal });
export const saveProductSettings = (settings: ProductSettings, baseVersion: number) =>
  apiFetch('saveProductSettings', { body: { ...settings, baseVersion } });
