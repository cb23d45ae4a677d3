import { orderSummarySchema, type OrderDetail, type OrderLine, type OrderSummary } from '@shop/shared';

const ACTOR = { sub: 'u-1', name: 'Ayşe Yılmaz' };

export const line = (id: string, more: Partial<OrderLine> = {}): OrderLine => ({
  id,
  productId: `p-${id}`,
  variantId: `v-${id}`,
  sku: `SKU-${id.toUpperCase()}`,
  name: `Ürün ${id}`,
  optionLabel: 'M / Lacivert',
  unitPrice: 250,
  quantity: 2,
  total: 500,
  warehouseId: 'w-ist',
  shippedQuantity: 0,
  deliveredQuantity: 0,
  cancelledQuantity: 0,
  returnRequestedQuantity: 0,
  returnedQuantity: 0,
  ...more,
});

/** A havale order awaiting approval: three lines, nothing paid or shipped yet. */
export const orderDetail = (more: Partial<OrderDetail> = {}): OrderDetail => ({
  id: '1001',
  customer: { kind: 'member', id: 'm-1', name: 'Şule Işık', email: 'sule@example.com', phone: '0532 111 22 33' },
  lines: [line('a'), line('b', { name: 'Keten Gömlek', optionLabel: '', quantity: 1, total: 250 }), line('c', { quantity: 3, total: 750 })],
  shippingAddress: {
    name: 'Şule Işık',
    phone: '0532 111 22 33',
    province: 'İstanbul',
    district: 'Kadıköy',
    address: 'Moda Cad. 1',
    postalCode: '34710',
  },
  invoice: { kind: 'CORPORATE', companyName: 'Işık Tekstil A.Ş.', vkn: '1234567890', taxOffice: 'Kadıköy' },
  totals: { subtotal: 1500, discount: 100, cargo: 49.9, codFee: 0, total: 1449.9 },
  total: 1449.9,
  paymentMethod: 'HAVALE_EFT',
  status: 'AWAITING_APPROVAL',
  paymentStatus: 'AWAITING_PAYMENT',
  fulfillmentStatus: 'UNFULFILLED',
  shipments: [],
  payments: [],
  version: 3,
  createdAt: '2026-11-20T09:30:00.000Z',
  events: [
    { id: 'e1', orderId: '1001', type: 'PLACED', message: 'Sipariş oluşturuldu.', at: '2026-11-20T09:30:00.000Z' },
    {
      id: 'e2',
      orderId: '1001',
      type: 'NOTE',
      message: 'Not eklendi.',
      note: 'Kargo kapıya bırakılmasın.',
      visibleToCustomer: true,
      by: ACTOR,
      at: '2026-11-21T08:00:00.000Z',
    },
  ],
  ...more,
});

/** Confirmed and paid: ready to ship. */
export const paidOrder = (more: Partial<OrderDetail> = {}): OrderDetail =>
  orderDetail({
    status: 'CONFIRMED',
    paymentStatus: 'PAID',
    payments: [
      { id: 'pay-1', kind: 'PAYMENT', method: 'HAVALE_EFT', amount: 1449.9, reference: 'DK-778', at: '2026-11-21T10:00:00.000Z', by: ACTOR },
    ],
    ...more,
  });

export const summaryOf = (order: OrderDetail): OrderSummary => orderSummarySchema.parse(order);
