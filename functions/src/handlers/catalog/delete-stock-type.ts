import { API_ROUTES } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { SETUP_TEXTS } from '../../domain/catalog/setup-texts';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getProductSettings } from '../../repositories/product-settings-repository';
import { countProductsWithStockType, deleteStockType, getStockType } from '../../repositories/stock-type-repository';

export const handler = apiHandler(API_ROUTES.deleteStockType, async ({ params: { id }, caller }) => {
  const stockType = await getStockType(id);
  if (!stockType) throw notFound(SETUP_TEXTS.stockTypeNotFound);
  if ((await getProductSettings()).defaultStockTypeId === id) throw conflict(SETUP_TEXTS.stockTypeIsDefault(stockType.name));
  const products = await countProductsWithStockType(id);
  if (products > 0) throw conflict(SETUP_TEXTS.stockTypeInUse(stockType.name, products));
  const audit = auditEntry(
    caller,
    API_ROUTES.deleteStockType,
    'stock-type.deleted',
    { type: 'stock-type', id, name: stockType.name },
    `Stok tipi “${stockType.name}” silindi.`,
  );
  if (!(await deleteStockType(stockType, audit))) throw conflict(SETUP_TEXTS.stockTypeStale);
  return ok({ deleted: true as const });
});
