import { randomUUID } from 'node:crypto';
import { API_ROUTES, WAREHOUSE_LIMITS, type Warehouse } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { invalid } from '../../domain/domain-error';
import { SETUP_TEXTS } from '../../domain/catalog/setup-texts';
import { checkDefault, checkPlace, warehouseSaved } from '../../domain/catalog/warehouses';
import { apiHandler } from '../../http/api-handler';
import { created } from '../../http/responses';
import { createWarehouse, listWarehouses } from '../../repositories/warehouse-repository';

export const handler = apiHandler(API_ROUTES.createWarehouse, async ({ body, caller }) => {
  checkPlace(body);
  const existing = await listWarehouses();
  if (existing.length >= WAREHOUSE_LIMITS.count) throw invalid(SETUP_TEXTS.warehouseLimit(WAREHOUSE_LIMITS.count));
  const currentDefault = existing.find((w) => w.isDefault);
  // The first warehouse is the default whatever the form said: there is always one.
  const warehouse: Warehouse = {
    id: randomUUID(),
    ...body,
    isDefault: body.isDefault || !currentDefault,
    createdAt: new Date().toISOString(),
    version: 1,
  };
  checkDefault(undefined, warehouse);
  const audit = auditEntry(
    caller,
    API_ROUTES.createWarehouse,
    'warehouse.created',
    { type: 'warehouse', id: warehouse.id, name: warehouse.name },
    `Depo “${warehouse.name}” (${warehouse.code}) eklendi${warehouse.isDefault ? ', varsayılan depo yapıldı' : ''}.`,
  );
  const result = await createWarehouse(warehouse, currentDefault?.id, audit);
  return created({ data: warehouseSaved(result, warehouse.code) });
});
