import type { CartAnswer } from '@shop/shared';
import { cartCookie } from '../../../http/cart-cookie';
import { ok, type JsonAnswer } from '../../../http/responses';

/** A cart write's answer: the re-priced cart, and the cookie naming it (set by the first write, its lifetime renewed by each). */
export const cartWritten = (result: { cartId: string; answer: CartAnswer }): JsonAnswer<CartAnswer> => ({
  ...ok(result.answer),
  cookies: [cartCookie(result.cartId)],
});
