import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listWarehouses } from '../../repositories/warehouse-repository';

export const handler = apiHandler(API_ROUTES.listWarehouses, async () => ok({ data: await listWarehouses() }));
