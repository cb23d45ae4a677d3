import { API_ROUTES } from '@shop/shared';
import { ensureAccount } from '../../domain/account/shopper-account';
import { apiHandler } from '../../http/api-handler';
import { shopperFrom } from '../../http/shopper';
import { checkoutCall } from '../storefront/cart/checkout-call';

/** Siparişi tamamla as the signed-in shopper: the order is their member's, listed in Siparişlerim. */
export const handler = apiHandler(API_ROUTES.shopperCheckout, async ({ event, body }) => {
  const shopper = shopperFrom(event);
  // The member exists before its first order, so Üyeler lists whoever orders.
  await ensureAccount(shopper);
  return checkoutCall(event, body, { kind: 'member', id: shopper.sub });
});
