import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { parseQuery } from '../../http/parse';
import { ok } from '../../http/responses';
import { listOrders, orderPageSchema } from '../../repositories/order-repository';

export const handler = apiHandler(API_ROUTES.listOrders, async ({ event }) => ok(await listOrders(parseQuery(event, orderPageSchema))));
