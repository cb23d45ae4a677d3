import { API_ROUTES } from '@shop/shared';
import * as clock from '../../clock';
import { claimCart } from '../../domain/cart/claim-cart';
import { apiHandler } from '../../http/api-handler';
import { cartIdFrom } from '../../http/cart-cookie';
import { enforceRateLimit } from '../../http/rate-limit';
import { shopperFrom } from '../../http/shopper';
import { cartWritten } from '../storefront/cart/cart-answer';

/** At sign-in: the cart becomes the account's, the guest cart's lines merged in; the cookie names it from now on. */
export const handler = apiHandler(API_ROUTES.claimShopperCart, async ({ event }) => {
  const now = clock.now();
  await enforceRateLimit(event, 'cartWrite', now);
  return cartWritten(await claimCart(shopperFrom(event), cartIdFrom(event), now));
});
