import { API_ROUTES } from '@shop/shared';
import { deleteAddress } from '../../domain/account/shopper-account';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { shopperFrom } from '../../http/shopper';

export const handler = apiHandler(API_ROUTES.deleteShopperAddress, async ({ event, params }) =>
  ok({ data: await deleteAddress(shopperFrom(event), params.addressId) }),
);
