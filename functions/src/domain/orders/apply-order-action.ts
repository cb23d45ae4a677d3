import { isValidIBAN, electronicFormatIBAN } from 'ibantools';
import {
  FULFILLMENT_STATUSES,
  isPaidOnDelivery,
  orderActionRefusal,
  paidBalanceOf,
  roundQuantity,
  unshippedOf,
  PAYMENT_METHOD_LABELS,
  type Actor,
  type FulfillmentStatus,
  type Order,
  type OrderAction,
  type OrderEvent,
  type OrderEventType,
  type OrderLine,
  type OrderMailKind,
  type PaymentRecord,
  type Shipment,
} from '@shop/shared';
import { conflict, invalid } from '../domain-error';
import type { LineStockStep } from './order-stock';

/** A carrier the shop ships with (Kargo Otomasyonu), as the SHIP action needs it. */
export interface ShippingCarrier {
  readonly code: string;
  readonly name: string;
  /** The carrier's tracking page for a number, when it has one. */
  readonly trackingUrl: (trackingNumber: string) => string | undefined;
}

export interface ActionContext {
  readonly now: string;
  readonly actor: Actor;
  readonly newId: () => string;
  /** The active carrier the SHIP action names, or undefined when there is none by that code. */
  readonly carrier?: ShippingCarrier;
}

/** What an action does to stock: per line, the ledger kind and quantity (sold at shipment, released on cancel). */
export type OrderStockStep = LineStockStep<'SALE' | 'RELEASE'>;

export interface ActionOutcome {
  readonly order: Order;
  readonly events: OrderEvent[];
  readonly stock: OrderStockStep[];
  /** The customer e-mail the action sends (through the outbox, after the transaction). */
  readonly mail?: OrderMailKind;
}

const money = (amount: number) => amount.toLocaleString('tr-TR', { style: 'currency', currency: 'TRY' });
const qty = (n: number) => n.toLocaleString('tr-TR');
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The fulfilment axis, from the lines' counters (never set by hand). */
export const fulfillmentOf = (lines: readonly OrderLine[]): FulfillmentStatus => {
  const ordered = roundQuantity(lines.reduce((s, l) => s + l.quantity - l.cancelledQuantity, 0));
  const shipped = roundQuantity(lines.reduce((s, l) => s + l.shippedQuantity, 0));
  const delivered = roundQuantity(lines.reduce((s, l) => s + l.deliveredQuantity, 0));
  if (shipped === 0) return FULFILLMENT_STATUSES[0];
  if (ordered > 0 && delivered >= ordered) return 'DELIVERED';
  if (delivered > 0) return 'PARTIALLY_DELIVERED';
  return shipped >= ordered ? 'SHIPPED' : 'PARTIALLY_SHIPPED';
};

/**
 * Applies one staff action to an order: the next order (version + 1), its timeline entries, the
 * stock it moves and the e-mail it sends. Pure; refuses with `conflict` (409) when the process
 * table or a guard forbids the action now, `invalid` (400, naming the field) for bad quantities.
 */
export const applyOrderAction = (order: Order, action: OrderAction, ctx: ActionContext): ActionOutcome => {
  if (action.version !== order.version)
    throw conflict('Sipariş siz bakarken başka biri tarafından değiştirildi. Güncel hâlini yükleyip tekrar deneyin.');
  const refusal = orderActionRefusal(order, action.action);
  if (refusal) throw conflict(refusal);

  // Entries of one action share their time; the id's leading sequence keeps them in the order written.
  let sequence = 0;
  const event = (type: OrderEventType, message: string, extra: Partial<OrderEvent> = {}): OrderEvent => ({
    id: `${sequence++}-${ctx.newId()}`,
    orderId: order.id,
    type,
    message,
    by: ctx.actor,
    at: ctx.now,
    ...extra,
  });
  const next = (changes: Partial<Order>): Order => ({ ...order, ...changes, version: order.version + 1, updatedAt: ctx.now });

  switch (action.action) {
    case 'CONFIRM':
      return { order: next({ status: 'CONFIRMED' }), events: [event('CONFIRMED', 'Sipariş onaylandı.')], stock: [], mail: 'ORDER_CONFIRMED' };
    case 'PREPARE':
      return { order: next({ status: 'PREPARING' }), events: [event('PREPARING', 'Sipariş hazırlanıyor.')], stock: [] };
    case 'ISSUE_INVOICE':
      return {
        order: next({ invoiceNumber: action.invoiceNumber }),
        events: [event('INVOICE_ISSUED', `Fatura kesildi: ${action.invoiceNumber}. Sipariş artık iptal edilemez, yalnızca iade edilebilir.`)],
        stock: [],
      };
    case 'MARK_PAID': {
      // A free order (total 0) becomes paid without a record: a payment of nothing proves nothing.
      const amount = round2(order.total - paidBalanceOf(order));
      const payment: PaymentRecord | undefined =
        amount > 0
          ? {
              id: ctx.newId(),
              kind: 'PAYMENT',
              method: order.paymentMethod,
              amount,
              ...(action.reference ? { reference: action.reference } : {}),
              at: ctx.now,
              by: ctx.actor,
            }
          : undefined;
      const ref = action.reference ? ` (referans: ${action.reference})` : '';
      return {
        order: next({ paymentStatus: 'PAID', payments: payment ? [...order.payments, payment] : order.payments }),
        events: [event('PAYMENT_RECEIVED', `${money(amount)} ödeme alındı, ${PAYMENT_METHOD_LABELS[order.paymentMethod]}${ref}.`)],
        stock: [],
      };
    }
    case 'SHIP':
      return ship(order, action, ctx, event, next);
    case 'DELIVER':
      return deliver(order, action, ctx, event, next);
    case 'COMPLETE':
      return { order: next({ status: 'COMPLETED' }), events: [event('COMPLETED', 'Sipariş tamamlandı.')], stock: [] };
    case 'CANCEL': {
      const stock: OrderStockStep[] = order.lines
        .filter((line) => unshippedOf(line) > 0)
        .map((line) => ({ line, kind: 'RELEASE' as const, quantity: unshippedOf(line) }));
      const lines = order.lines.map((line) => ({
        ...line,
        cancelledQuantity: roundQuantity(line.cancelledQuantity + Math.max(0, unshippedOf(line))),
      }));
      const released = stock.map((s) => `${s.line.sku} × ${qty(s.quantity)}`).join(', ');
      return {
        order: next({
          status: 'CANCELLED',
          lines,
          cancelReason: action.reason,
          paymentStatus: order.paymentStatus === 'AWAITING_PAYMENT' ? 'VOIDED' : order.paymentStatus,
        }),
        events: [
          event('CANCELLED', 'Sipariş iptal edildi.', { note: action.reason }),
          ...(stock.length > 0 ? [event('STOCK', `Ayrılan stok serbest bırakıldı: ${released}.`)] : []),
        ],
        stock,
        mail: 'ORDER_CANCELLED',
      };
    }
    case 'REFUND': {
      const balance = paidBalanceOf(order);
      if (action.amount > balance) throw invalid(`amount, iade edilebilecek tutarı (${money(balance)}) aşamaz.`, 'amount');
      const iban = action.method === 'BANKA_HAVALESI' ? electronicFormatIBAN(action.iban ?? '') : undefined;
      if (action.method === 'BANKA_HAVALESI' && (!iban || !iban.startsWith('TR') || !isValidIBAN(iban)))
        throw invalid('iban geçerli bir TR IBAN olmalıdır (TR ile başlayan 26 karakter).', 'iban');
      const refund: PaymentRecord = {
        id: ctx.newId(),
        kind: 'REFUND',
        method: action.method === 'BANKA_HAVALESI' ? 'BANKA_HAVALESI' : order.paymentMethod,
        amount: action.amount,
        ...(iban ? { iban } : {}),
        ...(action.reference ? { reference: action.reference } : {}),
        at: ctx.now,
        by: ctx.actor,
      };
      const after = round2(balance - action.amount);
      return {
        order: next({ payments: [...order.payments, refund], paymentStatus: after === 0 ? 'REFUNDED' : 'PARTIALLY_REFUNDED' }),
        events: [event('REFUNDED', `${money(action.amount)} iade edildi (${iban ? `banka havalesi, ${iban}` : 'ödeme yöntemine'}).`)],
        stock: [],
        mail: 'REFUNDED',
      };
    }
    case 'NOTE':
      return {
        order: next({}),
        events: [
          event('NOTE', action.visibleToCustomer ? 'Müşterinin görebileceği not eklendi.' : 'İç not eklendi.', {
            note: action.note,
            visibleToCustomer: action.visibleToCustomer,
          }),
        ],
        stock: [],
      };
  }
};

type EventOf = (type: OrderEventType, message: string, extra?: Partial<OrderEvent>) => OrderEvent;
type NextOf = (changes: Partial<Order>) => Order;

const ship = (order: Order, action: Extract<OrderAction, { action: 'SHIP' }>, ctx: ActionContext, event: EventOf, next: NextOf): ActionOutcome => {
  if (!ctx.carrier) throw invalid('carrierCode: bu kargo firması tanımlı değil ya da etkin değil.', 'carrierCode');
  const wanted = new Map<string, number>();
  action.lines.forEach((l, i) => {
    if (wanted.has(l.lineId)) throw invalid(`lines.${i}.lineId: aynı satır bir gönderide iki kez yazılamaz.`, `lines.${i}.lineId`);
    const line = order.lines.find((o) => o.id === l.lineId);
    if (!line) throw invalid(`lines.${i}.lineId: siparişte böyle bir satır yok.`, `lines.${i}.lineId`);
    if (l.quantity > unshippedOf(line))
      throw invalid(`lines.${i}.quantity, kargoya verilmemiş miktarı (${qty(unshippedOf(line))}) aşamaz.`, `lines.${i}.quantity`);
    wanted.set(l.lineId, l.quantity);
  });
  const lines = order.lines.map((line) => ({ ...line, shippedQuantity: roundQuantity(line.shippedQuantity + (wanted.get(line.id) ?? 0)) }));
  const trackingUrl = ctx.carrier.trackingUrl(action.trackingNumber);
  const shipment: Shipment = {
    id: ctx.newId(),
    carrierCode: ctx.carrier.code,
    carrierName: ctx.carrier.name,
    trackingNumber: action.trackingNumber,
    ...(trackingUrl ? { trackingUrl } : {}),
    ...(action.desi !== undefined ? { desi: action.desi } : {}),
    lines: action.lines.map((l) => ({ lineId: l.lineId, quantity: l.quantity })),
    shippedAt: ctx.now,
    by: ctx.actor,
  };
  const fulfillmentStatus = fulfillmentOf(lines);
  const stock = order.lines.filter((l) => wanted.has(l.id)).map((line) => ({ line, kind: 'SALE' as const, quantity: wanted.get(line.id) ?? 0 }));
  // Everything left is on its way, even if an earlier parcel has already been delivered.
  const all = lines.every((l) => unshippedOf(l) <= 0);
  return {
    order: next({ lines, shipments: [...order.shipments, shipment], fulfillmentStatus, status: all ? 'SHIPPED' : 'PARTIALLY_SHIPPED' }),
    events: [
      event('SHIPPED', `${all ? 'Sipariş' : 'Siparişin bir kısmı'} kargoya verildi: ${ctx.carrier.name}, takip no ${action.trackingNumber}.`),
      event('STOCK', `Stoktan düşüldü: ${stock.map((s) => `${s.line.sku} × ${qty(s.quantity)}`).join(', ')}.`),
    ],
    stock,
    mail: 'ORDER_SHIPPED',
  };
};

const deliver = (
  order: Order,
  action: Extract<OrderAction, { action: 'DELIVER' }>,
  ctx: ActionContext,
  event: EventOf,
  next: NextOf,
): ActionOutcome => {
  const open = order.shipments.filter((s) => !s.deliveredAt);
  const chosen = action.shipmentId ? open.filter((s) => s.id === action.shipmentId) : open;
  if (chosen.length === 0)
    throw action.shipmentId
      ? invalid('shipmentId: teslim edilmemiş böyle bir gönderi yok.', 'shipmentId')
      : conflict('Teslim edilecek gönderi kalmadı.');
  const delivered = new Map<string, number>();
  for (const s of chosen) for (const l of s.lines) delivered.set(l.lineId, (delivered.get(l.lineId) ?? 0) + l.quantity);
  const ids = new Set(chosen.map((s) => s.id));
  const lines = order.lines.map((line) => ({ ...line, deliveredQuantity: roundQuantity(line.deliveredQuantity + (delivered.get(line.id) ?? 0)) }));
  const shipments = order.shipments.map((s) => (ids.has(s.id) ? { ...s, deliveredAt: ctx.now } : s));
  const fulfillmentStatus = fulfillmentOf(lines);
  const all = fulfillmentStatus === 'DELIVERED';
  // Kapıda ödeme: the carrier collected the money at the door when the last parcel arrived.
  const collect = all && order.paymentStatus === 'AWAITING_PAYMENT' && isPaidOnDelivery(order.paymentMethod);
  const payment: PaymentRecord | undefined =
    collect && order.total > 0
      ? {
          id: ctx.newId(),
          kind: 'PAYMENT',
          method: order.paymentMethod,
          amount: order.total,
          reference: 'Kapıda tahsilat',
          at: ctx.now,
          by: ctx.actor,
        }
      : undefined;
  return {
    order: next({
      lines,
      shipments,
      fulfillmentStatus,
      status: all ? 'DELIVERED' : order.status,
      ...(collect ? { payments: payment ? [...order.payments, payment] : order.payments, paymentStatus: 'PAID' as const } : {}),
    }),
    events: [
      event('DELIVERED', all ? 'Sipariş teslim edildi.' : 'Bir gönderi teslim edildi.'),
      ...(payment
        ? [event('PAYMENT_RECEIVED', `${money(payment.amount)} kapıda tahsil edildi (${PAYMENT_METHOD_LABELS[order.paymentMethod]}).`)]
        : []),
    ],
    stock: [],
    mail: 'ORDER_DELIVERED',
  };
};
