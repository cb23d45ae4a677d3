import { MESSAGES, type Notification, type Order } from '@shop/shared';

/**
 * The bell's entry for a new order (spec §8's alert title). Its id comes from the order, so
 * a stream batch delivered twice writes the same notification again instead of a second one.
 */
export const newOrderNotification = (order: Pick<Order, 'id' | 'customer'>, createdAt: number): Notification => ({
  id: `order-${order.id}`,
  type: 'NEW_ORDER',
  title: MESSAGES.alerts.newOrder,
  description: `#${order.id} numaralı sipariş alındı (${order.customer.name}).`,
  href: `/admin/order/detail/${encodeURIComponent(order.id)}`,
  isRead: false,
  createdAt: new Date(createdAt).toISOString(),
});
