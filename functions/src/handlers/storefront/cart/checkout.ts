import { API_ROUTES, CART_LIMITS, IDEMPOTENCY_KEY_HEADER } from '@shop/shared';
import * as clock from '../../../clock';
import { checkout, StockShortage } from '../../../domain/cart/checkout';
import { apiHandler } from '../../../http/api-handler';
import { cartIdFrom } from '../../../http/cart-cookie';
import { badRequest, HttpError } from '../../../http/http-error';
import { enforceRateLimit } from '../../../http/rate-limit';
import { created } from '../../../http/responses';

const KEY = /^[A-Za-z0-9_.:-]+$/;

/** Siparişi tamamla: the cart named by the cookie becomes an order, once per Idempotency-Key. */
export const handler = apiHandler(API_ROUTES.checkout, async ({ event, body }) => {
  const key = event.headers[IDEMPOTENCY_KEY_HEADER]?.trim();
  if (!key || key.length > CART_LIMITS.idempotencyKey || !KEY.test(key))
    throw badRequest(`Idempotency-Key başlığı gereklidir (en fazla ${CART_LIMITS.idempotencyKey} harf, rakam veya - _ . :).`, 'Idempotency-Key');
  const now = clock.now();
  await enforceRateLimit(event, 'checkout', now);
  try {
    return created(await checkout({ cartId: cartIdFrom(event), idempotencyKey: key, request: body, now }));
  } catch (error) {
    if (error instanceof StockShortage) throw new HttpError(409, { error: 'Conflict', message: error.message, lines: [...error.lines] });
    throw error;
  }
});
