import { describe, expect, it } from 'vitest';
import type { Order, OrderAction } from '@shop/shared';
import { applyOrderAction, fulfillmentOf, type ActionContext } from '../../src/domain/orders/apply-order-action';
import { DomainError } from '../../src/domain/domain-error';

let n = 0;
const ctx: ActionContext = {
  now: '2026-11-27T10:00:00.000Z',
  actor: { sub: 'u1', name: 'Sipariş Yöneticisi' },
  newId: () => `id${n++}`,
  carrier: { code: 'ARAS', name: 'Aras Kargo', trackingUrl: (t) => `https://kargotakip.example/?code=${t}` },
};

const line = (id: string, quantity: number) => ({
  id,
  productId: 'p',
  variantId: `p_${id}`,
  sku: `SKU-${id}`,
  name: 'Ürün',
  optionLabel: '',
  unitPrice: 50,
  quantity,
  total: 50 * quantity,
  warehouseId: 'w',
  shippedQuantity: 0,
  deliveredQuantity: 0,
  cancelledQuantity: 0,
  returnRequestedQuantity: 0,
  returnedQuantity: 0,
});

const order = (changes: Partial<Order> = {}): Order => ({
  id: '1001',
  customer: { kind: 'guest', id: 'g', name: 'Ali Kaya', email: 'ali@example.com' },
  lines: [line('a', 2), line('b', 1)],
  totals: { subtotal: 150, discount: 0, cargo: 0, codFee: 24.9, total: 174.9 },
  total: 174.9,
  paymentMethod: 'KAPIDA_NAKIT',
  status: 'CONFIRMED',
  paymentStatus: 'AWAITING_PAYMENT',
  fulfillmentStatus: 'UNFULFILLED',
  shipments: [],
  payments: [],
  version: 4,
  createdAt: '2026-11-26T10:00:00.000Z',
  ...changes,
});

const refusedWith = (o: Order, action: OrderAction) => {
  try {
    applyOrderAction(o, action, ctx);
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message, field: error.field };
    throw error;
  }
  throw new Error('not refused');
};

describe('applying an order action', () => {
  it('ships part, then the rest, selling exactly the quantities sent; kapıda payment is collected on the last delivery', () => {
    const first = applyOrderAction(
      order(),
      { action: 'SHIP', version: 4, carrierCode: 'ARAS', trackingNumber: 'A1', lines: [{ lineId: 'a', quantity: 1 }] },
      ctx,
    );
    expect(first.order).toMatchObject({ status: 'PARTIALLY_SHIPPED', fulfillmentStatus: 'PARTIALLY_SHIPPED', version: 5 });
    expect(first.stock.map((s) => [s.line.id, s.kind, s.quantity])).toEqual([['a', 'SALE', 1]]);
    expect(first.order.shipments[0]).toMatchObject({ carrierName: 'Aras Kargo', trackingUrl: 'https://kargotakip.example/?code=A1' });
    expect(first.mail).toBe('ORDER_SHIPPED');

    const delivered = applyOrderAction(first.order, { action: 'DELIVER', version: 5 }, ctx);
    expect(delivered.order).toMatchObject({
      status: 'PARTIALLY_SHIPPED',
      fulfillmentStatus: 'PARTIALLY_DELIVERED',
      paymentStatus: 'AWAITING_PAYMENT',
    });

    const rest = applyOrderAction(
      delivered.order,
      {
        action: 'SHIP',
        version: 6,
        carrierCode: 'ARAS',
        trackingNumber: 'A2',
        lines: [
          { lineId: 'a', quantity: 1 },
          { lineId: 'b', quantity: 1 },
        ],
      },
      ctx,
    );
    expect(rest.order).toMatchObject({ status: 'SHIPPED', fulfillmentStatus: 'PARTIALLY_DELIVERED' });
    const done = applyOrderAction(rest.order, { action: 'DELIVER', version: 7 }, ctx);
    expect(done.order).toMatchObject({ status: 'DELIVERED', fulfillmentStatus: 'DELIVERED', paymentStatus: 'PAID' });
    expect(done.order.payments).toEqual([expect.objectContaining({ kind: 'PAYMENT', amount: 174.9, reference: 'Kapıda tahsilat' })]);
    expect(done.events.map((e) => e.type)).toEqual(['DELIVERED', 'PAYMENT_RECEIVED']);
  });

  it('refuses a stale version, more than is left to ship, an unknown line and an inactive carrier', () => {
    expect(refusedWith(order(), { action: 'CONFIRM', version: 3 })).toMatchObject({ kind: 'conflict' });
    const ship = (lines: { lineId: string; quantity: number }[]) => ({
      action: 'SHIP' as const,
      version: 4,
      carrierCode: 'ARAS',
      trackingNumber: 'A1',
      lines,
    });
    expect(refusedWith(order(), ship([{ lineId: 'a', quantity: 3 }]))).toEqual({
      kind: 'invalid',
      message: 'lines.0.quantity, kargoya verilmemiş miktarı (2) aşamaz.',
      field: 'lines.0.quantity',
    });
    expect(refusedWith(order(), ship([{ lineId: 'z', quantity: 1 }]))).toMatchObject({ field: 'lines.0.lineId' });
    expect(
      refusedWith(
        order(),
        ship([
          { lineId: 'a', quantity: 1 },
          { lineId: 'a', quantity: 1 },
        ]),
      ),
    ).toMatchObject({ field: 'lines.1.lineId' });
    const noCarrier = (() => {
      try {
        applyOrderAction(order(), ship([{ lineId: 'a', quantity: 1 }]), { ...ctx, carrier: undefined });
      } catch (error) {
        return (error as DomainError).field;
      }
    })();
    expect(noCarrier).toBe('carrierCode');
  });

  it('cancels: releases what was not shipped, voids an unpaid order, sends the mail', () => {
    const cancelled = applyOrderAction(order(), { action: 'CANCEL', version: 4, reason: 'Stok hatası' }, ctx);
    expect(cancelled.order).toMatchObject({ status: 'CANCELLED', paymentStatus: 'VOIDED', cancelReason: 'Stok hatası' });
    expect(cancelled.order.lines.map((l) => l.cancelledQuantity)).toEqual([2, 1]);
    expect(cancelled.stock.map((s) => [s.line.id, s.kind, s.quantity])).toEqual([
      ['a', 'RELEASE', 2],
      ['b', 'RELEASE', 1],
    ]);
    expect(cancelled.mail).toBe('ORDER_CANCELLED');
  });

  it('refunds at most the paid balance, to a valid TR IBAN when by bank transfer', () => {
    const paid = order({
      status: 'DELIVERED',
      paymentStatus: 'PAID',
      payments: [{ id: 'p', kind: 'PAYMENT', method: 'KAPIDA_NAKIT', amount: 174.9, at: 'x', by: ctx.actor }],
    });
    expect(refusedWith(paid, { action: 'REFUND', version: 4, amount: 200, method: 'ORIGINAL' })).toMatchObject({ field: 'amount' });
    expect(refusedWith(paid, { action: 'REFUND', version: 4, amount: 10, method: 'BANKA_HAVALESI', iban: 'TR00 1234' })).toMatchObject({
      field: 'iban',
    });
    const part = applyOrderAction(
      paid,
      { action: 'REFUND', version: 4, amount: 74.9, method: 'BANKA_HAVALESI', iban: 'TR33 0006 1005 1978 6457 8413 26' },
      ctx,
    );
    expect(part.order.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(part.order.payments.at(-1)).toMatchObject({ kind: 'REFUND', method: 'BANKA_HAVALESI', iban: 'TR330006100519786457841326', amount: 74.9 });
    const all = applyOrderAction(part.order, { action: 'REFUND', version: 5, amount: 100, method: 'ORIGINAL' }, ctx);
    expect(all.order.paymentStatus).toBe('REFUNDED');
  });

  it('ships a 0.9 kg line as 0.3 + 0.6 and finds nothing left (no floating-point dust)', () => {
    const kg = order({ lines: [{ ...line('a', 1), quantity: 0.9, total: 45 }] });
    const first = applyOrderAction(
      kg,
      { action: 'SHIP', version: 4, carrierCode: 'ARAS', trackingNumber: 'A1', lines: [{ lineId: 'a', quantity: 0.3 }] },
      ctx,
    );
    const second = applyOrderAction(
      first.order,
      { action: 'SHIP', version: 5, carrierCode: 'ARAS', trackingNumber: 'A2', lines: [{ lineId: 'a', quantity: 0.6 }] },
      ctx,
    );
    expect(second.order).toMatchObject({ status: 'SHIPPED', fulfillmentStatus: 'SHIPPED' });
    expect(second.order.lines[0]?.shippedQuantity).toBe(0.9);
  });

  it('marks a free order paid without a payment record of nothing', () => {
    const free = order({ totals: { subtotal: 0, discount: 0, cargo: 0, codFee: 0, total: 0 }, total: 0, paymentMethod: 'HAVALE_EFT' });
    const paid = applyOrderAction(free, { action: 'MARK_PAID', version: 4 }, ctx);
    expect(paid.order).toMatchObject({ paymentStatus: 'PAID', payments: [] });
  });

  it('derives fulfilment from the counters', () => {
    expect(fulfillmentOf([line('a', 2)])).toBe('UNFULFILLED');
    expect(fulfillmentOf([{ ...line('a', 2), shippedQuantity: 2 }])).toBe('SHIPPED');
    expect(fulfillmentOf([{ ...line('a', 2), shippedQuantity: 1, cancelledQuantity: 1 }])).toBe('SHIPPED');
    expect(fulfillmentOf([{ ...line('a', 2), shippedQuantity: 2, deliveredQuantity: 2 }, line('b', 1)])).toBe('PARTIALLY_DELIVERED');
  });
});
