// Types only: the shopper's bundle carries no zod (the server is the judge of every shape).
import type {
  CartAnswer,
  CheckoutAnswer,
  CheckoutOptionsAnswer,
  CheckoutRequest,
  CheckoutStockConflict,
  OrderConfirmationAnswer,
  PaymentMethod,
} from '@shop/shared';

export type { CartAnswer, CheckoutAnswer, CheckoutRequest, PaymentMethod };
export type CartLine = CartAnswer['lines'][number];

/*
 * The store API as the storefront calls it (issue 28): one file, so a change of path or shape is
 * made in one place. Same-origin fetches: the cart is named by an HttpOnly cookie the server sets.
 */

/** How a call ended: the answer, or the server's refusal with its Turkish message (status 0: offline or no answer). */
export type Outcome<T> =
  | { readonly ok: true; readonly data: T }
  | {
      readonly ok: false;
      readonly status: number;
      readonly message: string | undefined;
      readonly field?: string | undefined;
      /** The whole refusal, for answers that carry more (the checkout's 409 names its lines). */
      readonly body?: unknown;
    };

export class NotFoundError extends Error {}

const call = async <T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  signal?: AbortSignal,
): Promise<Outcome<T>> => {
  try {
    const response = await fetch(path, {
      method,
      signal,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.ok) return { ok: true, data: answer as T };
    const refusal = (answer ?? {}) as { message?: unknown; field?: unknown };
    return {
      ok: false,
      status: response.status,
      message: typeof refusal.message === 'string' ? refusal.message : undefined,
      field: typeof refusal.field === 'string' ? refusal.field : undefined,
      body: answer,
    };
  } catch (error) {
    if (signal?.aborted) throw error;
    return { ok: false, status: 0, message: undefined };
  }
};

/** A read for useRemote: the answer, NotFoundError on 404, another error otherwise. */
const read = async <T>(path: string, signal?: AbortSignal): Promise<T> => {
  const outcome = await call<T>('GET', path, undefined, {}, signal);
  if (outcome.ok) return outcome.data;
  if (outcome.status === 404) throw new NotFoundError(path);
  throw new Error(`${path}: ${String(outcome.status)}`);
};

const CART = '/api/storefront/cart';
const linePath = (lineId: string) => `${CART}/lines/${encodeURIComponent(lineId)}`;

export const getCart = (signal?: AbortSignal) => call<CartAnswer>('GET', CART, undefined, {}, signal);
export const addCartLine = (variantId: string, quantity: number) => call<CartAnswer>('POST', `${CART}/lines`, { variantId, quantity });
export const setLineQuantity = (lineId: string, quantity: number) => call<CartAnswer>('PATCH', linePath(lineId), { quantity });
export const removeCartLine = (lineId: string) => call<CartAnswer>('DELETE', linePath(lineId));
export const applyCoupon = (code: string) => call<CartAnswer>('POST', `${CART}/coupon`, { code });
export const removeCoupon = () => call<CartAnswer>('DELETE', `${CART}/coupon`);

/** POST /api/storefront/account/cart at sign-in: the cart becomes the account's (what was chosen as a guest merged in). */
export const claimCart = (idToken: string) =>
  call<CartAnswer>('POST', '/api/storefront/account/cart', undefined, { authorization: `Bearer ${idToken}` });

/** GET /api/storefront/checkout/options */
export type CheckoutOptions = CheckoutOptionsAnswer;
export type BankAccount = CheckoutOptions['bankAccounts'][number];
export type Contract = CheckoutOptions['contracts'][number];

export const fetchCheckoutOptions = (signal?: AbortSignal) => read<CheckoutOptions>('/api/storefront/checkout/options', signal);

export type StockConflict = Pick<CheckoutStockConflict, 'message' | 'lines'>;

export type CheckoutOutcome =
  | { readonly kind: 'placed'; readonly order: CheckoutAnswer }
  | { readonly kind: 'stock'; readonly conflict: StockConflict }
  | { readonly kind: 'invalid'; readonly message: string | undefined; readonly field: string | undefined; readonly status: number };

/**
 * POST /api/storefront/checkout, or with a signed-in shopper's ID token their own route (the order
 * is then theirs, in Siparişlerim); the same key for the same attempt, so a retry returns the same order.
 */
export const placeOrder = async (request: CheckoutRequest, idempotencyKey: string, idToken?: string): Promise<CheckoutOutcome> => {
  // Same value as IDEMPOTENCY_KEY_HEADER in shared (a value import would bring its schemas along).
  const outcome = idToken
    ? await call<CheckoutAnswer>('POST', '/api/storefront/account/checkout', request, {
        'idempotency-key': idempotencyKey,
        authorization: `Bearer ${idToken}`,
      })
    : await call<CheckoutAnswer>('POST', '/api/storefront/checkout', request, { 'idempotency-key': idempotencyKey });
  if (outcome.ok) return { kind: 'placed', order: outcome.data };
  const conflict = outcome.body as Partial<StockConflict> | undefined;
  if (outcome.status === 409 && Array.isArray(conflict?.lines))
    return { kind: 'stock', conflict: { message: outcome.message ?? '', lines: conflict.lines } };
  return { kind: 'invalid', message: outcome.message, field: outcome.field, status: outcome.status };
};

export type OrderConfirmation = OrderConfirmationAnswer;

/** GET /api/storefront/orders/{orderNo}?token= ; NotFoundError for an unknown number or a wrong token. */
export const fetchOrderConfirmation = (orderNo: string, token: string, signal?: AbortSignal) =>
  read<OrderConfirmation>(`/api/storefront/orders/${encodeURIComponent(orderNo)}?token=${encodeURIComponent(token)}`, signal);
