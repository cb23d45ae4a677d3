import { describe, expect, it } from 'vitest';
import {
  ORDER_ACTIONS,
  ORDER_STATUSES,
  availableOrderActions,
  orderActionRefusal,
  orderActionSchema,
  paidBalanceOf,
  type Order,
  type OrderActionKind,
  type OrderStatus,
} from '../src';

/** An order in `status` with nothing else in the way: paid, nothing shipped, no invoice. */
const orderIn = (status: OrderStatus, changes: Partial<Order> = {}): Order => ({
  id: '1',
  customer: { kind: 'member', id: '1', name: 'Ayşe Yılmaz', email: 'ayse@example.com' },
  lines: [
    {
      id: 'L1',
      productId: 'p',
      variantId: 'p_default',
      sku: 'SKU',
      name: 'Ürün',
      optionLabel: '',
      unitPrice: 100,
      quantity: 2,
      total: 200,
      warehouseId: 'w',
      shippedQuantity: 0,
      deliveredQuantity: 0,
      cancelledQuantity: 0,
      returnRequestedQuantity: 0,
      returnedQuantity: 0,
    },
  ],
  totals: { subtotal: 200, discount: 0, cargo: 0, codFee: 0, total: 200 },
  total: 200,
  paymentMethod: 'KAPIDA_NAKIT',
  status,
  paymentStatus: 'PAID',
  fulfillmentStatus: 'UNFULFILLED',
  shipments: [],
  payments: [{ id: 'p1', kind: 'PAYMENT', method: 'KAPIDA_NAKIT', amount: 200, at: '2026-11-01T00:00:00.000Z', by: { sub: 's', name: 'S' } }],
  version: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  ...changes,
});

/**
 * Every status × action pair, written out: a change to the process table must change this table
 * too. MARK_PAID is refused here only because the order is already paid (its own test below).
 */
const ALLOWED: Record<OrderStatus, readonly OrderActionKind[]> = {
  AWAITING_APPROVAL: ['CONFIRM', 'CANCEL', 'NOTE'],
  CONFIRMED: ['PREPARE', 'ISSUE_INVOICE', 'SHIP', 'CANCEL', 'NOTE'],
  PREPARING: ['ISSUE_INVOICE', 'SHIP', 'CANCEL', 'NOTE'],
  PARTIALLY_SHIPPED: ['ISSUE_INVOICE', 'SHIP', 'DELIVER', 'NOTE'],
  SHIPPED: ['ISSUE_INVOICE', 'DELIVER', 'NOTE'],
  DELIVERED: ['ISSUE_INVOICE', 'COMPLETE', 'REFUND', 'NOTE'],
  COMPLETED: ['REFUND', 'NOTE'],
  CANCELLED: ['REFUND', 'NOTE'],
};

describe('the order process', () => {
  for (const status of ORDER_STATUSES)
    for (const action of ORDER_ACTIONS) {
      const allowed = ALLOWED[status].includes(action);
      it(`${allowed ? 'allows' : 'refuses'} ${action} in ${status}`, () => {
        const refusal = orderActionRefusal(orderIn(status), action);
        if (allowed) expect(refusal).toBeUndefined();
        else expect(refusal).toMatch(/\.$/);
      });
    }

  it('takes a payment only while it is awaited', () => {
    expect(orderActionRefusal(orderIn('CONFIRMED', { paymentStatus: 'AWAITING_PAYMENT', payments: [] }), 'MARK_PAID')).toBeUndefined();
    expect(orderActionRefusal(orderIn('CONFIRMED'), 'MARK_PAID')).toBe('Bu siparişin ödemesi zaten kaydedilmiş.');
  });

  it('does not ship an unpaid havale order, and ships an unpaid kapıda one', () => {
    const unpaid = { paymentStatus: 'AWAITING_PAYMENT' as const, payments: [] };
    expect(orderActionRefusal(orderIn('CONFIRMED', { ...unpaid, paymentMethod: 'HAVALE_EFT' }), 'SHIP')).toBe(
      'Havale/EFT ile ödenen bir sipariş, ödemesi alınmadan kargoya verilemez.',
    );
    expect(orderActionRefusal(orderIn('CONFIRMED', { ...unpaid, paymentMethod: 'KAPIDA_KART' }), 'SHIP')).toBeUndefined();
  });

  it('never cancels an order whose invoice is issued, and issues an invoice once', () => {
    const invoiced = orderIn('PREPARING', { invoiceNumber: 'A-1' });
    expect(orderActionRefusal(invoiced, 'CANCEL')).toBe('Faturası kesilmiş bir sipariş iptal edilemez; iade oluşturun.');
    expect(orderActionRefusal(invoiced, 'ISSUE_INVOICE')).toBe('Bu siparişin faturası zaten kesilmiş.');
  });

  it('refunds only what was paid, and completes only a paid order', () => {
    const refunded = orderIn('DELIVERED', {
      payments: [
        ...orderIn('DELIVERED').payments,
        { id: 'r', kind: 'REFUND', method: 'KAPIDA_NAKIT', amount: 200, at: 'x', by: { sub: 's', name: 'S' } },
      ],
    });
    expect(paidBalanceOf(refunded)).toBe(0);
    expect(orderActionRefusal(refunded, 'REFUND')).toBe('Bu siparişte iade edilecek ödeme yok.');
    expect(orderActionRefusal(orderIn('DELIVERED', { paymentStatus: 'AWAITING_PAYMENT', payments: [] }), 'COMPLETE')).toBe(
      'Ödemesi alınmamış bir sipariş tamamlanamaz.',
    );
  });

  it('offers money actions only to those holding payments:manage', () => {
    const unpaid = orderIn('AWAITING_APPROVAL', { paymentStatus: 'AWAITING_PAYMENT', payments: [] });
    expect(availableOrderActions(unpaid, () => true)).toEqual(['CONFIRM', 'MARK_PAID', 'CANCEL', 'NOTE']);
    expect(availableOrderActions(unpaid, (p) => p === 'orders:manage')).toEqual(['CONFIRM', 'CANCEL', 'NOTE']);
  });

  it('reads an action body: the field named on a bad one', () => {
    expect(
      orderActionSchema.safeParse({ action: 'SHIP', version: 1, carrierCode: 'ARAS', trackingNumber: 'A 1', lines: [{ lineId: 'L1', quantity: 1 }] })
        .error?.issues[0]?.path,
    ).toEqual(['trackingNumber']);
    expect(orderActionSchema.safeParse({ action: 'CANCEL', version: 0, reason: 'x' }).success).toBe(false);
    expect(orderActionSchema.parse({ action: 'NOTE', version: 3, note: 'Aradım' })).toEqual({
      action: 'NOTE',
      version: 3,
      note: 'Aradım',
      visibleToCustomer: false,
    });
  });
});
