/**
 * The customer e-mails an order sends (functions/src/email/order-mail-templates.ts), here so the
 * order's timeline can name which one was sent or failed, and the back office show it.
 */
export const ORDER_MAIL_KINDS = [
  'ORDER_RECEIVED',
  'ORDER_CONFIRMED',
  'ORDER_SHIPPED',
  'ORDER_DELIVERED',
  'ORDER_CANCELLED',
  'RETURN_APPROVED',
  'REFUNDED',
] as const;
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number];

/** How the back office names each e-mail (the timeline: "Müşteriye e-posta: Kargoya verildi"). */
export const ORDER_MAIL_LABELS: Record<OrderMailKind, string> = {
  ORDER_RECEIVED: 'Sipariş alındı',
  ORDER_CONFIRMED: 'Sipariş onaylandı',
  ORDER_SHIPPED: 'Kargoya verildi',
  ORDER_DELIVERED: 'Teslim edildi',
  ORDER_CANCELLED: 'Sipariş iptal edildi',
  RETURN_APPROVED: 'İade onaylandı',
  REFUNDED: 'Ücret iadesi yapıldı',
};
