import { formatIban, type BankAccount, type Order, type OrderMailItem } from '@shop/shared';
import type { OrderMailFacts } from '../../email/order-mail-templates';

/**
 * The name the e-mails sign with. The shop keeps no name in its settings yet (the storefront's
 * title is "Mağaza" too); when it does, read it here.
 */
export const SHOP_NAME = 'Mağaza';

/**
 * What an order e-mail says, from the order as it is when the e-mail goes out: the latest shipment
 * (ORDER_SHIPPED), the latest refund (REFUNDED), the cancel reason, and for havale/EFT the shop's bank
 * accounts (Kargo Otomasyonu; with none, the template asks the customer to get in touch).
 */
export const orderMailFacts = (
  order: Order,
  mail: Pick<OrderMailItem, 'kind' | 'returnCode'>,
  bankAccounts: readonly BankAccount[] = [],
): OrderMailFacts => {
  const shipment = order.shipments.at(-1);
  const refund = order.payments.filter((p) => p.kind === 'REFUND').at(-1);
  return {
    orderNumber: `#${order.id}`,
    customerName: order.customer.name,
    email: order.customer.email,
    lines: order.lines.map((line) => ({
      name: line.name,
      ...(line.optionLabel ? { optionLabel: line.optionLabel } : {}),
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      total: line.total,
    })),
    totals: order.totals,
    paymentMethod: order.paymentMethod,
    shopName: SHOP_NAME,
    placedAt: order.createdAt,
    ...(bankAccounts.length > 0
      ? { bankAccounts: bankAccounts.map((a) => ({ bankName: a.bank, accountHolder: a.accountName, iban: formatIban(a.iban) })) }
      : {}),
    ...(order.paymentDueAt ? { paymentDueAt: order.paymentDueAt } : {}),
    ...(mail.kind === 'ORDER_SHIPPED' && shipment
      ? {
          carrier: shipment.carrierName,
          trackingNumber: shipment.trackingNumber,
          ...(shipment.trackingUrl ? { trackingUrl: shipment.trackingUrl } : {}),
        }
      : {}),
    ...(order.cancelReason ? { cancelReason: order.cancelReason } : {}),
    ...(mail.returnCode ? { returnCode: mail.returnCode } : {}),
    ...(mail.kind === 'REFUNDED' && refund
      ? { refundAmount: refund.amount, refundMethod: refund.method === 'BANKA_HAVALESI' ? ('BANK_TRANSFER' as const) : ('ORIGINAL_PAYMENT' as const) }
      : {}),
  };
};
