import { createHash } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { VIEWER_ADDRESS_HEADER } from '@shop/shared';
import { countRequest } from '../repositories/rate-limit-repository';
import { tooManyRequests } from './http-error';

/**
 * Per-client limits of the public writing routes (our numbers: a person subscribes once and
 * takes a coupon or two; a script does not get far). Counted in the table, so every Lambda
 * container shares one counter per client and window.
 */
export const RATE_LIMITS = {
  newsletter: { action: 'NEWSLETTER', limit: 5, windowSeconds: 60 },
  popupCoupon: { action: 'POPUP_COUPON', limit: 5, windowSeconds: 600 },
  // Guest tracking: a shopper checks an order a few times; guessing order numbers and e-mails stops here.
  orderTrack: { action: 'ORDER_TRACK', limit: 10, windowSeconds: 600 },
  guestReturn: { action: 'GUEST_RETURN', limit: 5, windowSeconds: 600 },
  /** Issue 28: a shopper fills a cart with a few dozen clicks, applies a code or two, checks out once or twice. */
  cartWrite: { action: 'CART_WRITE', limit: 120, windowSeconds: 60 },
  couponApply: { action: 'COUPON_APPLY', limit: 10, windowSeconds: 600 },
  checkout: { action: 'CHECKOUT', limit: 10, windowSeconds: 600 },
  /** Üye ol: a person signs up once (a typo or a weak password, a retry or two); a script making accounts stops here. */
  signUp: { action: 'SIGN_UP', limit: 10, windowSeconds: 3600 },
  /** Issue 29: a person sends a contact form once or twice (a correction); an upload per file field, a few retried. */
  formSubmit: { action: 'FORM_SUBMIT', limit: 5, windowSeconds: 600 },
  formUpload: { action: 'FORM_UPLOAD', limit: 10, windowSeconds: 600 },
  /** Issue 30: a shopper writes to Destek once or twice (and the chat's offline form); a note of feedback or two. */
  supportRequest: { action: 'SUPPORT_REQUEST', limit: 5, windowSeconds: 600 },
  feedback: { action: 'FEEDBACK', limit: 5, windowSeconds: 600 },
  /** Issue 30: a shopper asks a few questions about what they look at; a report or two. */
  questionAsk: { action: 'QUESTION_ASK', limit: 5, windowSeconds: 600 },
  questionReport: { action: 'QUESTION_REPORT', limit: 5, windowSeconds: 600 },
  /** Issue 30: a visitor opens a chat, and a ticket again on each reconnect (a tab, a page change): a few a minute. */
  chatTicket: { action: 'CHAT_TICKET', limit: 20, windowSeconds: 600 },
  /** Issue 30: a visitor's photos in a chat (each upload asks once, completes once): a few in ten minutes. */
  chatUpload: { action: 'CHAT_UPLOAD', limit: 10, windowSeconds: 600 },
} as const;
export type RateLimitName = keyof typeof RATE_LIMITS;

/** `ip:port` (IPv6 without brackets or in them) to the address alone. */
export const addressOnly = (viewerAddress: string): string => {
  const cut = viewerAddress.lastIndexOf(':');
  const address = cut > 0 ? viewerAddress.slice(0, cut) : viewerAddress;
  return address.replace(/^\[|\]$/g, '');
};

/**
 * The client: a signed-in shopper by their account (the authorizer's verified `sub`: Hesabım's
 * behaviour forwards every viewer header but no CloudFront header, so no viewer address reaches
 * those routes); anyone else by CloudFront's viewer address (the only way to the API, and
 * CloudFront overwrites a viewer's own header of that name), else the connection's source (direct
 * calls, which the origin check refuses anyway). The table keeps a hash, never the address.
 */
export const clientHash = (event: APIGatewayProxyEventV2, action: string): string => {
  const claims = (event.requestContext as { authorizer?: { jwt?: { claims?: Record<string, unknown> } } }).authorizer?.jwt?.claims;
  const sub = typeof claims?.sub === 'string' ? claims.sub : undefined;
  const viewer = event.headers[VIEWER_ADDRESS_HEADER];
  const client = sub ? `account:${sub}` : viewer ? addressOnly(viewer) : event.requestContext.http.sourceIp;
  return createHash('sha256').update(`${action}\n${client}`).digest('base64url').slice(0, 32);
};

/** Counts this request against the client's limit; over it, a 429 with Retry-After and nothing else done. */
export const enforceRateLimit = async (event: APIGatewayProxyEventV2, name: RateLimitName, now: number): Promise<void> => {
  const limit = RATE_LIMITS[name];
  const { allowed, retryAfterSeconds } = await countRequest({ ...limit, clientHash: clientHash(event, limit.action) }, now);
  if (!allowed) throw tooManyRequests(retryAfterSeconds);
};

/**
 * Limits every client shares, counted per thing written to: a flood of questions about one product
 * from many addresses still stops there (a busy product gets a few questions an hour, not hundreds).
 */
export const SHARED_RATE_LIMITS = {
  productQuestions: { action: 'QUESTION_PRODUCT', limit: 30, windowSeconds: 3600 },
} as const;

/** Counts this request against the limit `subject` (a product id) shares with every client; over it, a 429 and nothing done. */
export const enforceSharedRateLimit = async (name: keyof typeof SHARED_RATE_LIMITS, subject: string, now: number): Promise<void> => {
  const limit = SHARED_RATE_LIMITS[name];
  const hash = createHash('sha256').update(`${limit.action}\n${subject}`).digest('base64url').slice(0, 32);
  const { allowed, retryAfterSeconds } = await countRequest({ ...limit, clientHash: hash }, now);
  if (!allowed) throw tooManyRequests(retryAfterSeconds);
};
