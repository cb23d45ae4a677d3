import { API_ROUTES, LOW_STOCK_THRESHOLD } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listLowStockProducts } from '../../repositories/product-repository';

/** How many products the stock widget lists at most (the fewest in stock first). */
const SHOWN = 20;

/** Product roles' widget: out of stock and low on stock, from the sparse low-stock list. */
export const handler = apiHandler(API_ROUTES.dashboardProducts, async () =>
  ok({ threshold: LOW_STOCK_THRESHOLD, products: await listLowStockProducts(SHOWN) }),
);
