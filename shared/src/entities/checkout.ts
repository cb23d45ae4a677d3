import * as z from 'zod';
import { FULFILLMENT_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES } from './order';

/*
 * What checkout shows beside the cart (payment methods, bank accounts, the contracts) and the
 * confirmation page's answer (issue 28). Shapes shared by the handlers and the storefront.
 */

/** The two texts a distance sale needs accepted (Mesafeli Sözleşmeler Yönetmeliği). */
export const CONTRACT_KINDS = ['ON_BILGILENDIRME', 'MESAFELI_SATIS'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];
export const CONTRACT_TITLES: Record<ContractKind, string> = {
  ON_BILGILENDIRME: 'Ön Bilgilendirme Formu',
  MESAFELI_SATIS: 'Mesafeli Satış Sözleşmesi',
};
/** Bumped when a template's wording changes; the order keeps the versions its shopper accepted. */
export const CONTRACT_VERSIONS: Record<ContractKind, string> = {
  ON_BILGILENDIRME: '2026-11-27',
  MESAFELI_SATIS: '2026-11-27',
};

export const CHECKOUT_LIMITS = {
  /**
   * Order lines (a cart line per warehouse it is allocated from) one checkout may place: each is a
   * stock level, a ledger movement and its product's stock in the ONE transaction, beside the
   * order's own items, under DynamoDB's 100 actions.
   */
  orderLines: 20,
} as const;

export const bankAccountAnswerSchema = z.object({ bank: z.string(), accountName: z.string(), iban: z.string() });

/** GET /api/storefront/checkout/options */
export const checkoutOptionsAnswerSchema = z.object({
  paymentMethods: z.array(z.object({ method: z.enum(PAYMENT_METHODS), label: z.string(), fee: z.number(), enabled: z.boolean() })),
  bankAccounts: z.array(bankAccountAnswerSchema),
  havalePaymentDays: z.number(),
  /** Kargo Otomasyonu's active carriers in the shop's order; the first is the default. The fee is the cart's `cargo` (one desi table for all). */
  carriers: z.array(z.object({ code: z.string(), name: z.string() })),
  contracts: z.array(z.object({ kind: z.enum(CONTRACT_KINDS), title: z.string(), version: z.string(), text: z.string() })),
});
export type CheckoutOptionsAnswer = z.infer<typeof checkoutOptionsAnswerSchema>;

/** GET /api/storefront/orders/{orderNo}?token= */
export const orderConfirmationQuerySchema = z.object({ token: z.string({ error: 'token gereklidir.' }).min(1).max(100) });
export const orderConfirmationParamsSchema = z.object({ orderNo: z.string().regex(/^\d{1,12}$/, { error: 'orderNo geçersiz.' }) });

export const orderConfirmationAnswerSchema = z.object({
  orderNo: z.string(),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
  lines: z.array(
    z.object({
      name: z.string(),
      optionsLabel: z.string(),
      sku: z.string(),
      imageUrl: z.string().optional(),
      quantity: z.number(),
      unitPrice: z.number(),
      lineTotal: z.number(),
    }),
  ),
  totals: z.object({ subtotal: z.number(), discount: z.number(), cargo: z.number(), codFee: z.number(), total: z.number() }),
  couponCode: z.string().optional(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  paymentMethodLabel: z.string(),
  /** The carrier chosen at checkout (absent for orders placed before the cargo step). */
  carrierName: z.string().optional(),
  /** Havale/EFT only: where to pay, what to write as the reference, and by when. */
  bankAccounts: z.array(bankAccountAnswerSchema),
  paymentReference: z.string().optional(),
  paymentDueAt: z.string().optional(),
  email: z.string(),
  /** What happens next, in Turkish. */
  nextSteps: z.string(),
});
export type OrderConfirmationAnswer = z.infer<typeof orderConfirmationAnswerSchema>;
