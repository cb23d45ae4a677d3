import { API_ROUTES } from '@shop/shared';
import * as clock from '../../../clock';
import { addLine } from '../../../domain/cart/cart-service';
import { apiHandler } from '../../../http/api-handler';
import { cartIdFrom } from '../../../http/cart-cookie';
import { enforceRateLimit } from '../../../http/rate-limit';
import { cartWritten } from './cart-answer';

/** Sepete ekle: the variant and quantity (the same variant again adds to its line). */
export const handler = apiHandler(API_ROUTES.addCartLine, async ({ event, body }) => {
  const now = clock.now();
  await enforceRateLimit(event, 'cartWrite', now);
  return cartWritten(await addLine(cartIdFrom(event), body.variantId, body.quantity, now));
});
