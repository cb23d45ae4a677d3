import { API_ROUTES } from '@shop/shared';
import { listMemberOrders } from '../../domain/account/order-access';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { shopperFrom } from '../../http/shopper';

export const handler = apiHandler(API_ROUTES.listShopperOrders, async ({ event }) => ok({ data: await listMemberOrders(shopperFrom(event).sub) }));
