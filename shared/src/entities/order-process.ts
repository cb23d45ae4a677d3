import * as z from 'zod';
import type { Permission } from '../auth/permissions';
import { bool, enumOf, fieldError, int, list, num, object, requiredText, text } from '../schemas/common';
import { positiveMoneyAmount } from '../schemas/money';
import { ORDER_LIMITS, type Order, type OrderStatus } from './order';
import { QUANTITY_DECIMALS } from './stock-type';

/**
 * What staff can do to an order. The first seven are the API the issue pins; ISSUE_INVOICE,
 * COMPLETE and REFUND complete the process (an issued invoice forbids cancelling; a paid order
 * that is cancelled is refunded).
 */
export const ORDER_ACTIONS = ['CONFIRM', 'MARK_PAID', 'PREPARE', 'ISSUE_INVOICE', 'SHIP', 'DELIVER', 'COMPLETE', 'CANCEL', 'REFUND', 'NOTE'] as const;
export type OrderActionKind = (typeof ORDER_ACTIONS)[number];
export const ORDER_ACTION_LABELS: Record<OrderActionKind, string> = {
  CONFIRM: 'Onayla',
  MARK_PAID: 'Ödeme alındı',
  PREPARE: 'Hazırlanıyor',
  ISSUE_INVOICE: 'Fatura kesildi',
  SHIP: 'Kargoya ver',
  DELIVER: 'Teslim edildi',
  COMPLETE: 'Tamamla',
  CANCEL: 'İptal et',
  REFUND: 'Para iadesi',
  NOTE: 'Not ekle',
};

/** Money actions need `payments:manage` (ADMIN, ORDER_MANAGER); the rest `orders:manage`. */
export const ORDER_ACTION_PERMISSION: Record<OrderActionKind, Permission> = {
  CONFIRM: 'orders:manage',
  MARK_PAID: 'payments:manage',
  PREPARE: 'orders:manage',
  ISSUE_INVOICE: 'orders:manage',
  SHIP: 'orders:manage',
  DELIVER: 'orders:manage',
  COMPLETE: 'orders:manage',
  CANCEL: 'orders:manage',
  REFUND: 'payments:manage',
  NOTE: 'orders:manage',
};

/**
 * The order process, one table like Vendure's default-order-process: which actions each status
 * allows. MARK_PAID, REFUND and NOTE move money or write the timeline, not the status; the guards
 * in `orderActionRefusal` add what depends on more than the status (an issued invoice, shipped lines,
 * the payment state).
 */
export const ORDER_PROCESS: Record<OrderStatus, readonly OrderActionKind[]> = {
  AWAITING_APPROVAL: ['CONFIRM', 'MARK_PAID', 'CANCEL', 'NOTE'],
  CONFIRMED: ['PREPARE', 'SHIP', 'MARK_PAID', 'ISSUE_INVOICE', 'CANCEL', 'NOTE'],
  PREPARING: ['SHIP', 'MARK_PAID', 'ISSUE_INVOICE', 'CANCEL', 'NOTE'],
  PARTIALLY_SHIPPED: ['SHIP', 'DELIVER', 'MARK_PAID', 'ISSUE_INVOICE', 'NOTE'],
  SHIPPED: ['DELIVER', 'MARK_PAID', 'ISSUE_INVOICE', 'NOTE'],
  DELIVERED: ['COMPLETE', 'MARK_PAID', 'ISSUE_INVOICE', 'REFUND', 'NOTE'],
  COMPLETED: ['REFUND', 'NOTE'],
  CANCELLED: ['REFUND', 'NOTE'],
};

const IMPOSSIBLE: Record<OrderActionKind, string> = {
  CONFIRM: 'Yalnızca onay bekleyen bir sipariş onaylanabilir.',
  MARK_PAID: 'Bu siparişin ödemesi alınmış olarak işaretlenemez.',
  PREPARE: 'Yalnızca onaylanmış bir sipariş hazırlanmaya alınabilir.',
  ISSUE_INVOICE: 'Bu sipariş için fatura kesilemez.',
  SHIP: 'Bu sipariş şu an kargoya verilemez.',
  DELIVER: 'Kargoya verilmemiş bir sipariş teslim edildi olarak işaretlenemez.',
  COMPLETE: 'Yalnızca teslim edilmiş bir sipariş tamamlanabilir.',
  CANCEL: 'Kargoya verilmiş, teslim edilmiş ya da tamamlanmış bir sipariş iptal edilemez; iade oluşturun.',
  REFUND: 'Bu sipariş için para iadesi kaydedilemez.',
  NOTE: 'Bu siparişe not eklenemez.',
};

/** A quantity kept to the finest unit step (QUANTITY_DECIMALS), so 0.3 + 0.6 of a 0.9 kg line leaves nothing, not 1e-16. */
export const roundQuantity = (value: number): number => Math.round(value * 10 ** QUANTITY_DECIMALS) / 10 ** QUANTITY_DECIMALS;
/** What is left to ship of a line: ordered, less cancelled and already shipped. */
export const unshippedOf = (line: Order['lines'][number]): number => roundQuantity(line.quantity - line.cancelledQuantity - line.shippedQuantity);
/** Money taken less money given back. */
export const paidBalanceOf = (order: Pick<Order, 'payments'>): number =>
  Math.round(order.payments.reduce((sum, p) => sum + (p.kind === 'PAYMENT' ? p.amount : -p.amount), 0) * 100) / 100;

/**
 * Why `action` cannot be applied to `order` now (a Turkish sentence for the 409), or undefined when it
 * can. Pure: the server checks it under the order's version, the detail page uses it to offer buttons.
 */
export const orderActionRefusal = (order: Order, action: OrderActionKind): string | undefined => {
  if (!ORDER_PROCESS[order.status].includes(action)) return IMPOSSIBLE[action];
  switch (action) {
    case 'MARK_PAID':
      return order.paymentStatus === 'AWAITING_PAYMENT' ? undefined : 'Bu siparişin ödemesi zaten kaydedilmiş.';
    case 'ISSUE_INVOICE':
      return order.invoiceNumber ? 'Bu siparişin faturası zaten kesilmiş.' : undefined;
    case 'SHIP':
      if (order.paymentMethod === 'HAVALE_EFT' && order.paymentStatus !== 'PAID')
        return 'Havale/EFT ile ödenen bir sipariş, ödemesi alınmadan kargoya verilemez.';
      return order.lines.some((l) => unshippedOf(l) > 0) ? undefined : 'Bu siparişte kargoya verilecek ürün kalmadı.';
    case 'CANCEL':
      if (order.invoiceNumber) return 'Faturası kesilmiş bir sipariş iptal edilemez; iade oluşturun.';
      return undefined;
    case 'COMPLETE':
      return order.paymentStatus === 'AWAITING_PAYMENT' ? 'Ödemesi alınmamış bir sipariş tamamlanamaz.' : undefined;
    case 'REFUND':
      return paidBalanceOf(order) > 0 ? undefined : 'Bu siparişte iade edilecek ödeme yok.';
    default:
      return undefined;
  }
};

/** The actions a staff member holding `can` may take on `order` now, in the table's order. */
export const availableOrderActions = (order: Order, can: (permission: Permission) => boolean): OrderActionKind[] =>
  ORDER_ACTIONS.filter((a) => can(ORDER_ACTION_PERMISSION[a]) && orderActionRefusal(order, a) === undefined);

const quantity = () => num(0.001, 1_000_000);
const version = () => int(1, Number.MAX_SAFE_INTEGER);

/** POST /api/admin/order/{id}/actions: one action, conditioned on the order's `version` as read. */
export const orderActionSchema = z.discriminatedUnion(
  'action',
  [
    object({ action: z.literal('CONFIRM'), version: version() }),
    object({
      action: z.literal('MARK_PAID'),
      version: version(),
      reference: text(ORDER_LIMITS.reference).optional(),
    }),
    object({ action: z.literal('PREPARE'), version: version() }),
    object({
      action: z.literal('ISSUE_INVOICE'),
      version: version(),
      invoiceNumber: requiredText(undefined, ORDER_LIMITS.invoiceNumber),
    }),
    object({
      action: z.literal('SHIP'),
      version: version(),
      carrierCode: requiredText(undefined, 40),
      trackingNumber: requiredText(undefined, ORDER_LIMITS.trackingNumber).regex(/^[A-Za-z0-9-]+$/, {
        error: 'trackingNumber yalnızca harf, rakam ve tire içerebilir.',
      }),
      desi: num(0, 10_000).optional(),
      lines: list(object({ lineId: requiredText(undefined, 80), quantity: quantity() }), ORDER_LIMITS.lines).min(1, {
        error: 'lines en az bir satır içermelidir.',
      }),
    }),
    object({ action: z.literal('DELIVER'), version: version(), shipmentId: text(80).optional() }),
    object({ action: z.literal('COMPLETE'), version: version() }),
    object({ action: z.literal('CANCEL'), version: version(), reason: requiredText(undefined, ORDER_LIMITS.reason) }),
    object({
      action: z.literal('REFUND'),
      version: version(),
      amount: positiveMoneyAmount(100_000_000),
      method: enumOf(['ORIGINAL', 'BANKA_HAVALESI']),
      iban: text(40).optional(),
      reference: text(ORDER_LIMITS.reference).optional(),
    }),
    object({
      action: z.literal('NOTE'),
      version: version(),
      note: requiredText(undefined, ORDER_LIMITS.note),
      visibleToCustomer: bool().default(false),
    }),
  ],
  { error: fieldError },
);
export type OrderAction = z.infer<typeof orderActionSchema>;
