import { placedEvent, variantIdOf, type Order, type OrderStatus, type PaymentStatus } from '@shop/shared';
import { backfillPairFinders, listLegacyOrders, upgradeOrder } from '../../repositories/order-upgrade-repository';

/** The one status orders had before issue 27, split over the lifecycle and the money axes. */
const AWAITING = { status: 'AWAITING_APPROVAL', paymentStatus: 'AWAITING_PAYMENT' } as const;
const SPLIT: Record<string, { status: OrderStatus; paymentStatus: PaymentStatus }> = {
  PENDING: AWAITING,
  PAID: { status: 'CONFIRMED', paymentStatus: 'PAID' },
  SHIPPED: { status: 'SHIPPED', paymentStatus: 'PAID' },
  DELIVERED: { status: 'DELIVERED', paymentStatus: 'PAID' },
  CANCELLED: { status: 'CANCELLED', paymentStatus: 'VOIDED' },
};

interface LegacyOrder {
  readonly id: string;
  readonly customer: Order['customer'];
  readonly lines: readonly { productId: string; name: string; quantity: number; unitPrice: number }[];
  readonly total: number;
  readonly status: string;
  readonly createdAt: string;
}

/**
 * An order stored before the three axes, in the new model: its lines become lines of the product's
 * default variant with counters that match its old status (shipped and delivered as a whole), paid
 * ones get a payment record. No method was recorded then; havale/EFT is assumed and said on the timeline.
 */
export const upgradedOrder = (legacy: LegacyOrder, warehouseId: string): Order => {
  const { status, paymentStatus } = SPLIT[legacy.status] ?? AWAITING;
  const shipped = status === 'SHIPPED' || status === 'DELIVERED';
  const lines = legacy.lines.map((l, i) => ({
    id: `L${i + 1}`,
    productId: l.productId,
    variantId: variantIdOf(l.productId, 'default'),
    sku: '',
    name: l.name,
    optionLabel: '',
    unitPrice: l.unitPrice,
    quantity: l.quantity,
    total: Math.round(l.unitPrice * l.quantity * 100) / 100,
    warehouseId,
    shippedQuantity: shipped ? l.quantity : 0,
    deliveredQuantity: status === 'DELIVERED' ? l.quantity : 0,
    cancelledQuantity: status === 'CANCELLED' ? l.quantity : 0,
    returnRequestedQuantity: 0,
    returnedQuantity: 0,
  }));
  return {
    id: legacy.id,
    customer: legacy.customer,
    lines,
    totals: { subtotal: legacy.total, discount: 0, cargo: 0, codFee: 0, total: legacy.total },
    total: legacy.total,
    paymentMethod: 'HAVALE_EFT',
    status,
    paymentStatus,
    fulfillmentStatus: status === 'DELIVERED' ? 'DELIVERED' : shipped ? 'SHIPPED' : 'UNFULFILLED',
    shipments: [],
    payments:
      paymentStatus === 'PAID'
        ? [
            {
              id: `${legacy.id}-P1`,
              kind: 'PAYMENT',
              method: 'HAVALE_EFT',
              amount: legacy.total,
              at: legacy.createdAt,
              by: { sub: 'upgrade', name: 'Veri yükseltmesi' },
            },
          ]
        : [],
    version: 1,
    createdAt: legacy.createdAt,
  };
};

/**
 * Orders stored before issue 27 move to the new model, with their finders, search words and a
 * timeline; orders in the new model stored before the status × payment finder get it. Runs at
 * every local start and in `npm run upgrade-data`; an upgraded order is skipped, so it is safe to
 * repeat. Returns how many orders it upgraded and how many pair finders it wrote.
 */
export const upgradeOrders = async (defaultWarehouseId: string): Promise<{ upgraded: number; pairFinders: number }> => {
  let upgraded = 0;
  for (const legacy of await listLegacyOrders()) {
    const order = upgradedOrder(legacy as unknown as LegacyOrder, defaultWarehouseId);
    const placed = placedEvent(order);
    const note = {
      ...placed,
      id: `${order.id}-UPGRADED`,
      type: 'NOTE' as const,
      message: 'Sipariş yeni modele taşındı; ödeme yöntemi havale/EFT varsayıldı.',
    };
    if (await upgradeOrder(order, [placed, note])) upgraded += 1;
  }
  // Upgraded orders were written with every finder; the rest may predate the pair's.
  return { upgraded, pairFinders: await backfillPairFinders() };
};
