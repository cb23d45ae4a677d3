import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { getProductSettings } from '../../repositories/product-settings-repository';
import { listLowStockLevels } from '../../repositories/stock-repository';
import { listWarehouses } from '../../repositories/warehouse-repository';

/** How many levels the stock widget lists at most (the fewest available first). */
const SHOWN = 20;

/** Product roles' widget: variant × warehouse levels out of stock and low, from the sparse low-stock index. */
export const handler = apiHandler(API_ROUTES.dashboardProducts, async () => {
  const [levels, warehouses, settings] = await Promise.all([listLowStockLevels(SHOWN), listWarehouses(), getProductSettings()]);
  const names = new Map(warehouses.map((w) => [w.id, w.name]));
  return ok({
    threshold: settings.lowStockThreshold,
    levels: levels.map((l) => ({
      productId: l.productId,
      variantId: l.variantId,
      productName: l.productName,
      sku: l.sku,
      optionLabel: l.optionLabel,
      warehouseId: l.warehouseId,
      warehouseName: names.get(l.warehouseId) ?? l.warehouseId,
      available: l.available,
    })),
  });
});
