import { timingSafeEqual } from 'node:crypto';
import { formatIban, PAYMENT_METHOD_LABELS, type Order, type OrderConfirmationAnswer } from '@shop/shared';
import { getCargoSettings } from '../../repositories/cargo-settings-repository';
import { getConfirmationHash } from '../../repositories/cart-repository';
import { getGeneralSettings } from '../../repositories/general-settings-repository';
import { getOrder } from '../../repositories/order-repository';
import { tokenHash } from './checkout';

/** Whether `token` is the order's: its hash against the stored one, compared in constant time. */
const tokenMatches = (token: string, stored: string): boolean => {
  const given = Buffer.from(tokenHash(token));
  const expected = Buffer.from(stored);
  return given.length === expected.length && timingSafeEqual(given, expected);
};

const nextStepsFor = (order: Order, days: number): string => {
  if (order.status === 'CANCELLED') return 'Bu sipariş iptal edildi.';
  if (order.paymentMethod === 'HAVALE_EFT' && order.paymentStatus === 'AWAITING_PAYMENT')
    return `Ödemenizi ${days} gün içinde aşağıdaki hesaplardan birine, açıklamaya sipariş numaranızı yazarak gönderin. Ödemeniz ulaşınca siparişiniz onaylanır ve hazırlanır; ödenmeyen sipariş süre sonunda iptal edilir.`;
  if (order.paymentMethod !== 'HAVALE_EFT')
    return 'Siparişiniz onaylandığında e-posta ile haber vereceğiz; kargoya verildiğinde takip numarasını göndereceğiz. Ödemeyi teslimatta kapıda yapacaksınız.';
  return 'Siparişiniz hazırlanıyor; kargoya verildiğinde takip numarasını e-posta ile göndereceğiz.';
};

/** The order for its confirmation page, or undefined for an unknown order or a token that is not its own (the same answer). */
export const orderConfirmation = async (orderNo: string, token: string): Promise<OrderConfirmationAnswer | undefined> => {
  const [order, stored] = await Promise.all([getOrder(orderNo), getConfirmationHash(orderNo)]);
  if (!order || !stored || !tokenMatches(token, stored)) return undefined;
  const havale = order.paymentMethod === 'HAVALE_EFT';
  const [settings, bankAccounts] = await Promise.all([getCargoSettings(), havale ? getGeneralSettings().then((g) => g.bankAccounts) : []]);
  return {
    orderNo: order.id,
    createdAt: order.createdAt,
    status: order.status,
    paymentStatus: order.paymentStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    lines: order.lines.map((l) => ({
      name: l.name,
      optionsLabel: l.optionLabel,
      sku: l.sku,
      ...(l.imageUrl ? { imageUrl: l.imageUrl } : {}),
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      lineTotal: l.total,
    })),
    totals: order.totals,
    ...(order.couponCode ? { couponCode: order.couponCode } : {}),
    paymentMethod: order.paymentMethod,
    paymentMethodLabel: PAYMENT_METHOD_LABELS[order.paymentMethod],
    ...(order.carrier ? { carrierName: order.carrier.name } : {}),
    bankAccounts: bankAccounts.map((a) => ({ bank: a.bank, accountName: a.accountName, iban: formatIban(a.iban) })),
    ...(havale ? { paymentReference: `Sipariş #${order.id}` } : {}),
    ...(order.paymentDueAt ? { paymentDueAt: order.paymentDueAt } : {}),
    email: order.customer.email,
    nextSteps: nextStepsFor(order, settings.havalePaymentDays),
  };
};
