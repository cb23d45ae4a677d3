import { randomUUID } from 'node:crypto';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { Context, DynamoDBStreamEvent } from 'aws-lambda';
import { canAny, MESSAGES, NOTIFICATION_PREFIX, ORDER_PERMISSIONS, orderKey, productKey, USER_PREFIX, type Order, type RoleName } from '@shop/shared';
import { listKnownAdmins } from '@shop/functions/repositories/admin-registry-repository';
import { putNotificationsFor } from '@shop/functions/repositories/notification-repository';
import { withdrawUnauthorisedNotifications } from '@shop/functions/domain/notifications/withdraw-unauthorised';
import { putOrders } from '@shop/functions/repositories/order-repository';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, call, itemsWithPrefix, runtime, subOf, useRuntimeTable } from '../runtime-client';
import { closeAll, eventually, RealtimeClient } from './realtime-client';
import { placedOrder } from '../../src/seed/placed-order';

/** Dated long ago, so it never becomes the newest order other tests list. */
const order = (): Order =>
  placedOrder({
    id: `rt-${randomUUID()}`,
    customer: { kind: 'member', id: '1', name: 'Emine Güler', email: 'emine.guler1@example.com' },
    total: 10,
    createdAt: '2001-01-01T00:00:00.000Z',
  });

const notificationOf = async (role: RoleName, id: string) => {
  const res = await call('/api/admin/notifications', { as: role });
  expect(res.status).toBe(200);
  return (res.body as { id: string }[]).find((n) => n.id === id);
};

/** The roles the matrix lets open orders, and the rest: the alert names the customer (KVKK). */
const ORDER_ROLES = ADMIN_ROLES.filter((role) => canAny([role], ORDER_PERMISSIONS));
const OTHER_ROLES = ADMIN_ROLES.filter((role) => !canAny([role], ORDER_PERMISSIONS));

const clients: RealtimeClient[] = [];
beforeAll(useRuntimeTable);
afterEach(() => closeAll(clients));

describe('a new order (table stream)', () => {
  it('reaches admins who may see orders, as order:new and as a NEW_ORDER notification, and no other admin', async () => {
    const theme = await RealtimeClient.open('THEME_MANAGER', 'Deniz Aydın');
    const orders = await RealtimeClient.open('ORDER_MANAGER', 'Zeynep Çelik');
    const analyst = await RealtimeClient.open('ANALYST', 'İrem Güneş');
    clients.push(theme, orders, analyst);
    await orders.join('/admin/order/list');
    const placed = order();
    await putOrders([placed]);

    // orders:manage and orders:view, whether or not the admin is on a page yet.
    for (const client of [orders, analyst]) {
      expect((await client.waitFor('order:new', (d) => d.orderId === placed.id, 10_000)).data).toEqual({ orderId: placed.id });
    }
    const id = `order-${placed.id}`;
    expect(ORDER_ROLES).toEqual(expect.arrayContaining(['SUPER_ADMIN', 'ADMIN', 'ORDER_MANAGER', 'ANALYST']));
    for (const role of ORDER_ROLES) {
      await eventually(async () => (await notificationOf(role, id)) !== undefined, 10_000);
      expect(await notificationOf(role, id)).toEqual({
        id,
        type: 'NEW_ORDER',
        title: MESSAGES.alerts.newOrder,
        description: `#${placed.id} numaralı sipariş alındı (Emine Güler).`,
        href: `/admin/order/detail/${placed.id}`,
        isRead: false,
        createdAt: expect.any(String),
      });
    }
    expect(MESSAGES.alerts.newOrder).toBe('Yeni Sipariş Bildirimi');
    // Written after the order roles' copies (one put each, together): none for the rest, whose GET /order/{id} is 403.
    expect(OTHER_ROLES).toEqual(expect.arrayContaining(['THEME_MANAGER', 'CONTENT_MANAGER', 'PRODUCT_MANAGER']));
    for (const role of OTHER_ROLES) {
      expect(await notificationOf(role, id)).toBeUndefined();
      expect((await call(`/api/admin/order/${placed.id}`, { as: role })).status).toBe(403);
    }
    // THEME_MANAGER holds neither orders:manage nor orders:view: the bell only, no alert.
    expect(theme.received('order:new')).toEqual([]);
  });

  it('writes one notification per admin for a batch delivered twice, and ignores everything but new orders', async () => {
    // Called here as Lambda would call it again after a failure, posting through the runtime.
    process.env.WEBSOCKET_MANAGEMENT_ENDPOINT = runtime().url;
    const { handler } = await import('@shop/functions/handlers/realtime/order-stream');
    const placed = order();
    const image = (item: Record<string, unknown>) => marshall(item, { removeUndefinedValues: true }) as never;
    const record = (eventName: 'INSERT' | 'MODIFY', item: Record<string, unknown>) => ({
      eventName,
      eventSource: 'aws:dynamodb',
      dynamodb: { ApproximateCreationDateTime: Math.floor(Date.now() / 1000), NewImage: image(item) },
    });
    const event: DynamoDBStreamEvent = {
      Records: [
        record('INSERT', { ...orderKey(placed.id), ...placed }),
        record('MODIFY', { ...orderKey(`${placed.id}x`), ...placed, id: `${placed.id}x` }),
        record('INSERT', { ...productKey(`${placed.id}y`), ...placed, id: `${placed.id}y` }),
      ],
    };
    await handler(event, {} as Context);
    await handler(event, {} as Context);
    const copies = (await itemsWithPrefix(USER_PREFIX)).filter((n) => String(n.sk).startsWith(`${NOTIFICATION_PREFIX}order-${placed.id}`));
    const owners = copies.map((n) => n.pk);
    expect(new Set(owners).size).toBe(owners.length);
    expect(copies.map((n) => n.id)).toEqual(copies.map(() => `order-${placed.id}`));
    const told = (await listKnownAdmins()).filter((a) => canAny(a.groups ?? [], ORDER_PERMISSIONS)).map((a) => `USER#${a.sub}`);
    expect(owners.sort()).toEqual(told.sort());
    expect(owners.length).toBeGreaterThanOrEqual(ORDER_ROLES.length);
  });

  it('the upgrade withdraws alerts written before to admins who may not see orders, and keeps the rest', async () => {
    const id = `order-rt-${randomUUID()}`;
    const alert = {
      id,
      type: 'NEW_ORDER' as const,
      title: MESSAGES.alerts.newOrder,
      description: 'Eski',
      isRead: false,
      createdAt: new Date().toISOString(),
    };
    // Dated now: the bell lists the newest 50.
    const system = { ...alert, id: `system-${id}`, type: 'SYSTEM' as const };
    // As the stream wrote them before this fix: to every known admin.
    for (const role of ADMIN_ROLES) await putNotificationsFor(await subOf(role), [alert, system]);
    expect(await notificationOf('THEME_MANAGER', id)).toBeDefined();

    expect(await withdrawUnauthorisedNotifications()).toBeGreaterThanOrEqual(OTHER_ROLES.length);
    for (const role of OTHER_ROLES) {
      expect(await notificationOf(role, id)).toBeUndefined();
      expect(await notificationOf(role, system.id)).toBeDefined();
    }
    for (const role of ORDER_ROLES) expect(await notificationOf(role, id)).toBeDefined();
    // Run again (every start runs it): nothing left to withdraw.
    expect(await withdrawUnauthorisedNotifications()).toBe(0);
  });
});
