import { describe, expect, it } from 'vitest';
import { orderMail } from '../../src/email/order-mail-templates';
import { orderMailFacts } from '../../src/domain/orders/order-mail-facts';
import type { Order } from '@shop/shared';

describe('a havale order’s ORDER_RECEIVED e-mail', () => {
  const order: Order = {
    id: '1013',
    customer: { kind: 'guest', id: 'g-1', name: 'Ayşe Yılmaz', email: 'ayse@example.com' },
    lines: [
      {
        id: 'L1',
        productId: '1',
        variantId: '1_default',
        sku: 'TEST-1',
        name: 'Test ürünü',
        optionLabel: '',
        unitPrice: 100,
        quantity: 1,
        total: 100,
        warehouseId: 'wh-merkez',
        shippedQuantity: 0,
        deliveredQuantity: 0,
        cancelledQuantity: 0,
        returnRequestedQuantity: 0,
        returnedQuantity: 0,
      },
    ],
    totals: { subtotal: 100, discount: 0, cargo: 0, codFee: 0, total: 100 },
    total: 100,
    paymentMethod: 'HAVALE_EFT',
    status: 'AWAITING_APPROVAL',
    paymentStatus: 'AWAITING_PAYMENT',
    fulfillmentStatus: 'UNFULFILLED',
    shipments: [],
    payments: [],
    version: 1,
    createdAt: '2026-11-27T10:00:00.000Z',
  };
  it('names the shop’s bank accounts with the IBAN grouped to be read', () => {
    const mail = orderMail(
      'ORDER_RECEIVED',
      orderMailFacts(order, { kind: 'ORDER_RECEIVED' }, [{ bank: 'Ziraat Bankası', accountName: 'Demo Mağaza', iban: 'TR330006100519786457841326' }]),
    );
    expect(mail.text).toContain('Ziraat Bankası');
    expect(mail.text).toContain('TR33 0006 1005 1978 6457 8413 26');
  });
  it('asks the customer to get in touch when the shop has no account', () => {
    expect(orderMail('ORDER_RECEIVED', orderMailFacts(order, { kind: 'ORDER_RECEIVED' })).text).not.toContain('IBAN');
  });
});
