import { API_ROUTES } from '@shop/shared';
import { updateAddress } from '../../domain/account/shopper-account';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { shopperFrom } from '../../http/shopper';

export const handler = apiHandler(API_ROUTES.updateShopperAddress, async ({ event, params, body }) =>
  ok({ data: await updateAddress(shopperFrom(event), params.addressId, body) }),
);
