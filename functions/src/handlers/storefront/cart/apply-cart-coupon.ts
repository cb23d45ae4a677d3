import { API_ROUTES } from '@shop/shared';
import * as clock from '../../../clock';
import { applyCoupon } from '../../../domain/cart/cart-service';
import { apiHandler } from '../../../http/api-handler';
import { cartIdFrom } from '../../../http/cart-cookie';
import { enforceRateLimit } from '../../../http/rate-limit';
import { cartWritten } from './cart-answer';

/** Uygula: a code valid now goes on the cart (its use is counted by the order); its own, tighter limit stops guessing. */
export const handler = apiHandler(API_ROUTES.applyCartCoupon, async ({ event, body }) => {
  const now = clock.now();
  await enforceRateLimit(event, 'couponApply', now);
  return cartWritten(await applyCoupon(cartIdFrom(event), body.code, now));
});
