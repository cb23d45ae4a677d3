import { API_ROUTES } from '@shop/shared';
import { addAddress } from '../../domain/account/shopper-account';
import { apiHandler } from '../../http/api-handler';
import { created } from '../../http/responses';
import { shopperFrom } from '../../http/shopper';

export const handler = apiHandler(API_ROUTES.addShopperAddress, async ({ event, body }) =>
  created({ data: await addAddress(shopperFrom(event), body) }),
);
