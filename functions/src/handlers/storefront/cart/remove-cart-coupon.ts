import { API_ROUTES } from '@shop/shared';
import * as clock from '../../../clock';
import { removeCoupon } from '../../../domain/cart/cart-service';
import { apiHandler } from '../../../http/api-handler';
import { cartIdFrom } from '../../../http/cart-cookie';
import { enforceRateLimit } from '../../../http/rate-limit';
import { cartWritten } from './cart-answer';

export const handler = apiHandler(API_ROUTES.removeCartCoupon, async ({ event }) => {
  const now = clock.now();
  await enforceRateLimit(event, 'cartWrite', now);
  return cartWritten(await removeCoupon(cartIdFrom(event), now));
});
