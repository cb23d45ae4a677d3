import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listStockTypes } from '../../repositories/stock-type-repository';

export const handler = apiHandler(API_ROUTES.listStockTypes, async () => ok({ data: await listStockTypes() }));
