import { randomUUID } from 'node:crypto';
import { API_ROUTES, type StockType } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { SETUP_TEXTS } from '../../domain/catalog/setup-texts';
import { apiHandler } from '../../http/api-handler';
import { conflict } from '../../http/http-error';
import { created } from '../../http/responses';
import { createStockType } from '../../repositories/stock-type-repository';

export const handler = apiHandler(API_ROUTES.createStockType, async ({ body, caller }) => {
  const stockType: StockType = { id: randomUUID(), ...body, createdAt: new Date().toISOString(), version: 1 };
  const audit = auditEntry(
    caller,
    API_ROUTES.createStockType,
    'stock-type.created',
    { type: 'stock-type', id: stockType.id, name: stockType.name },
    `Stok tipi “${stockType.name}” eklendi.`,
  );
  const result = await createStockType(stockType, audit);
  if (result.status !== 'saved') throw conflict(SETUP_TEXTS.stockTypeDuplicate(stockType.name));
  return created({ data: result.record });
});
