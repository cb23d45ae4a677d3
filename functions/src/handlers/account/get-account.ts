import { API_ROUTES } from '@shop/shared';
import { getAccount } from '../../domain/account/shopper-account';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { shopperFrom } from '../../http/shopper';

export const handler = apiHandler(API_ROUTES.getShopperAccount, async ({ event }) => ok({ data: await getAccount(shopperFrom(event)) }));
