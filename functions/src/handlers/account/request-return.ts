import { API_ROUTES } from '@shop/shared';
import { requestMemberReturn } from '../../domain/account/order-access';
import { apiHandler } from '../../http/api-handler';
import { created } from '../../http/responses';
import { shopperFrom } from '../../http/shopper';

export const handler = apiHandler(API_ROUTES.requestShopperReturn, async ({ event, params, body }) =>
  created({ data: await requestMemberReturn(shopperFrom(event), params.orderNo, body, API_ROUTES.requestShopperReturn) }),
);
