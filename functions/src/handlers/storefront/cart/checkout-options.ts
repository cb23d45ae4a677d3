import { API_ROUTES } from '@shop/shared';
import * as clock from '../../../clock';
import { checkoutOptions } from '../../../domain/cart/checkout-options';
import { apiHandler } from '../../../http/api-handler';
import { cartIdFrom } from '../../../http/cart-cookie';
import { ok } from '../../../http/responses';

/** What /odeme offers: payment methods with their fees, the bank accounts, and the contracts filled for this cart. */
export const handler = apiHandler(API_ROUTES.checkoutOptions, async ({ event }) => ok(await checkoutOptions(cartIdFrom(event), clock.now())));
