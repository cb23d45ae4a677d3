import { randomUUID } from 'node:crypto';
import type { Order } from '@shop/shared';
import { putOrders } from '@shop/functions/repositories/order-repository';
import { placedOrder } from '../src/seed/placed-order';
import { useRuntimeTable } from './runtime-client';

const DAY_MS = 86_400_000;
const actor = { sub: 'test', name: 'Test' };

export interface DeliveredLine {
  readonly variantId: string;
  readonly productId: string;
  readonly sku: string;
  readonly warehouseId: string;
  readonly quantity: number;
}

/**
 * A delivered and paid havale order written straight to the runtime's table (its stock was sold at
 * shipment long ago), delivered `deliveredDaysAgo` days before now: what a return starts from.
 * Without `lines`, one piece of the demo shop's product 1.
 */
export const deliveredOrder = async (
  options: { lines?: readonly DeliveredLine[]; deliveredDaysAgo?: number; customer?: Order['customer'] } = {},
): Promise<Order> => {
  useRuntimeTable();
  const deliveredAt = new Date(Date.now() - (options.deliveredDaysAgo ?? 2) * DAY_MS).toISOString();
  const base = placedOrder({
    id: `RT${randomUUID().slice(0, 8)}`,
    customer: options.customer ?? { kind: 'member', id: '1', name: 'İade Müşterisi', email: 'iade.musterisi@example.com' },
    total: 100,
    createdAt: new Date(Date.now() - ((options.deliveredDaysAgo ?? 2) + 3) * DAY_MS).toISOString(),
  });
  const lines = (options.lines ?? [{ variantId: '1_default', productId: '1', sku: 'TEST-1', warehouseId: 'wh-merkez', quantity: 1 }]).map((l, i) => ({
    ...base.lines[0]!,
    id: `L${i + 1}`,
    productId: l.productId,
    variantId: l.variantId,
    sku: l.sku,
    unitPrice: 100,
    quantity: l.quantity,
    total: 100 * l.quantity,
    warehouseId: l.warehouseId,
    shippedQuantity: l.quantity,
    deliveredQuantity: l.quantity,
  }));
  const total = lines.reduce((s, l) => s + l.total, 0);
  const order: Order = {
    ...base,
    lines,
    totals: { ...base.totals, subtotal: total, total },
    total,
    status: 'DELIVERED',
    paymentStatus: 'PAID',
    fulfillmentStatus: 'DELIVERED',
    shipments: [
      {
        id: 'S1',
        carrierCode: 'YURTICI',
        carrierName: 'Yurtiçi Kargo',
        trackingNumber: 'YK1',
        lines: lines.map((l) => ({ lineId: l.id, quantity: l.quantity })),
        shippedAt: base.createdAt,
        deliveredAt,
        by: actor,
      },
    ],
    payments: [{ id: 'P1', kind: 'PAYMENT', method: 'HAVALE_EFT', amount: total, at: base.createdAt, by: actor }],
    invoiceNumber: `INV${base.id}`,
  };
  await putOrders([order]);
  return order;
};
