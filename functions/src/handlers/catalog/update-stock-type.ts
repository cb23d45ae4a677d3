import { API_ROUTES, type StockType } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { SETUP_TEXTS } from '../../domain/catalog/setup-texts';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getStockType, updateStockType } from '../../repositories/stock-type-repository';

export const handler = apiHandler(API_ROUTES.updateStockType, async ({ params: { id }, body: { baseVersion, ...upsert }, caller }) => {
  const previous = await getStockType(id);
  if (!previous) throw notFound(SETUP_TEXTS.stockTypeNotFound);
  if (previous.version !== baseVersion) throw conflict(SETUP_TEXTS.stockTypeStale);
  const next: StockType = { ...previous, ...upsert, updatedAt: new Date().toISOString(), version: baseVersion + 1 };
  const audit = auditEntry(
    caller,
    API_ROUTES.updateStockType,
    'stock-type.updated',
    { type: 'stock-type', id, name: next.name },
    `Stok tipi “${next.name}” güncellendi.`,
  );
  const result = await updateStockType(previous, next, baseVersion, audit);
  if (result.status === 'stale') throw conflict(SETUP_TEXTS.stockTypeStale);
  if (result.status === 'duplicate') throw conflict(SETUP_TEXTS.stockTypeDuplicate(next.name));
  return ok({ data: result.record });
});
