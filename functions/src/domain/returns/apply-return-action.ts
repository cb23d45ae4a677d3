import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import {
  RETURN_STATUS_LABELS,
  nextReturnStatus,
  paidBalanceOf,
  receivedStatus,
  returnActionRefusal,
  type Actor,
  type Order,
  type OrderEvent,
  type OrderEventType,
  type OrderLine,
  type PaymentRecord,
  type Return,
  type ReturnAction,
  type ReturnLine,
  type ReturnStatus,
} from '@shop/shared';
import { conflict, invalid } from '../domain-error';
import type { LineStockStep } from '../orders/order-stock';

export const STALE_RETURN = 'İade siz bakarken başka biri tarafından değiştirildi. Güncel hâlini yükleyip tekrar deneyin.';

export interface ReturnActionContext {
  readonly now: string;
  readonly actor: Actor;
  readonly newId: () => string;
}

/** The outbox e-mail an action sends, with what its template needs beyond the order. */
export type ReturnMail =
  | { readonly kind: 'RETURN_APPROVED'; readonly returnId: string; readonly returnCode: string }
  | {
      readonly kind: 'REFUNDED';
      readonly returnId: string;
      readonly refundAmount: number;
      readonly refundMethod: 'ORIGINAL_PAYMENT' | 'BANK_TRANSFER';
    };

export interface ReturnActionOutcome {
  readonly ret: Return;
  readonly order: Order;
  readonly events: OrderEvent[];
  /** RETURN movements: restocked quantities only, each into the warehouse chosen for its line. */
  readonly restock: LineStockStep<'RETURN'>[];
  readonly mail?: ReturnMail;
}

const money = (amount: number) => amount.toLocaleString('tr-TR', { style: 'currency', currency: 'TRY' });
const qty = (n: number) => n.toLocaleString('tr-TR');
const round2 = (n: number) => Math.round(n * 100) / 100;

/** The sellable part of what arrived: what goes back to stock when the line is restocked. */
export const restockedOf = (line: Pick<ReturnLine, 'receivedQuantity' | 'damagedQuantity' | 'restock'>): number =>
  line.restock ? Math.max(0, line.receivedQuantity - line.damagedQuantity) : 0;

/**
 * Applies one staff action to a return and the order it belongs to: the next return (version + 1),
 * the next order (counters, a refund record), the order's timeline entry, the stock that comes back
 * and the e-mail to send. Pure; `conflict` (409) for a stale version or a move the process table
 * refuses, `invalid` (400, naming the field) for quantities, warehouses or money it cannot take.
 */
export const applyReturnAction = (ret: Return, order: Order, action: ReturnAction, ctx: ReturnActionContext): ReturnActionOutcome => {
  if (action.version !== ret.version) throw conflict(STALE_RETURN);
  const refusal = returnActionRefusal(ret.status, action.action);
  if (refusal) throw conflict(refusal);
  const target = nextReturnStatus(ret.status, action.action) as ReturnStatus;

  const orderEvent = (type: OrderEventType, message: string, note?: string): OrderEvent => ({
    id: `0-${ctx.newId()}`,
    orderId: order.id,
    type,
    message,
    ...(note ? { note } : {}),
    by: ctx.actor,
    at: ctx.now,
  });
  const nextReturn = (status: ReturnStatus, message: string, changes: Partial<Return> = {}, note?: string): Return => ({
    ...ret,
    ...changes,
    status,
    events: [...ret.events, { status, message, ...(note ? { note } : {}), by: ctx.actor, at: ctx.now }],
    version: ret.version + 1,
    updatedAt: ctx.now,
  });
  const nextOrder = (changes: Partial<Order> = {}): Order => ({ ...order, ...changes, version: order.version + 1, updatedAt: ctx.now });
  /** Moves the order's counters of this return's lines: `requested` and `returned` per line id. */
  const counted = (change: (line: ReturnLine) => { requested: number; returned: number }): OrderLine[] => {
    const byId = new Map(ret.lines.map((l) => [l.orderLineId, change(l)]));
    return order.lines.map((line) => {
      const c = byId.get(line.id);
      if (!c) return line;
      return {
        ...line,
        returnRequestedQuantity: Math.max(0, line.returnRequestedQuantity + c.requested),
        returnedQuantity: line.returnedQuantity + c.returned,
      };
    });
  };
  const said = (message: string) => `İade ${ret.id}: ${message}`;

  switch (action.action) {
    case 'APPROVE':
      return {
        ret: nextReturn(target, `İade onaylandı, iade kargo kodu ${action.returnCode}.`, { returnCode: action.returnCode }),
        order: nextOrder(),
        events: [orderEvent('RETURN', said(`onaylandı, iade kargo kodu ${action.returnCode}.`))],
        restock: [],
        mail: { kind: 'RETURN_APPROVED', returnId: ret.id, returnCode: action.returnCode },
      };
    case 'REJECT':
      return {
        ret: nextReturn(target, 'İade reddedildi.', { rejectReason: action.reason }, action.reason),
        order: nextOrder({ lines: counted((l) => ({ requested: -l.quantity, returned: 0 })) }),
        events: [orderEvent('RETURN', said('reddedildi.'), action.reason)],
        restock: [],
      };
    case 'CANCEL':
      return {
        ret: nextReturn(target, 'İade iptal edildi.'),
        order: nextOrder({ lines: counted((l) => ({ requested: -l.quantity, returned: 0 })) }),
        events: [orderEvent('RETURN', said('iptal edildi.'))],
        restock: [],
      };
    case 'MARK_IN_TRANSIT':
      return {
        ret: nextReturn(target, 'İade kargosu yolda.'),
        order: nextOrder(),
        events: [orderEvent('RETURN', said('kargo yolda.'))],
        restock: [],
      };
    case 'CLOSE':
      return {
        ret: nextReturn(target, 'İade kapatıldı.'),
        order: nextOrder(),
        events: [orderEvent('RETURN', said('kapatıldı.'))],
        restock: [],
      };
    case 'RECEIVE':
      return receive(ret, order, action, { nextReturn, nextOrder, counted, orderEvent, said });
    case 'REFUND':
      return refund(ret, order, action, ctx, { nextReturn, nextOrder, orderEvent, said, target });
  }
};

interface Builders {
  readonly nextReturn: (status: ReturnStatus, message: string, changes?: Partial<Return>, note?: string) => Return;
  readonly nextOrder: (changes?: Partial<Order>) => Order;
  readonly orderEvent: (type: OrderEventType, message: string, note?: string) => OrderEvent;
  readonly said: (message: string) => string;
}

const receive = (
  ret: Return,
  order: Order,
  action: Extract<ReturnAction, { action: 'RECEIVE' }>,
  b: Builders & { readonly counted: (change: (line: ReturnLine) => { requested: number; returned: number }) => OrderLine[] },
): ReturnActionOutcome => {
  const given = new Map<string, (typeof action.lines)[number]>();
  action.lines.forEach((l, i) => {
    const field = `lines.${i}`;
    if (given.has(l.orderLineId)) throw invalid(`${field}.orderLineId: aynı satır iki kez yazılamaz.`, `${field}.orderLineId`);
    const line = ret.lines.find((r) => r.orderLineId === l.orderLineId);
    if (!line) throw invalid(`${field}.orderLineId: bu iadede böyle bir satır yok.`, `${field}.orderLineId`);
    if (l.receivedQuantity > line.quantity)
      throw invalid(`${field}.receivedQuantity, iade edilen miktarı (${qty(line.quantity)}) aşamaz.`, `${field}.receivedQuantity`);
    if (l.damagedQuantity > l.receivedQuantity) throw invalid(`${field}.damagedQuantity, teslim alınan miktarı aşamaz.`, `${field}.damagedQuantity`);
    given.set(l.orderLineId, l);
  });
  const lines: ReturnLine[] = ret.lines.map((line) => {
    const g = given.get(line.orderLineId);
    const orderLine = order.lines.find((o) => o.id === line.orderLineId);
    const warehouseId = g?.warehouseId ?? orderLine?.warehouseId;
    return {
      ...line,
      receivedQuantity: g?.receivedQuantity ?? 0,
      damagedQuantity: g?.damagedQuantity ?? 0,
      restock: g?.restock ?? false,
      ...(g?.restock && warehouseId ? { restockWarehouseId: warehouseId } : {}),
    };
  });
  const received = new Map(lines.map((l) => [l.orderLineId, l.receivedQuantity]));
  const restock: LineStockStep<'RETURN'>[] = [];
  for (const line of lines) {
    const quantity = restockedOf(line);
    const orderLine = order.lines.find((o) => o.id === line.orderLineId);
    if (quantity > 0 && orderLine)
      restock.push({ line: { ...orderLine, warehouseId: line.restockWarehouseId ?? orderLine.warehouseId }, kind: 'RETURN', quantity });
  }
  const status = receivedStatus(lines);
  const what = lines
    .map((l) => `${l.sku} × ${qty(l.receivedQuantity)}${l.damagedQuantity > 0 ? ` (${qty(l.damagedQuantity)} hasarlı)` : ''}`)
    .join(', ');
  const stocked = restock.map((s) => `${s.line.sku} × ${qty(s.quantity)}`).join(', ');
  return {
    ret: b.nextReturn(status, `${RETURN_STATUS_LABELS[status]}: ${what}.`, { lines }),
    order: b.nextOrder({ lines: b.counted((l) => ({ requested: -l.quantity, returned: received.get(l.orderLineId) ?? 0 })) }),
    events: [
      b.orderEvent('RETURN', b.said(`${RETURN_STATUS_LABELS[status].toLocaleLowerCase('tr-TR')}: ${what}.`)),
      ...(restock.length > 0 ? [b.orderEvent('STOCK', `İadeden stoğa geri alındı: ${stocked}.`)] : []),
    ],
    restock,
  };
};

const refund = (
  ret: Return,
  order: Order,
  action: Extract<ReturnAction, { action: 'REFUND' }>,
  ctx: ReturnActionContext,
  b: Builders & { readonly target: ReturnStatus },
): ReturnActionOutcome => {
  const balance = paidBalanceOf(order);
  if (action.amount > balance) throw invalid(`amount, iade edilebilecek tutarı (${money(balance)}) aşamaz.`, 'amount');
  const iban = action.method === 'BANK_TRANSFER' ? electronicFormatIBAN(action.iban ?? '') : undefined;
  if (action.method === 'BANK_TRANSFER' && (!iban || !iban.startsWith('TR') || !isValidIBAN(iban)))
    throw invalid('iban geçerli bir TR IBAN olmalıdır (TR ile başlayan 26 karakter).', 'iban');
  const payment: PaymentRecord = {
    id: ctx.newId(),
    kind: 'REFUND',
    method: iban ? 'BANKA_HAVALESI' : order.paymentMethod,
    amount: action.amount,
    ...(iban ? { iban } : {}),
    ...(action.reference ? { reference: action.reference } : {}),
    returnId: ret.id,
    at: ctx.now,
    by: ctx.actor,
  };
  const after = round2(balance - action.amount);
  const how = iban ? `banka havalesi, ${iban}` : 'ödeme yöntemine';
  const shipping = action.includeShipping ? ', kargo ücreti dahil' : '';
  return {
    ret: b.nextReturn(b.target, `${money(action.amount)} iade edildi (${how}${shipping}).`, {
      refund: {
        amount: action.amount,
        includesShipping: action.includeShipping,
        method: action.method,
        ...(iban ? { iban } : {}),
        ...(action.reference ? { reference: action.reference } : {}),
        paymentId: payment.id,
        at: ctx.now,
        by: ctx.actor,
      },
    }),
    order: b.nextOrder({ payments: [...order.payments, payment], paymentStatus: after <= 0 ? 'REFUNDED' : 'PARTIALLY_REFUNDED' }),
    events: [b.orderEvent('REFUNDED', b.said(`${money(action.amount)} iade edildi (${how}${shipping}).`))],
    restock: [],
    mail: { kind: 'REFUNDED', returnId: ret.id, refundAmount: action.amount, refundMethod: iban ? 'BANK_TRANSFER' : 'ORIGINAL_PAYMENT' },
  };
};
