import { API_ROUTES } from '@shop/shared';
import * as clock from '../../../clock';
import { updateLine } from '../../../domain/cart/cart-service';
import { apiHandler } from '../../../http/api-handler';
import { cartIdFrom } from '../../../http/cart-cookie';
import { enforceRateLimit } from '../../../http/rate-limit';
import { cartWritten } from './cart-answer';

/** A line's new quantity; a line of another cart (or none) is 404. */
export const handler = apiHandler(API_ROUTES.updateCartLine, async ({ event, params, body }) => {
  const now = clock.now();
  await enforceRateLimit(event, 'cartWrite', now);
  return cartWritten(await updateLine(cartIdFrom(event), params.lineId, body.quantity, now));
});
