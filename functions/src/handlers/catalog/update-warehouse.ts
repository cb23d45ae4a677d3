import { API_ROUTES, type Warehouse } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { SETUP_TEXTS } from '../../domain/catalog/setup-texts';
import { checkDefault, checkPlace, warehouseSaved } from '../../domain/catalog/warehouses';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { listWarehouses, updateWarehouse } from '../../repositories/warehouse-repository';

/** Deactivation is an edit too (isActive false); making one the default takes the flag from the former default. */
export const handler = apiHandler(API_ROUTES.updateWarehouse, async ({ params: { id }, body: { baseVersion, ...upsert }, caller }) => {
  checkPlace(upsert);
  const warehouses = await listWarehouses();
  const previous = warehouses.find((w) => w.id === id);
  if (!previous) throw notFound(SETUP_TEXTS.warehouseNotFound);
  if (previous.version !== baseVersion) throw conflict(SETUP_TEXTS.warehouseStale);
  const next: Warehouse = { ...previous, ...upsert, updatedAt: new Date().toISOString(), version: baseVersion + 1 };
  checkDefault(previous, next);
  const changes = [
    previous.isActive && !next.isActive ? 'pasifleştirildi' : undefined,
    !previous.isActive && next.isActive ? 'etkinleştirildi' : undefined,
    !previous.isDefault && next.isDefault ? 'varsayılan depo yapıldı' : undefined,
  ].filter((change) => change !== undefined);
  const audit = auditEntry(
    caller,
    API_ROUTES.updateWarehouse,
    'warehouse.updated',
    { type: 'warehouse', id, name: next.name },
    `Depo “${next.name}” (${next.code}) ${changes.length > 0 ? changes.join(', ') : 'güncellendi'}.`,
  );
  const currentDefault = warehouses.find((w) => w.isDefault && w.id !== id)?.id;
  return ok({ data: warehouseSaved(await updateWarehouse(previous, next, baseVersion, currentDefault, audit), next.code) });
});
