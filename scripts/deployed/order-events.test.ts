import { randomUUID } from 'node:crypto';
import { afterEach, expect, it, onTestFinished } from 'vitest';
import * as z from 'zod';
import { canAny, MESSAGES, notificationSchema, ORDER_PERMISSIONS, orderNewSchema, REALTIME_EVENTS, REALTIME_ROUTES, type Order } from '@shop/shared';
import { putOrders } from '@shop/functions/repositories/order-repository';
import { adminWho, call, describeOnTarget, mayCall, onTarget, pathOf } from './api';
import { RealtimeClient } from './realtime-client';
import type { SignedInUser } from './sign-in';
import { useTable } from './table';
import { placedOrder } from '../src/seed/placed-order';

/** A stream delivery in AWS takes a second or two; a cold Lambda more. */
const STREAM_MS = 45_000;

const clients: RealtimeClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
});

/** Dated long ago so it never tops an order list; the API has no delete, so it stays on a real stack. */
const testOrder = (): Order =>
  placedOrder({
    id: `deployed-${randomUUID()}`,
    customer: { kind: 'member', id: 'deployed-test', name: 'Entegrasyon Testi', email: 'entegrasyon.testi@example.com' },
    total: 10,
    createdAt: '2001-01-01T00:00:00.000Z',
  });

const bellCopy = async (user: SignedInUser, id: string) => {
  const until = Date.now() + STREAM_MS;
  for (;;) {
    const list = z.array(notificationSchema).parse((await call(pathOf('listNotifications'), { as: user })).body);
    const found = list.find((n) => String(n.id) === id);
    if (found) return found;
    if (Date.now() > until) throw new Error(`${user.email}: no notification ${id} within ${STREAM_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
};

describeOnTarget('a new order (needs table access)', () => {
  it('reaches connected admins who may see orders as order:new and in their bells as NEW_ORDER, and no other admin', async (test) => {
    const { table, tableReason, users } = onTarget();
    if (!table) return test.skip(tableReason);
    const orderAdmin = adminWho(test, 'may see orders', (u) => canAny(u.groups, ORDER_PERMISSIONS));
    const other = users.find((u) => mayCall('createRealtimeTicket', u.groups) && !canAny(u.groups, ORDER_PERMISSIONS));
    const path = `/admin/deployed-test/${randomUUID()}`;
    // Opening the connection (its ticket) makes each a known admin, with the groups that decide which alerts reach them.
    const watchers = await Promise.all([orderAdmin, ...(other ? [other] : [])].map((u) => RealtimeClient.open(u)));
    clients.push(...watchers);
    for (const w of watchers) w.send(REALTIME_ROUTES.adminJoin.routeKey, { path, userName: '' });
    await Promise.all(watchers.map((w) => w.waitFor(REALTIME_EVENTS.adminSelf, z.unknown())));

    const order = testOrder();
    const notificationId = `order-${order.id}`;
    onTestFinished(async () => {
      for (const user of [orderAdmin, ...(other ? [other] : [])]) {
        await call(pathOf('markNotificationRead', { id: notificationId }), { as: user, method: 'POST' });
      }
    });
    useTable(table);
    await putOrders([order]);

    const [orderWatcher, otherWatcher] = watchers;
    expect(await orderWatcher?.waitFor(REALTIME_EVENTS.orderNew, orderNewSchema, (d) => d.orderId === order.id, STREAM_MS)).toEqual({
      orderId: order.id,
    });
    const { createdAt, ...copy } = await bellCopy(orderAdmin, notificationId);
    expect(copy).toEqual({
      id: notificationId,
      type: 'NEW_ORDER',
      title: MESSAGES.alerts.newOrder,
      description: `#${order.id} numaralı sipariş alındı (Entegrasyon Testi).`,
      href: `/admin/order/detail/${order.id}`,
      isRead: false,
    });
    expect(Date.parse(createdAt)).not.toBeNaN();
    if (other && otherWatcher) {
      // The alert names the customer: an admin who may not open orders gets neither the bell's
      // copy nor the live event (issue 24). Both would have come by now: the copies are written
      // together and the event after them.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      const otherBell = z.array(notificationSchema).parse((await call(pathOf('listNotifications'), { as: other })).body);
      expect(otherBell.filter((n) => String(n.id) === notificationId)).toEqual([]);
      expect(otherWatcher.received(REALTIME_EVENTS.orderNew, orderNewSchema)).toEqual([]);
    }
  });
});
