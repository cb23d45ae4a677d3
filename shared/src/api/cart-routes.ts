import {
  cartAnswerSchema,
  cartCouponSchema,
  cartLineAddSchema,
  cartLineParamsSchema,
  cartLineUpdateSchema,
  checkoutAnswerSchema,
  checkoutRequestSchema,
} from '../entities/cart';
import {
  checkoutOptionsAnswerSchema,
  orderConfirmationAnswerSchema,
  orderConfirmationParamsSchema,
  orderConfirmationQuerySchema,
} from '../entities/checkout';
import type { TypedApiRoute } from './api-route';

/** A cart write's body: a variant id and a quantity, or a coupon code, is a few dozen bytes. */
export const CART_BODY_MAX_BYTES = 1024;
/** A checkout's body: contact, address and invoice fields, each capped by its schema. */
export const CHECKOUT_BODY_MAX_BYTES = 8 * 1024;

/**
 * Paths that read the shopper's cart cookie: CloudFront must not cache them and must forward the
 * cookie (infra/src/hosting.ts gives them the uncached, cookie-forwarding behaviour).
 */
export const SHOPPER_SESSION_PATHS = ['/api/storefront/cart', '/api/storefront/checkout'] as const;

/**
 * The store API's cart and checkout (issue 28), spread into API_ROUTES. All public: the cart is
 * named by its HttpOnly cookie, a confirmation by its secret token. GET cart writes (a re-priced
 * line's new price and a removed coupon are stored once they were said).
 */
export const CART_ROUTES = {
  getCart: {
    method: 'GET',
    path: '/api/storefront/cart',
    handler: 'storefront/cart/get-cart',
    access: 'public',
    writes: true,
    schemas: { response: cartAnswerSchema },
  },
  addCartLine: {
    method: 'POST',
    path: '/api/storefront/cart/lines',
    handler: 'storefront/cart/add-cart-line',
    access: 'public',
    writes: true,
    maxBodyBytes: CART_BODY_MAX_BYTES,
    schemas: { body: cartLineAddSchema, response: cartAnswerSchema },
  },
  updateCartLine: {
    method: 'PATCH',
    path: '/api/storefront/cart/lines/{lineId}',
    handler: 'storefront/cart/update-cart-line',
    access: 'public',
    writes: true,
    maxBodyBytes: CART_BODY_MAX_BYTES,
    schemas: { params: cartLineParamsSchema, body: cartLineUpdateSchema, response: cartAnswerSchema },
  },
  removeCartLine: {
    method: 'DELETE',
    path: '/api/storefront/cart/lines/{lineId}',
    handler: 'storefront/cart/remove-cart-line',
    access: 'public',
    writes: true,
    maxBodyBytes: CART_BODY_MAX_BYTES,
    schemas: { params: cartLineParamsSchema, response: cartAnswerSchema },
  },
  applyCartCoupon: {
    method: 'POST',
    path: '/api/storefront/cart/coupon',
    handler: 'storefront/cart/apply-cart-coupon',
    access: 'public',
    writes: true,
    maxBodyBytes: CART_BODY_MAX_BYTES,
    schemas: { body: cartCouponSchema, response: cartAnswerSchema },
  },
  removeCartCoupon: {
    method: 'DELETE',
    path: '/api/storefront/cart/coupon',
    handler: 'storefront/cart/remove-cart-coupon',
    access: 'public',
    writes: true,
    maxBodyBytes: CART_BODY_MAX_BYTES,
    schemas: { response: cartAnswerSchema },
  },
  checkout: {
    method: 'POST',
    path: '/api/storefront/checkout',
    handler: 'storefront/cart/checkout',
    access: 'public',
    writes: true,
    maxBodyBytes: CHECKOUT_BODY_MAX_BYTES,
    // 200 shoppers racing for one variant's last units retry on the stock level for a while.
    timeoutSeconds: 29,
    schemas: { body: checkoutRequestSchema, response: checkoutAnswerSchema },
  },
  checkoutOptions: {
    method: 'GET',
    path: '/api/storefront/checkout/options',
    handler: 'storefront/cart/checkout-options',
    access: 'public',
    writes: false,
    schemas: { response: checkoutOptionsAnswerSchema },
  },
  orderConfirmation: {
    method: 'GET',
    path: '/api/storefront/orders/{orderNo}',
    handler: 'storefront/cart/order-confirmation',
    access: 'public',
    writes: false,
    schemas: { params: orderConfirmationParamsSchema, query: orderConfirmationQuerySchema, response: orderConfirmationAnswerSchema },
  },
} as const satisfies Record<string, TypedApiRoute>;
