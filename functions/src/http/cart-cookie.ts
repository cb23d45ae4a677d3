import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { CART_COOKIE, CART_LIMITS } from '@shop/shared';

/** What a cart id looks like (base64url); anything else in the cookie names no cart. */
const CART_ID = /^[A-Za-z0-9_-]{16,64}$/;

/** The cart id the `cart` cookie names, if it looks like one of ours. */
export const cartIdFrom = (event: APIGatewayProxyEventV2): string | undefined => {
  const prefix = `${CART_COOKIE}=`;
  const value = (event.cookies ?? []).find((c) => c.startsWith(prefix))?.slice(prefix.length);
  return value && value.length <= CART_LIMITS.cartId && CART_ID.test(value) ? value : undefined;
};

/**
 * The cookie naming the cart: HttpOnly (no script reads it), SameSite=Lax (not sent by other sites'
 * requests that write), the whole site, as long as the cart lives. Secure in AWS (CloudFront serves
 * https only); not in the local runtime, which the browser reaches over plain http. The runtime is
 * told apart as clock.ts does: AWS Lambda sets AWS_EXECUTION_ENV, the local runtime does not.
 */
export const cartCookie = (cartId: string): string => {
  const secure = process.env.AWS_EXECUTION_ENV?.startsWith('AWS_Lambda_') === true;
  return `${CART_COOKIE}=${cartId}; HttpOnly; SameSite=Lax; Path=/; Max-Age=${CART_LIMITS.ttlDays * 86_400}${secure ? '; Secure' : ''}`;
};
