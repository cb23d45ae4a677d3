import * as z from 'zod';
import { bool, enumOf, fieldError, list, num, object, requiredText, text, visibleText } from '../schemas/common';
import { trPhone } from '../schemas/tr-phone';
import { checkoutAddressSchema } from './cart';
import { FULFILLMENT_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order';
import { RETURN_LIMITS, RETURN_REASONS, RETURN_STATUSES } from './return';

/*
 * Hesabım and guest order tracking (issue 28): what a signed-in shopper keeps (profile, addresses,
 * KVKK consent) and how a shopper or a guest sees an order. The shopper is the member whose id is
 * their sub in the shoppers' user pool; orders stay the order model's, shown through a narrower view.
 */

export const SHOPPER_LIMITS = {
  /** Saved addresses per account. */
  addresses: 10,
  name: 100,
  orderNo: 20,
  email: 254,
} as const;

/** A saved address: the same shape checkout takes, so a saved one can be handed to it as it is. */
export const shopperAddressInputSchema = checkoutAddressSchema;
export type ShopperAddressInput = z.infer<typeof shopperAddressInputSchema>;
export const shopperAddressSchema = z.object({
  id: z.string(),
  name: z.string(),
  il: z.string(),
  ilce: z.string(),
  line: z.string(),
  postalCode: z.string().optional(),
});
export type ShopperAddress = z.infer<typeof shopperAddressSchema>;

/** KVKK açık rıza: given or withdrawn, and when (the law asks that it can be shown). */
export const kvkkConsentSchema = z.object({ accepted: z.boolean(), at: z.string() });
export type KvkkConsent = z.infer<typeof kvkkConsentSchema>;

/** GET /api/storefront/account: the member's profile with what only their account holds. */
export const shopperAccountSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  phone: z.string().optional(),
  addresses: z.array(shopperAddressSchema),
  kvkkConsent: kvkkConsentSchema.optional(),
  createdAt: z.string(),
});
export type ShopperAccount = z.infer<typeof shopperAccountSchema>;

/** PATCH /api/storefront/account: name, surname and phone (empty phone removes it). */
export const shopperProfileUpdateSchema = object({
  name: visibleText(undefined, SHOPPER_LIMITS.name),
  surname: visibleText(undefined, SHOPPER_LIMITS.name),
  phone: z.union([z.literal(''), trPhone()]).optional(),
});
export type ShopperProfileUpdate = z.infer<typeof shopperProfileUpdateSchema>;

/** PUT /api/storefront/account/consent */
export const kvkkConsentRequestSchema = object({ accepted: bool() });

/**
 * DELETE /api/storefront/account: the Cognito access token of the same sign-in, with which the
 * server deletes the shopper's Cognito user (Cognito's own DeleteUser, no admin rights needed).
 */
export const accountDeleteSchema = object({ accessToken: requiredText(undefined, 8000) });

export const addressParamsSchema = object({ addressId: requiredText(undefined, 80) });
export const orderNoParamsSchema = object({ orderNo: requiredText(undefined, SHOPPER_LIMITS.orderNo) });

/** One line asked back by a shopper or guest: the reasons of İadeler (OTHER needs a note). */
const returnRequestLineSchema = object({
  orderLineId: requiredText(undefined, 80),
  quantity: num(1, 1_000_000).int(),
  reason: enumOf(RETURN_REASONS),
  note: text(RETURN_LIMITS.note).optional(),
}).refine((l) => l.reason !== 'OTHER' || (l.note ?? '').trim() !== '', { error: '"Diğer" nedeni için bir not yazın.', path: ['note'] });

/** POST /api/storefront/account/orders/{orderNo}/returns */
export const shopperReturnRequestSchema = object({
  lines: list(returnRequestLineSchema, RETURN_LIMITS.lines).min(1, { error: 'lines en az bir satır içermelidir.' }),
});
export type ShopperReturnRequest = z.infer<typeof shopperReturnRequestSchema>;

/** An order number as people type it (`#1001` or `1001`). */
const orderNo = () =>
  z
    .string({ error: fieldError })
    .trim()
    .max(SHOPPER_LIMITS.orderNo)
    .transform((v) => v.replace(/^#/, ''))
    .pipe(z.string().min(1, { error: 'orderNo gereklidir.' }));
const email = () =>
  z
    .string({ error: fieldError })
    .trim()
    .max(SHOPPER_LIMITS.email)
    .pipe(z.email({ error: 'email geçerli bir e-posta adresi değil.' }));

/** GET /api/storefront/orders/track?orderNo=&email= */
export const orderTrackQuerySchema = object({ orderNo: orderNo(), email: email() });
export type OrderTrackQuery = z.infer<typeof orderTrackQuerySchema>;

/** POST /api/storefront/orders/track/returns: a guest's return, proven by the order number and e-mail. */
export const guestReturnRequestSchema = object({ orderNo: orderNo(), email: email(), lines: shopperReturnRequestSchema.shape.lines });
export type GuestReturnRequest = z.infer<typeof guestReturnRequestSchema>;

/** A shipment as the shopper sees it: the carrier and where to follow it. */
export const shopperShipmentSchema = z.object({
  carrierName: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().optional(),
  shippedAt: z.string(),
  deliveredAt: z.string().optional(),
});

/** A line as the shopper sees it, with how many pieces may still be asked back now (0 outside the window). */
export const shopperOrderLineSchema = z.object({
  id: z.string(),
  name: z.string(),
  optionLabel: z.string(),
  sku: z.string(),
  imageUrl: z.string().optional(),
  quantity: z.number(),
  unitPrice: z.number(),
  total: z.number(),
  shippedQuantity: z.number(),
  deliveredQuantity: z.number(),
  returnRequestedQuantity: z.number(),
  returnedQuantity: z.number(),
  returnableQuantity: z.number(),
});

/**
 * An order as its shopper (Siparişlerim) or a guest with its number and e-mail (Sipariş takip)
 * sees it: statuses, lines, shipments, invoice number and returns; no staff notes, no payments
 * record, no address beyond the delivery il/ilçe.
 */
export const shopperOrderSchema = z.object({
  orderNo: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
  paymentMethod: z.enum(PAYMENT_METHODS),
  total: z.number(),
  totals: z.object({ subtotal: z.number(), discount: z.number(), cargo: z.number(), codFee: z.number(), total: z.number() }),
  lines: z.array(shopperOrderLineSchema),
  shipments: z.array(shopperShipmentSchema),
  invoiceNumber: z.string().optional(),
  /** When the return window closes (from the last delivery); absent before delivery. */
  returnWindowEndsAt: z.string().optional(),
  returns: z.array(z.object({ id: z.string(), status: z.enum(RETURN_STATUSES), createdAt: z.string() })),
});
export type ShopperOrder = z.infer<typeof shopperOrderSchema>;

/** The tracking answer's one message for a wrong number and a wrong e-mail alike: nobody learns which order numbers exist. */
export const ORDER_TRACK_NOT_FOUND = 'Bu sipariş numarası ve e-posta adresiyle eşleşen bir sipariş bulunamadı.';

/** The created return's number and status, for the shopper's confirmation. */
export const shopperReturnAnswerSchema = z.object({ id: z.string(), status: z.enum(RETURN_STATUSES) });
