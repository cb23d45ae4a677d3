import type { Order, ReturnSummary, ShopperOrder } from '@shop/shared';
import { deliveredAtOf, outsideWindow, returnableOf } from '../returns/new-return';

const DAY_MS = 86_400_000;

/**
 * An order as its shopper or a guest sees it: no staff notes, payments or addresses. A line's
 * returnable quantity is what newReturn would accept now: delivered, not yet asked back, and
 * within the return window (0 outside it).
 */
export const shopperOrderView = (order: Order, returns: readonly ReturnSummary[], windowDays: number, nowIso: string): ShopperOrder => {
  const deliveredAt = deliveredAtOf(order);
  const delivered = order.status === 'DELIVERED' || order.status === 'COMPLETED' || order.fulfillmentStatus === 'PARTIALLY_DELIVERED';
  const open = delivered && deliveredAt !== undefined && !outsideWindow(deliveredAt, windowDays, nowIso);
  return {
    orderNo: order.id,
    createdAt: order.createdAt,
    status: order.status,
    paymentStatus: order.paymentStatus,
    fulfillmentStatus: order.fulfillmentStatus,
    paymentMethod: order.paymentMethod,
    total: order.total,
    totals: order.totals,
    lines: order.lines.map((l) => ({
      id: l.id,
      name: l.name,
      optionLabel: l.optionLabel,
      sku: l.sku,
      ...(l.imageUrl ? { imageUrl: l.imageUrl } : {}),
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      total: l.total,
      shippedQuantity: l.shippedQuantity,
      deliveredQuantity: l.deliveredQuantity,
      returnRequestedQuantity: l.returnRequestedQuantity,
      returnedQuantity: l.returnedQuantity,
      returnableQuantity: open ? returnableOf(l) : 0,
    })),
    shipments: order.shipments.map((s) => ({
      carrierName: s.carrierName,
      trackingNumber: s.trackingNumber,
      ...(s.trackingUrl ? { trackingUrl: s.trackingUrl } : {}),
      shippedAt: s.shippedAt,
      ...(s.deliveredAt ? { deliveredAt: s.deliveredAt } : {}),
    })),
    ...(order.invoiceNumber ? { invoiceNumber: order.invoiceNumber } : {}),
    ...(deliveredAt ? { returnWindowEndsAt: new Date(new Date(deliveredAt).getTime() + windowDays * DAY_MS).toISOString() } : {}),
    returns: returns.map((r) => ({ id: r.id, status: r.status, createdAt: r.createdAt })),
  };
};
