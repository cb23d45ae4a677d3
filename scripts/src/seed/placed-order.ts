import type { Order } from '@shop/shared';

/**
 * A new order as checkout places it (Onay bekliyor, havale, one line of product 1's default
 * variant from Merkez Depo), for tests that need an order and care about its customer, total and time.
 */
export const placedOrder = (fields: Pick<Order, 'id' | 'customer' | 'total' | 'createdAt'> & { quantity?: number }): Order => {
  const quantity = fields.quantity ?? 1;
  const unitPrice = Math.round((fields.total / quantity) * 100) / 100;
  return {
    id: fields.id,
    customer: fields.customer,
    lines: [
      {
        id: 'L1',
        productId: '1',
        variantId: '1_default',
        sku: 'TEST-1',
        name: 'Test ürünü',
        optionLabel: '',
        unitPrice,
        quantity,
        total: fields.total,
        warehouseId: 'wh-merkez',
        shippedQuantity: 0,
        deliveredQuantity: 0,
        cancelledQuantity: 0,
        returnRequestedQuantity: 0,
        returnedQuantity: 0,
      },
    ],
    totals: { subtotal: fields.total, discount: 0, cargo: 0, codFee: 0, total: fields.total },
    total: fields.total,
    paymentMethod: 'HAVALE_EFT',
    status: 'AWAITING_APPROVAL',
    paymentStatus: 'AWAITING_PAYMENT',
    fulfillmentStatus: 'UNFULFILLED',
    shipments: [],
    payments: [],
    version: 1,
    createdAt: fields.createdAt,
  };
};
