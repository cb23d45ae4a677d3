import { API_ROUTES } from '@shop/shared';
import { setConsent } from '../../domain/account/shopper-account';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { shopperFrom } from '../../http/shopper';

export const handler = apiHandler(API_ROUTES.setShopperConsent, async ({ event, body }) =>
  ok({ data: await setConsent(shopperFrom(event), body.accepted) }),
);
