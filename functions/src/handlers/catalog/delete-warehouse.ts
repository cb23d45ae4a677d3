import { API_ROUTES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { SETUP_TEXTS } from '../../domain/catalog/setup-texts';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { deleteWarehouse, getWarehouse, warehouseHasStock } from '../../repositories/warehouse-repository';

/** The default, and one that holds stock, stay (deactivate instead): their levels and movements name them. */
export const handler = apiHandler(API_ROUTES.deleteWarehouse, async ({ params: { id }, caller }) => {
  const warehouse = await getWarehouse(id);
  if (!warehouse) throw notFound(SETUP_TEXTS.warehouseNotFound);
  if (warehouse.isDefault) throw conflict(SETUP_TEXTS.warehouseDefaultDelete);
  if (await warehouseHasStock(id)) throw conflict(SETUP_TEXTS.warehouseHasStock(warehouse.name));
  const audit = auditEntry(
    caller,
    API_ROUTES.deleteWarehouse,
    'warehouse.deleted',
    { type: 'warehouse', id, name: warehouse.name },
    `Depo “${warehouse.name}” (${warehouse.code}) silindi.`,
  );
  if (!(await deleteWarehouse(warehouse, audit))) throw conflict(SETUP_TEXTS.warehouseStale);
  return ok({ deleted: true as const });
});
