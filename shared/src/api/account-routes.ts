import * as z from 'zod';
import {
  accountDeleteSchema,
  addressParamsSchema,
  guestReturnRequestSchema,
  kvkkConsentRequestSchema,
  orderNoParamsSchema,
  orderTrackQuerySchema,
  shopperAccountSchema,
  shopperAddressInputSchema,
  shopperOrderSchema,
  shopperProfileUpdateSchema,
  shopperReturnAnswerSchema,
  shopperReturnRequestSchema,
} from '../entities/shopper-account';
import { cartAnswerSchema, checkoutAnswerSchema, checkoutRequestSchema } from '../entities/cart';
import { shopperSignUpAnswerSchema, shopperSignUpSchema, SIGN_UP_LIMITS } from '../entities/shopper-sign-up';
import { recordOf } from './answers';
import { CHECKOUT_BODY_MAX_BYTES } from './cart-routes';
import type { TypedApiRoute } from './api-route';

/** Every shopper route lives under this prefix: CloudFront gives it one uncached behaviour that forwards the token. */
export const SHOPPER_API_PREFIX = '/api/storefront/account';

/** A shopper's small forms: a few KB at most. */
const SMALL_BODY = 8_000;

/**
 * Hesabım (signed-in shoppers, the shoppers' pool) and guest order tracking (public, rate limited),
 * spread into API_ROUTES. Tracking counts each request in the table (its rate limit), so it is a
 * writing route, and as such never cached by CloudFront.
 */
export const ACCOUNT_ROUTES = {
  /** The first call creates the member (the shopper appears in Üyeler). */
  getShopperAccount: {
    method: 'GET',
    path: SHOPPER_API_PREFIX,
    handler: 'account/get-account',
    access: 'shopper',
    writes: true,
    schemas: { response: recordOf(shopperAccountSchema) },
  },
  updateShopperAccount: {
    method: 'PATCH',
    path: SHOPPER_API_PREFIX,
    handler: 'account/update-account',
    access: 'shopper',
    writes: true,
    maxBodyBytes: SMALL_BODY,
    schemas: { body: shopperProfileUpdateSchema, response: recordOf(shopperAccountSchema) },
  },
  /** The Cognito user goes, the member is anonymised; orders stay (the law keeps them 10 years). */
  deleteShopperAccount: {
    method: 'DELETE',
    path: SHOPPER_API_PREFIX,
    handler: 'account/delete-account',
    access: 'shopper',
    writes: true,
    maxBodyBytes: SMALL_BODY,
    schemas: { body: accountDeleteSchema, response: z.object({ deleted: z.literal(true) }) },
  },
  setShopperConsent: {
    method: 'PUT',
    path: `${SHOPPER_API_PREFIX}/consent`,
    handler: 'account/set-consent',
    access: 'shopper',
    writes: true,
    maxBodyBytes: SMALL_BODY,
    schemas: { body: kvkkConsentRequestSchema, response: recordOf(shopperAccountSchema) },
  },
  addShopperAddress: {
    method: 'POST',
    path: `${SHOPPER_API_PREFIX}/addresses`,
    handler: 'account/add-address',
    access: 'shopper',
    writes: true,
    maxBodyBytes: SMALL_BODY,
    schemas: { body: shopperAddressInputSchema, response: recordOf(shopperAccountSchema) },
  },
  updateShopperAddress: {
    method: 'PUT',
    path: `${SHOPPER_API_PREFIX}/addresses/{addressId}`,
    handler: 'account/update-address',
    access: 'shopper',
    writes: true,
    maxBodyBytes: SMALL_BODY,
    schemas: { params: addressParamsSchema, body: shopperAddressInputSchema, response: recordOf(shopperAccountSchema) },
  },
  deleteShopperAddress: {
    method: 'DELETE',
    path: `${SHOPPER_API_PREFIX}/addresses/{addressId}`,
    handler: 'account/delete-address',
    access: 'shopper',
    writes: true,
    schemas: { params: addressParamsSchema, response: recordOf(shopperAccountSchema) },
  },
  /** Siparişlerim: newest first. */
  listShopperOrders: {
    method: 'GET',
    path: `${SHOPPER_API_PREFIX}/orders`,
    handler: 'account/list-orders',
    access: 'shopper',
    writes: false,
    schemas: { response: recordOf(z.array(shopperOrderSchema)) },
  },
  /** İade talebi for delivered lines within Kargo Otomasyonu's return window: a return in İadeler. */
  requestShopperReturn: {
    method: 'POST',
    path: `${SHOPPER_API_PREFIX}/orders/{orderNo}/returns`,
    handler: 'account/request-return',
    access: 'shopper',
    writes: true,
    maxBodyBytes: SMALL_BODY,
    schemas: { params: orderNoParamsSchema, body: shopperReturnRequestSchema, response: recordOf(shopperReturnAnswerSchema) },
  },
  /** The same 404 for a wrong number and a wrong e-mail; rate limited per client. */
  trackOrder: {
    method: 'GET',
    path: '/api/storefront/orders/track',
    handler: 'account/track-order',
    access: 'public',
    writes: true,
    schemas: { query: orderTrackQuerySchema, response: recordOf(shopperOrderSchema) },
  },
  requestGuestReturn: {
    method: 'POST',
    path: '/api/storefront/orders/track/returns',
    handler: 'account/request-guest-return',
    access: 'public',
    writes: true,
    maxBodyBytes: SMALL_BODY,
    schemas: { body: guestReturnRequestSchema, response: recordOf(shopperReturnAnswerSchema) },
  },
  /**
   * Sign-in binds the cart to the account (the account's own cart, the guest cart's lines merged in)
   * and answers it with the cookie that names it from now on.
   */
  claimShopperCart: {
    method: 'POST',
    path: `${SHOPPER_API_PREFIX}/cart`,
    handler: 'account/claim-cart',
    access: 'shopper',
    writes: true,
    schemas: { response: cartAnswerSchema },
  },
  /** Checkout as the signed-in shopper: the same request and answer as the guest's, the order theirs (Siparişlerim). */
  shopperCheckout: {
    method: 'POST',
    path: `${SHOPPER_API_PREFIX}/checkout`,
    handler: 'account/checkout',
    access: 'shopper',
    writes: true,
    maxBodyBytes: CHECKOUT_BODY_MAX_BYTES,
    timeoutSeconds: 29,
    schemas: { body: checkoutRequestSchema, response: checkoutAnswerSchema },
  },
  /**
   * Üye ol: public, rate limited per client (signUp), then Cognito SignUp on the shoppers' pool
   * client. Public, so outside the shoppers' prefix: CloudFront gives it a write behaviour of its own
   * (the viewer address for the limit; infra/src/hosting.ts storefrontWriteRoutes).
   */
  shopperSignUp: {
    method: 'POST',
    path: '/api/storefront/signup',
    handler: 'account/sign-up',
    access: 'public',
    writes: true,
    maxBodyBytes: SIGN_UP_LIMITS.bodyBytes,
    schemas: { body: shopperSignUpSchema, response: recordOf(shopperSignUpAnswerSchema) },
  },
} as const satisfies Record<string, TypedApiRoute>;
