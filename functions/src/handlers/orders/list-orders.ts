import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { listOrders } from '../../repositories/order-repository';

export const handler = apiHandler(API_ROUTES.listOrders, async ({ query }) => ok(await listOrders(query)));
