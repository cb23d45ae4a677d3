import { describe, expect, it } from 'vitest';
import type { Order } from '@shop/shared';
import { isOverdueHavale } from '../../src/domain/orders/cancel-overdue-orders';
import { orderMailFacts } from '../../src/domain/orders/order-mail-facts';
import { paymentDueAtFor } from '../../src/domain/orders/place-order';

const ORDER: Order = {
  id: '2001',
  customer: { kind: 'member', id: '1', name: 'Ayşe Yılmaz', email: 'ayse@example.com' },
  lines: [
    {
      id: 'L1',
      productId: 'p',
      variantId: 'p_M',
      sku: 'GOM-M',
      name: 'Keten Gömlek',
      optionLabel: 'M',
      unitPrice: 450,
      quantity: 2,
      total: 900,
      warehouseId: 'wh',
      shippedQuantity: 2,
      deliveredQuantity: 0,
      cancelledQuantity: 0,
      returnRequestedQuantity: 0,
      returnedQuantity: 0,
    },
  ],
  totals: { subtotal: 900, discount: 0, cargo: 0, codFee: 0, total: 900 },
  total: 900,
  paymentMethod: 'HAVALE_EFT',
  status: 'AWAITING_APPROVAL',
  paymentStatus: 'AWAITING_PAYMENT',
  fulfillmentStatus: 'UNFULFILLED',
  shipments: [],
  payments: [],
  paymentDueAt: '2026-03-04T09:00:00.000Z',
  version: 1,
  createdAt: '2026-03-01T09:00:00.000Z',
};
const BY = { sub: 's', name: 'Staff' };

describe('the havale payment window', () => {
  it('is due the window’s days after placement, for havale/EFT only', () => {
    expect(paymentDueAtFor(ORDER, 3)).toBe('2026-03-04T09:00:00.000Z');
    expect(paymentDueAtFor({ ...ORDER, paymentMethod: 'KAPIDA_NAKIT' }, 3)).toBeUndefined();
  });

  it('makes an unpaid, uncancelled havale order overdue from its due time on, and nothing else', () => {
    expect(isOverdueHavale(ORDER, '2026-03-04T08:59:59.999Z')).toBe(false);
    expect(isOverdueHavale(ORDER, '2026-03-04T09:00:00.000Z')).toBe(true);
    expect(isOverdueHavale({ ...ORDER, paymentStatus: 'PAID' }, '2026-03-05T00:00:00.000Z')).toBe(false);
    expect(isOverdueHavale({ ...ORDER, status: 'CANCELLED' }, '2026-03-05T00:00:00.000Z')).toBe(false);
    expect(isOverdueHavale({ ...ORDER, paymentMethod: 'KAPIDA_KART' }, '2026-03-05T00:00:00.000Z')).toBe(false);
    const { paymentDueAt: _due, ...undated } = ORDER;
    expect(isOverdueHavale(undated, '2030-01-01T00:00:00.000Z')).toBe(false);
  });
});

describe('order e-mail facts', () => {
  it('take the latest shipment for ORDER_SHIPPED and the latest refund for REFUNDED', () => {
    const order: Order = {
      ...ORDER,
      shipments: [
        {
          id: 'a',
          carrierCode: 'ARAS',
          carrierName: 'Aras Kargo',
          trackingNumber: 'A1',
          lines: [{ lineId: 'L1', quantity: 1 }],
          shippedAt: ORDER.createdAt,
          by: BY,
        },
        {
          id: 'b',
          carrierCode: 'YURTICI',
          carrierName: 'Yurtiçi Kargo',
          trackingNumber: 'Y2',
          trackingUrl: 'https://kargo.example/Y2',
          lines: [{ lineId: 'L1', quantity: 1 }],
          shippedAt: ORDER.createdAt,
          by: BY,
        },
      ],
      payments: [
        { id: 'p', kind: 'PAYMENT', method: 'HAVALE_EFT', amount: 900, at: ORDER.createdAt, by: BY },
        { id: 'r', kind: 'REFUND', method: 'BANKA_HAVALESI', amount: 450, iban: 'TR330006100519786457841326', at: ORDER.createdAt, by: BY },
      ],
    };
    expect(orderMailFacts(order, { kind: 'ORDER_SHIPPED' })).toMatchObject({
      orderNumber: '#2001',
      email: 'ayse@example.com',
      carrier: 'Yurtiçi Kargo',
      trackingNumber: 'Y2',
      trackingUrl: 'https://kargo.example/Y2',
      paymentDueAt: ORDER.paymentDueAt,
    });
    expect(orderMailFacts(order, { kind: 'REFUNDED' })).toMatchObject({ refundAmount: 450, refundMethod: 'BANK_TRANSFER' });
    expect(orderMailFacts(order, { kind: 'ORDER_CONFIRMED' })).not.toHaveProperty('carrier');
    expect(orderMailFacts(order, { kind: 'RETURN_APPROVED', returnCode: 'IADE-1' })).toMatchObject({ returnCode: 'IADE-1' });
  });
});
