/** The customer e-mails an order sends (functions/src/email renders each one). */
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
