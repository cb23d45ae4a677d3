import { API_ROUTES } from '@shop/shared';
import * as clock from '../../../clock';
import { removeLine } from '../../../domain/cart/cart-service';
import { apiHandler } from '../../../http/api-handler';
import { cartIdFrom } from '../../../http/cart-cookie';
import { enforceRateLimit } from '../../../http/rate-limit';
import { cartWritten } from './cart-answer';

/** Removes a line; a line of another cart (or none) is 404. */
export const handler = apiHandler(API_ROUTES.removeCartLine, async ({ event, params }) => {
  const now = clock.now();
  await enforceRateLimit(event, 'cartWrite', now);
  return cartWritten(await removeLine(cartIdFrom(event), params.lineId, now));
});
