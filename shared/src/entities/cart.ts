import * as z from 'zod';
import { trProvince } from '../geo/tr-provinces';
import { FIELD_LIMITS } from '../constants';
import { bool, enumOf, fieldError, int, object, text, visibleText } from '../schemas/common';
import { tckn, vkn } from '../schemas/tr-identity';
import { trPhone } from '../schemas/tr-phone';
import { CARGO_LIMITS } from './cargo-settings';
import { PAYMENT_METHODS } from './order';

/*
 * The store API's contract (issue 28): the cart, checkout, confirmation and tracking. The storefront,
 * the handlers and any headless client share these shapes; prices and totals in answers come only
 * from the server.
 */

export const CART_LIMITS = {
  /** A cart holds at most this many lines (an order, ORDER_LIMITS.lines). */
  lines: 50,
  /** Units of one line. */
  quantity: 999,
  /** Days an untouched cart lives before the table's TTL removes it. */
  ttlDays: 30,
  /** The cookie's opaque id: base64url of 24 random bytes. */
  cartId: 64,
  email: 254,
  addressName: 100,
  addressLine: 250,
  postalCode: 5,
  companyTitle: 200,
  taxOffice: 100,
  idempotencyKey: 100,
} as const;

/** The cookie that names a cart: HttpOnly, SameSite=Lax, set by the first write. */
export const CART_COOKIE = 'cart';

const quantity = () => int(1, CART_LIMITS.quantity);

/** POST /api/storefront/cart/lines */
export const cartLineAddSchema = object({ variantId: text(FIELD_LIMITS.id).trim().min(1), quantity: quantity() });
export type CartLineAdd = z.infer<typeof cartLineAddSchema>;
/** PATCH /api/storefront/cart/lines/{lineId} */
export const cartLineUpdateSchema = object({ quantity: quantity() });
export type CartLineUpdate = z.infer<typeof cartLineUpdateSchema>;
/** POST /api/storefront/cart/coupon */
export const cartCouponSchema = object({ code: text(40).trim().min(1) });
export const cartLineParamsSchema = object({ lineId: text(FIELD_LIMITS.id).min(1) });

/** What changed in a line since the shopper added it; said on the page, never silently applied. */
export const CART_NOTICE_KINDS = ['PRICE_CHANGED', 'QUANTITY_REDUCED', 'OUT_OF_STOCK', 'UNAVAILABLE'] as const;
export type CartNoticeKind = (typeof CART_NOTICE_KINDS)[number];
/** What changed for the whole cart. */
export const CART_WIDE_NOTICE_KINDS = ['COUPON_REMOVED'] as const;

export const cartLineAnswerSchema = z.object({
  id: z.string(),
  variantId: z.string(),
  productId: z.string(),
  /** The product page (`/product/{slug}`). */
  slug: z.string(),
  sku: z.string(),
  name: z.string(),
  optionsLabel: z.string(),
  imageUrl: z.string().optional(),
  quantity: z.number(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  /** Units that can still be sold (null: not tracked or backorders allowed). */
  available: z.number().nullable(),
  /** A Turkish sentence when the line changed or cannot be bought as it is. */
  notice: z.object({ kind: z.enum(CART_NOTICE_KINDS), message: z.string() }).optional(),
});
export type CartLineAnswer = z.infer<typeof cartLineAnswerSchema>;

/** GET /api/storefront/cart and every cart write. */
export const cartAnswerSchema = z.object({
  lines: z.array(cartLineAnswerSchema),
  itemCount: z.number(),
  subtotal: z.number(),
  cargo: z.number(),
  /** TL still to add for free shipping ("₺X daha ekleyin, kargo bedava"); null: the shop has no threshold. */
  remainingForFree: z.number().nullable(),
  discount: z.number(),
  total: z.number(),
  coupon: z.object({ code: z.string(), discountType: z.string(), discountValue: z.number() }).optional(),
  /** Whether every line can be ordered as it stands (no line out of stock or unavailable). */
  orderable: z.boolean(),
  /** What changed for the cart as a whole (a coupon that stopped being valid was removed), in Turkish. */
  notices: z.array(z.object({ kind: z.enum(CART_WIDE_NOTICE_KINDS), message: z.string() })),
});
export type CartAnswer = z.infer<typeof cartAnswerSchema>;

export const INVOICE_KINDS = ['BIREYSEL', 'KURUMSAL'] as const;

const postalCode = () =>
  z
    .string({ error: fieldError })
    .trim()
    .regex(/^\d{5}$/, { error: (iss) => `${iss.path?.join('.') ?? 'postalCode'} 5 haneli bir posta kodu olmalıdır.` })
    .optional();

/** İl, ilçe and the street line, whose ilçe must be one of its il's (Türkiye's 81 provinces); `at` names it in messages. */
const placeShape = {
  il: visibleText(undefined, 60),
  ilce: visibleText(undefined, 60),
  line: visibleText(undefined, CART_LIMITS.addressLine),
  postalCode: postalCode(),
};
const checkPlace =
  (at: string) =>
  (place: { il: string; ilce: string }, ctx: z.RefinementCtx): void => {
    const province = trProvince(place.il);
    if (!province) ctx.addIssue({ code: 'custom', path: ['il'], message: `${at}.il Türkiye’nin 81 ilinden biri olmalıdır.` });
    else if (!province.districts.includes(place.ilce))
      ctx.addIssue({ code: 'custom', path: ['ilce'], message: `${at}.ilce ${province.name} ilinin bir ilçesi olmalıdır.` });
  };

/** A delivery address whose ilçe is one of its il's. */
export const checkoutAddressSchema = object({ name: visibleText(undefined, CART_LIMITS.addressName), ...placeShape }).superRefine(
  checkPlace('address'),
);
export type CheckoutAddress = z.infer<typeof checkoutAddressSchema>;

/** Where the invoice goes when it is not the delivery address ("Fatura adresi teslimat adresiyle aynı" unticked). */
export const checkoutInvoiceAddressSchema = object(placeShape).superRefine(checkPlace('invoice.address'));
export type CheckoutInvoiceAddress = z.infer<typeof checkoutInvoiceAddressSchema>;

export const checkoutInvoiceSchema = z.discriminatedUnion(
  'kind',
  [
    object({ kind: z.literal('BIREYSEL'), tckn: tckn(), address: checkoutInvoiceAddressSchema.optional() }),
    object({
      kind: z.literal('KURUMSAL'),
      title: visibleText(undefined, CART_LIMITS.companyTitle),
      vkn: vkn(),
      taxOffice: visibleText(undefined, CART_LIMITS.taxOffice),
      address: checkoutInvoiceAddressSchema.optional(),
    }),
  ],
  { error: fieldError },
);
export type CheckoutInvoice = z.infer<typeof checkoutInvoiceSchema>;

/** POST /api/storefront/checkout (with an `Idempotency-Key` header). */
export const checkoutRequestSchema = object({
  email: z
    .string({ error: fieldError })
    .trim()
    .max(CART_LIMITS.email)
    .pipe(z.email({ error: 'email geçerli bir e-posta adresi değil.' })),
  phone: trPhone(),
  address: checkoutAddressSchema,
  invoice: checkoutInvoiceSchema,
  /**
   * A carrier code of Kargo Otomasyonu's active carriers (checked by the server against the settings
   * of the moment); absent, the first active one, so clients from before the cargo step keep working.
   */
  carrier: text(CARGO_LIMITS.carrierCode).trim().toUpperCase().min(1).optional(),
  paymentMethod: enumOf(PAYMENT_METHODS),
  acceptedTerms: bool().refine((v) => v, {
    error: 'acceptedTerms: Ön Bilgilendirme Formu ve Mesafeli Satış Sözleşmesi onaylanmalıdır.',
  }),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

/** The header that makes a retried or double-clicked submit return the same order. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** 201 from checkout. `token` is the confirmation page's secret: `/siparis/{orderNo}?t={token}`. */
export const checkoutAnswerSchema = z.object({ orderNo: z.string(), orderId: z.string(), token: z.string(), total: z.number() });
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

/** 409 from checkout when a line cannot be allocated (nothing written). */
export const checkoutStockConflictSchema = z.object({
  error: z.literal('Conflict'),
  message: z.string(),
  lines: z.array(z.object({ variantId: z.string(), available: z.number() })),
});
export type CheckoutStockConflict = z.infer<typeof checkoutStockConflictSchema>;
