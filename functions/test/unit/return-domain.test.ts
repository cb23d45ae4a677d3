import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared';
import { applyReturnAction } from '../../src/domain/returns/apply-return-action';
import { newReturn } from '../../src/domain/returns/new-return';
import { DomainError } from '../../src/domain/domain-error';

const actor = { sub: 's1', name: 'Sipariş Yöneticisi' };
const DELIVERED_AT = '2026-05-01T10:00:00.000Z';
const line = (id: string, quantity: number) => ({
  id,
  productId: '1',
  variantId: `1_${id}`,
  sku: `SKU-${id}`,
  name: 'Keten gömlek',
  optionLabel: 'M',
  unitPrice: 100,
  quantity,
  total: 100 * quantity,
  warehouseId: 'wh-merkez',
  shippedQuantity: quantity,
  deliveredQuantity: quantity,
  cancelledQuantity: 0,
  returnRequestedQuantity: 0,
  returnedQuantity: 0,
});
const order: Order = {
  id: '2001',
  customer: { kind: 'member', id: '1', name: 'Emine Güler', email: 'emine@example.com' },
  lines: [line('L1', 2), line('L2', 1)],
  totals: { subtotal: 300, discount: 0, cargo: 30, codFee: 0, total: 330 },
  total: 330,
  paymentMethod: 'HAVALE_EFT',
  status: 'DELIVERED',
  paymentStatus: 'PAID',
  fulfillmentStatus: 'DELIVERED',
  shipments: [
    {
      id: 'S1',
      carrierCode: 'YURTICI',
      carrierName: 'Yurtiçi Kargo',
      trackingNumber: 'YK1',
      lines: [{ lineId: 'L1', quantity: 2 }],
      shippedAt: '2026-04-29T10:00:00.000Z',
      deliveredAt: DELIVERED_AT,
      by: actor,
    },
  ],
  payments: [{ id: 'P1', kind: 'PAYMENT', method: 'HAVALE_EFT', amount: 330, at: '2026-04-28T10:00:00.000Z', by: actor }],
  version: 7,
  createdAt: '2026-04-28T09:00:00.000Z',
};
const ctx = (now: string) => ({ now, actor, id: 'R-2001-1', windowDays: 14, eventId: 'e1' });
const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    if (error instanceof DomainError) return { kind: error.kind, message: error.message, field: error.field };
    throw error;
  }
  return undefined;
};
const request = { orderId: '2001', lines: [{ orderLineId: 'L1', quantity: 2, reason: 'SIZE_TOO_SMALL' as const }], confirmOutsideWindow: false };

describe('a new return', () => {
  it('asks for the lines and moves the order counters, inside the window', () => {
    const made = newReturn(order, request, ctx('2026-05-10T10:00:00.000Z'));
    expect(made.ret).toMatchObject({
      id: 'R-2001-1',
      status: 'REQUESTED',
      outsideWindow: false,
      version: 1,
      lines: [{ quantity: 2, receivedQuantity: 0 }],
    });
    expect(made.order.lines[0]).toMatchObject({ returnRequestedQuantity: 2 });
    expect(made.order.version).toBe(8);
    expect(made.events[0]).toMatchObject({ type: 'RETURN', orderId: '2001' });
  });

  it('past the window needs confirmation (409), then records it', () => {
    expect(refusal(() => newReturn(order, request, ctx('2026-05-16T10:00:01.000Z')))).toMatchObject({
      kind: 'conflict',
      message: expect.stringContaining('iade süresi'),
    });
    expect(newReturn(order, { ...request, confirmOutsideWindow: true }, ctx('2026-05-16T10:00:01.000Z')).ret.outsideWindow).toBe(true);
  });

  it('refuses more than is left to return and an order not delivered', () => {
    const asked = { ...order, lines: [{ ...order.lines[0]!, returnRequestedQuantity: 1 }, order.lines[1]!] };
    expect(refusal(() => newReturn(asked, request, ctx('2026-05-02T00:00:00.000Z')))).toMatchObject({ kind: 'invalid', field: 'lines.0.quantity' });
    expect(
      refusal(() => newReturn({ ...order, status: 'SHIPPED', fulfillmentStatus: 'SHIPPED' }, request, ctx('2026-05-02T00:00:00.000Z'))),
    ).toMatchObject({
      kind: 'conflict',
    });
  });
});

describe('return actions', () => {
  const made = newReturn(order, request, ctx('2026-05-02T00:00:00.000Z'));
  const approved = applyReturnAction(
    made.ret,
    made.order,
    { action: 'APPROVE', version: 1, returnCode: 'IADE-1' },
    { now: '2026-05-02T01:00:00.000Z', actor, newId: () => 'x' },
  );
  const a = { now: '2026-05-03T00:00:00.000Z', actor, newId: () => 'y' };

  it('approves with the return code and sends its e-mail', () => {
    expect(approved.ret).toMatchObject({ status: 'APPROVED', returnCode: 'IADE-1', version: 2 });
    expect(approved.mail).toEqual({ kind: 'RETURN_APPROVED', returnId: 'R-2001-1', returnCode: 'IADE-1' });
  });

  it('receives part of it and restocks only the sellable restocked quantity', () => {
    const out = applyReturnAction(
      approved.ret,
      approved.order,
      { action: 'RECEIVE', version: 2, lines: [{ orderLineId: 'L1', receivedQuantity: 2, damagedQuantity: 1, restock: true, warehouseId: 'wh-2' }] },
      a,
    );
    expect(out.ret.status).toBe('RECEIVED');
    expect(out.restock.map((s) => [s.line.warehouseId, s.quantity])).toEqual([['wh-2', 1]]);
    expect(out.order.lines[0]).toMatchObject({ returnRequestedQuantity: 0, returnedQuantity: 2 });
    const partial = applyReturnAction(
      approved.ret,
      approved.order,
      { action: 'RECEIVE', version: 2, lines: [{ orderLineId: 'L1', receivedQuantity: 1, damagedQuantity: 0, restock: false }] },
      a,
    );
    expect(partial.ret.status).toBe('PARTIALLY_RECEIVED');
    expect(partial.restock).toEqual([]);
  });

  it('refunds no more than the paid balance, to a valid TR IBAN', () => {
    const received = applyReturnAction(
      approved.ret,
      approved.order,
      { action: 'RECEIVE', version: 2, lines: [{ orderLineId: 'L1', receivedQuantity: 2, damagedQuantity: 0, restock: false }] },
      a,
    );
    const refund = (amount: number, iban?: string) =>
      applyReturnAction(
        received.ret,
        received.order,
        { action: 'REFUND', version: 3, amount, includeShipping: false, method: iban ? 'BANK_TRANSFER' : 'ORIGINAL', ...(iban ? { iban } : {}) },
        a,
      );
    expect(refusal(() => refund(330.01))).toMatchObject({ kind: 'invalid', field: 'amount' });
    expect(refusal(() => refund(10, 'TR00 0000'))).toMatchObject({ kind: 'invalid', field: 'iban' });
    const out = refund(200, 'TR33 0006 1005 1978 6457 8413 26');
    expect(out.order.paymentStatus).toBe('PARTIALLY_REFUNDED');
    expect(out.order.payments.at(-1)).toMatchObject({ kind: 'REFUND', amount: 200, method: 'BANKA_HAVALESI', returnId: 'R-2001-1' });
    expect(out.ret.refund).toMatchObject({ amount: 200, method: 'BANK_TRANSFER', iban: 'TR330006100519786457841326' });
    expect(refund(330).order.paymentStatus).toBe('REFUNDED');
  });

  it('refuses a stale version and a move the table forbids (409)', () => {
    expect(refusal(() => applyReturnAction(approved.ret, approved.order, { action: 'CLOSE', version: 1 }, a))).toMatchObject({ kind: 'conflict' });
    expect(
      refusal(() =>
        applyReturnAction(approved.ret, approved.order, { action: 'REFUND', version: 2, amount: 1, includeShipping: false, method: 'ORIGINAL' }, a),
      ),
    ).toMatchObject({
      kind: 'conflict',
      message: 'Para iadesi yalnızca teslim alınmış bir iade için yapılabilir.',
    });
  });

  it('gives the requested quantity back to the order when cancelled', () => {
    const out = applyReturnAction(approved.ret, approved.order, { action: 'CANCEL', version: 2 }, a);
    expect(out.order.lines[0]).toMatchObject({ returnRequestedQuantity: 0, returnedQuantity: 0 });
  });
});
