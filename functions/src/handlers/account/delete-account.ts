import { API_ROUTES } from '@shop/shared';
import { deleteAccount } from '../../domain/account/delete-account';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { shopperFrom } from '../../http/shopper';

export const handler = apiHandler(API_ROUTES.deleteShopperAccount, async ({ event, body }) => {
  await deleteAccount(shopperFrom(event).sub, body.accessToken);
  return ok({ deleted: true as const });
});
