import { call } from '../runtime-client';

/**
 * Valid requests for the variant, stock-type, warehouse and stock routes (the route matrix's
 * samples), each made against the demo shop's data or what SUPER_ADMIN sets up for it.
 */

let unique = 0;
const next = () => `${Date.now().toString(36)}${unique++}`;

const asAdmin = async (path: string, method = 'GET', body?: unknown) => {
  const res = await call(path, { as: 'SUPER_ADMIN', method, ...(body === undefined ? {} : { body }) });
  if (res.status >= 300) throw new Error(`${method} ${path} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
};

const optionType = () => ({ name: `Matris ${next()}`, kind: 'TEXT', values: [{ label: 'A' }, { label: 'B' }] });
const stockType = () => ({ name: `Birim ${next()}`, allowDecimals: false, tracked: true });
const warehouse = () => ({ name: `Matris deposu ${next()}`, code: `MTR-${next()}`.toUpperCase(), province: 'İstanbul', district: 'Kadıköy' });

/** A stock level of the demo shop (its first in the default warehouse). */
const someLevel = async (): Promise<{ variantId: string; warehouseId: string; sku: string }> => (await asAdmin('/api/admin/stock?limit=1')).data[0];

let sharedWarehouse: Promise<string> | undefined;

export const STOCK_ROUTE_SAMPLES = {
  listOptionTypes: async () => ({ path: '/api/admin/catalog/option-types' }),
  createOptionType: async () => ({ path: '/api/admin/catalog/option-types', method: 'POST', body: optionType() }),
  updateOptionType: async () => {
    const made = (await asAdmin('/api/admin/catalog/option-types', 'POST', optionType())).data;
    return { path: `/api/admin/catalog/option-types/${made.id}`, method: 'POST', body: { ...optionType(), baseVersion: made.version } };
  },
  deleteOptionType: async () => {
    const made = (await asAdmin('/api/admin/catalog/option-types', 'POST', optionType())).data;
    return { path: `/api/admin/catalog/option-types/${made.id}`, method: 'DELETE' };
  },
  listStockTypes: async () => ({ path: '/api/admin/catalog/stock-type' }),
  createStockType: async () => ({ path: '/api/admin/catalog/stock-type', method: 'POST', body: stockType() }),
  updateStockType: async () => {
    const made = (await asAdmin('/api/admin/catalog/stock-type', 'POST', stockType())).data;
    return { path: `/api/admin/catalog/stock-type/${made.id}`, method: 'POST', body: { ...stockType(), baseVersion: made.version } };
  },
  deleteStockType: async () => {
    const made = (await asAdmin('/api/admin/catalog/stock-type', 'POST', stockType())).data;
    return { path: `/api/admin/catalog/stock-type/${made.id}`, method: 'DELETE' };
  },
  listWarehouses: async () => ({ path: '/api/admin/catalog/warehouse' }),
  createWarehouse: async () => ({ path: '/api/admin/catalog/warehouse', method: 'POST', body: warehouse() }),
  updateWarehouse: async () => {
    sharedWarehouse ??= asAdmin('/api/admin/catalog/warehouse', 'POST', warehouse()).then((b) => b.data.id as string);
    const id = await sharedWarehouse;
    const current = (await asAdmin('/api/admin/catalog/warehouse')).data.find((w: { id: string }) => w.id === id);
    return {
      path: `/api/admin/catalog/warehouse/${id}`,
      method: 'POST',
      body: { ...warehouse(), code: current.code, baseVersion: current.version },
    };
  },
  deleteWarehouse: async () => {
    const made = (await asAdmin('/api/admin/catalog/warehouse', 'POST', warehouse())).data;
    return { path: `/api/admin/catalog/warehouse/${made.id}`, method: 'DELETE' };
  },
  getProductSettings: async () => ({ path: '/api/admin/settings/product' }),
  saveProductSettings: async () => {
    const { version, ...settings } = await asAdmin('/api/admin/settings/product');
    return { path: '/api/admin/settings/product', method: 'POST', body: { ...settings, baseVersion: version } };
  },
  listStock: async () => ({ path: '/api/admin/stock?limit=5' }),
  createStockMovement: async () => {
    const level = await someLevel();
    return {
      path: '/api/admin/stock/movements',
      method: 'POST',
      body: { kind: 'ADJUSTMENT', variantId: level.variantId, warehouseId: level.warehouseId, quantity: 1, reason: 'RECEIVED' },
    };
  },
  listStockMovements: async () => ({ path: `/api/admin/stock/movements?variantId=${(await someLevel()).variantId}` }),
  importStockCount: async () => {
    const level = await someLevel();
    const code = (await asAdmin('/api/admin/catalog/warehouse')).data.find((w: { id: string }) => w.id === level.warehouseId).code;
    return {
      path: '/api/admin/stock/count-import',
      method: 'POST',
      body: { rows: [{ sku: level.sku, warehouseCode: code, quantity: '7' }], commit: false },
    };
  },
};
