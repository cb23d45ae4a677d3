import * as z from 'zod';

/**
 * An order has three axes, as Medusa, Saleor, Shopify and ikas keep them (docs/decisions.md):
 * the lifecycle `status`, the money `paymentStatus`, and `fulfillmentStatus`, which is derived
 * from the lines' shipped and delivered counters and never set by hand.
 */
export const ORDER_STATUSES = [
  'AWAITING_APPROVAL',
  'CONFIRMED',
  'PREPARING',
  'PARTIALLY_SHIPPED',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  AWAITING_APPROVAL: 'Onay bekliyor',
  CONFIRMED: 'Onaylandı',
  PREPARING: 'Hazırlanıyor',
  PARTIALLY_SHIPPED: 'Kısmen kargolandı',
  SHIPPED: 'Kargoya verildi',
  DELIVERED: 'Teslim edildi',
  COMPLETED: 'Tamamlandı',
  CANCELLED: 'İptal edildi',
};

export const PAYMENT_STATUSES = ['AWAITING_PAYMENT', 'PAID', 'PARTIALLY_REFUNDED', 'REFUNDED', 'VOIDED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];
export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  AWAITING_PAYMENT: 'Ödeme bekleniyor',
  PAID: 'Ödendi',
  PARTIALLY_REFUNDED: 'Kısmen iade edildi',
  REFUNDED: 'İade edildi',
  VOIDED: 'Geçersiz',
};

export const FULFILLMENT_STATUSES = ['UNFULFILLED', 'PARTIALLY_SHIPPED', 'SHIPPED', 'PARTIALLY_DELIVERED', 'DELIVERED'] as const;
export type FulfillmentStatus = (typeof FULFILLMENT_STATUSES)[number];
export const FULFILLMENT_STATUS_LABELS: Record<FulfillmentStatus, string> = {
  UNFULFILLED: 'Gönderilmedi',
  PARTIALLY_SHIPPED: 'Kısmen gönderildi',
  SHIPPED: 'Gönderildi',
  PARTIALLY_DELIVERED: 'Kısmen teslim edildi',
  DELIVERED: 'Teslim edildi',
};

/** No card gateway yet: every method is settled outside the shop and marked by staff (or on delivery). */
export const PAYMENT_METHODS = ['KAPIDA_NAKIT', 'KAPIDA_KART', 'HAVALE_EFT'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  KAPIDA_NAKIT: 'Kapıda nakit',
  KAPIDA_KART: 'Kapıda kredi kartı',
  HAVALE_EFT: 'Havale/EFT',
};
/** Kapıda ödeme is collected by the carrier at the door: delivering such an order records its payment. */
export const isPaidOnDelivery = (method: PaymentMethod): boolean => method === 'KAPIDA_NAKIT' || method === 'KAPIDA_KART';

/** Counters make partial shipment and partial return cheap to show (Medusa's OrderItem does the same). */
export const orderLineSchema = z.object({
  id: z.string(),
  productId: z.string(),
  variantId: z.string(),
  sku: z.string(),
  name: z.string(),
  /** `M / Lacivert`; empty for a product without options. */
  optionLabel: z.string(),
  imageUrl: z.string().optional(),
  unitPrice: z.number().nonnegative(),
  quantity: z.number().positive(),
  /** unitPrice × quantity, kept as charged. */
  total: z.number().nonnegative(),
  /** Where the line is allocated from (Ürün Ayarları' allocation strategy at placement). */
  warehouseId: z.string(),
  desi: z.number().nonnegative().optional(),
  shippedQuantity: z.number().nonnegative(),
  deliveredQuantity: z.number().nonnegative(),
  cancelledQuantity: z.number().nonnegative(),
  returnRequestedQuantity: z.number().nonnegative(),
  returnedQuantity: z.number().nonnegative(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderAddressSchema = z.object({
  name: z.string(),
  phone: z.string(),
  /** İl and ilçe, from shared/src/geo. */
  province: z.string(),
  district: z.string(),
  address: z.string(),
  postalCode: z.string().optional(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** Where the invoice is addressed when it is not the delivery address (the invoice's name or title is the recipient). */
export const orderInvoiceAddressSchema = orderAddressSchema.pick({ province: true, district: true, address: true, postalCode: true });
export type OrderInvoiceAddress = z.infer<typeof orderInvoiceAddressSchema>;

/**
 * e-Arşiv needs the buyer's T.C. kimlik no (bireysel) or VKN and vergi dairesi (kurumsal); without
 * `address` the invoice goes to the delivery address.
 */
export const orderInvoiceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('INDIVIDUAL'), name: z.string(), tckn: z.string(), address: orderInvoiceAddressSchema.optional() }),
  z.object({
    kind: z.literal('CORPORATE'),
    companyName: z.string(),
    vkn: z.string(),
    taxOffice: z.string(),
    address: orderInvoiceAddressSchema.optional(),
  }),
]);
export type OrderInvoice = z.infer<typeof orderInvoiceSchema>;

export const orderTotalsSchema = z.object({
  subtotal: z.number().nonnegative(),
  discount: z.number().nonnegative(),
  cargo: z.number().nonnegative(),
  /** Kapıda ödeme fee. */
  codFee: z.number().nonnegative(),
  total: z.number().nonnegative(),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const actorSchema = z.object({ sub: z.string(), name: z.string() });
export type Actor = z.infer<typeof actorSchema>;

export const shipmentSchema = z.object({
  id: z.string(),
  carrierCode: z.string(),
  carrierName: z.string(),
  trackingNumber: z.string(),
  trackingUrl: z.string().optional(),
  desi: z.number().nonnegative().optional(),
  lines: z.array(z.object({ lineId: z.string(), quantity: z.number().positive() })).min(1),
  shippedAt: z.string(),
  deliveredAt: z.string().optional(),
  by: actorSchema,
});
export type Shipment = z.infer<typeof shipmentSchema>;

/** A payment taken or a refund given: both are records, never edited, so the money trail stays whole. */
export const paymentRecordSchema = z.object({
  id: z.string(),
  kind: z.enum(['PAYMENT', 'REFUND']),
  method: z.enum([...PAYMENT_METHODS, 'BANKA_HAVALESI']),
  amount: z.number().positive(),
  /** Dekont number, slip number, the refund's transfer reference… */
  reference: z.string().optional(),
  /** The refund's IBAN when it went by bank transfer. */
  iban: z.string().optional(),
  returnId: z.string().optional(),
  at: z.string(),
  by: actorSchema,
});
export type PaymentRecord = z.infer<typeof paymentRecordSchema>;

export const orderCustomerSchema = z.object({
  kind: z.enum(['member', 'guest']),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().optional(),
});

/**
 * The order's header item: lines, shipments and payments live in it (an order stays far below
 * DynamoDB's item size), so one conditional write on `version` moves all of them together. The
 * timeline lives beside it as event items in the same partition.
 */
export const orderSchema = z.object({
  /** The order number customers and staff quote (`#1001`), handed out in sequence. */
  id: z.string().min(1),
  customer: orderCustomerSchema,
  lines: z.array(orderLineSchema).min(1),
  shippingAddress: orderAddressSchema.optional(),
  invoice: orderInvoiceSchema.optional(),
  invoiceNumber: z.string().optional(),
  totals: orderTotalsSchema,
  /** totals.total, kept at the top level for the dashboard and the lists. */
  total: z.number().nonnegative(),
  couponCode: z.string().optional(),
  /** The carrier the shopper chose at checkout (Kargo Otomasyonu's code and name then); the first shipment is preset to it. */
  carrier: z.object({ code: z.string(), name: z.string() }).optional(),
  paymentMethod: z.enum(PAYMENT_METHODS),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  fulfillmentStatus: z.enum(FULFILLMENT_STATUSES),
  shipments: z.array(shipmentSchema),
  payments: z.array(paymentRecordSchema),
  /** Havale/EFT: unpaid after this moment, the scheduled job cancels the order. */
  paymentDueAt: z.string().optional(),
  cancelReason: z.string().optional(),
  /** The contract texts the shopper accepted at checkout (kind and version), kept as evidence. */
  acceptedContracts: z.array(z.object({ kind: z.string(), version: z.string(), acceptedAt: z.string() })).optional(),
  version: z.number().int().min(1),
  createdAt: z.string(),
  updatedAt: z.string().optional(),
});
export type Order = z.infer<typeof orderSchema>;

export const ORDER_EVENT_TYPES = [
  'PLACED',
  'CONFIRMED',
  'PAYMENT_RECEIVED',
  'PREPARING',
  'INVOICE_ISSUED',
  'SHIPPED',
  'DELIVERED',
  'COMPLETED',
  'CANCELLED',
  'REFUNDED',
  'NOTE',
  'STOCK',
  'EMAIL_SENT',
  'EMAIL_FAILED',
  'RETURN',
] as const;
export type OrderEventType = (typeof ORDER_EVENT_TYPES)[number];

/** One timeline entry. `message` is the Turkish sentence shown; `by` is absent for the system (the scheduled cancel, mail). */
export const orderEventSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  type: z.enum(ORDER_EVENT_TYPES),
  message: z.string(),
  note: z.string().optional(),
  /** A note the customer may see (their order page and e-mails); internal otherwise. */
  visibleToCustomer: z.boolean().optional(),
  by: actorSchema.optional(),
  at: z.string(),
});
export type OrderEvent = z.infer<typeof orderEventSchema>;

/** The first timeline entry of every order: placed by the customer (no staff member). */
export const placedEvent = (order: Pick<Order, 'id' | 'createdAt' | 'paymentMethod'>): OrderEvent => ({
  id: `${order.id}-PLACED`,
  orderId: order.id,
  type: 'PLACED',
  message: `Sipariş alındı (${PAYMENT_METHOD_LABELS[order.paymentMethod]}).`,
  at: order.createdAt,
});

/** GET /api/admin/order/{id}: the header and its timeline, newest event first. */
export const orderDetailSchema = orderSchema.extend({ events: z.array(orderEventSchema) });
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** A row of the order list (also what the list's finder items hold). */
export const orderSummarySchema = orderSchema.pick({
  id: true,
  customer: true,
  total: true,
  paymentMethod: true,
  status: true,
  paymentStatus: true,
  fulfillmentStatus: true,
  version: true,
  createdAt: true,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const ORDER_LIMITS = {
  /** Lines one order may hold: every line of an action is a level, a movement and its product's stock in one transaction (≤ 100 actions). */
  lines: 30,
  note: 1000,
  reason: 500,
  reference: 100,
  trackingNumber: 60,
  invoiceNumber: 40,
} as const;
