import { API_ROUTES } from '@shop/shared';
import { DomainError } from '../../domain/domain-error';
import { productLevels } from '../../domain/stock/product-levels';
import { apiHandler } from '../../http/api-handler';
import { badRequest } from '../../http/http-error';
import { ok } from '../../http/responses';
import { isStockCursor, listWarehouseLevels } from '../../repositories/stock-repository';
import { listWarehouses } from '../../repositories/warehouse-repository';

/** One warehouse's levels (the default warehouse when none is named), or one product's in every warehouse. */
export const handler = apiHandler(API_ROUTES.listStock, async ({ query }) => {
  if (query.productId !== undefined) return ok({ data: await productLevels(query.productId) });
  const warehouses = await listWarehouses();
  const warehouse = query.warehouseId ? warehouses.find((w) => w.id === query.warehouseId) : (warehouses.find((w) => w.isDefault) ?? warehouses[0]);
  if (!warehouse) {
    if (query.warehouseId) throw new DomainError('not-found', 'Depo bulunamadı.');
    return ok({ data: [] });
  }
  if (query.cursor && !isStockCursor(warehouse.id, query.cursor)) throw badRequest('cursor geçersiz.', 'cursor');
  return ok(await listWarehouseLevels(warehouse.id, query));
});
