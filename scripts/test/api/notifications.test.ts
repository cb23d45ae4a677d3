import { randomUUID } from 'node:crypto';
import { canAny, MESSAGES, ORDER_PERMISSIONS, type Notification, type RoleName } from '@shop/shared';
import { countUnreadNotifications, putNotificationForAdmins, putNotificationsFor } from '@shop/functions/repositories/notification-repository';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, call, subOf, tableItems, useRuntimeTable } from '../runtime-client';

/** Waits until `read` gives the same number twice, a second apart (at most 20 s). */
const untilSettled = async (read: () => Promise<number>) => {
  let last = await read();
  for (let i = 0; i < 20; i++) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = await read();
    if (now === last) return;
    last = now;
  }
};

const LIST = '/api/admin/notifications';
const MARK_ALL = '/api/admin/notifications/mark-all-read';
const UNREAD_COUNT = '/api/admin/notifications/unread-count';
const markRead = (id: string) => `/api/admin/notifications/${encodeURIComponent(id)}/mark-read`;

const fixture = (overrides: Partial<Notification> = {}): Notification => ({
  id: `it-${randomUUID()}`,
  type: 'INFO',
  title: 'Test bildirimi',
  description: 'Entegrasyon testi',
  isRead: false,
  createdAt: new Date().toISOString(),
  ...overrides,
});

const list = async (role: RoleName): Promise<Notification[]> => {
  const res = await call(LIST, { as: role });
  expect(res.status).toBe(200);
  return res.body;
};
const unreadIn = (notifications: Notification[]) => notifications.filter((n) => !n.isRead).length;

beforeAll(useRuntimeTable);

describe('notifications: access', () => {
  it.each([
    ['GET', LIST],
    ['POST', MARK_ALL],
    ['POST', markRead('order-1001')],
    ['GET', UNREAD_COUNT],
  ])('%s %s answers 401 without a token and 403 to USER', async (method, path) => {
    expect(await call(path, { method })).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    expect(await call(path, { method, as: 'USER' })).toEqual({ status: 403, body: { error: 'Forbidden', message: MESSAGES.api.forbidden } });
  });
});

describe('GET /api/admin/notifications', () => {
  it.each(ADMIN_ROLES)('gives %s its own seeded notifications, newest first, order alerts only if it may see orders', async (role) => {
    const notifications = await list(role);
    expect(Array.isArray(notifications)).toBe(true);
    const orderAlert = expect.objectContaining({
      id: 'order-1001',
      type: 'NEW_ORDER',
      title: 'Yeni sipariş',
      href: '/admin/order/detail/1001',
      isRead: expect.any(Boolean),
    });
    // The alert names the customer: only roles that may open the order get it (KVKK).
    if (canAny([role], ORDER_PERMISSIONS)) expect(notifications).toContainEqual(orderAlert);
    else expect(notifications.filter((n) => n.type === 'NEW_ORDER')).toEqual([]);
    expect(notifications).toContainEqual(
      expect.objectContaining({ id: 'system-1', type: 'SYSTEM', title: 'Hoş geldiniz', description: 'Yönetim paneli hazır.', isRead: true }),
    );
    const times = notifications.map((n) => n.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    for (const n of notifications)
      expect(Object.keys(n).sort()).toEqual(expect.arrayContaining(['createdAt', 'description', 'id', 'isRead', 'title', 'type']));
    expect(notifications.find((n) => n.id === 'system-1')).not.toHaveProperty('href');
  });

  it('shows at most 50, the newest', async () => {
    const sub = await subOf('CONTENT_MANAGER');
    const start = Date.now();
    const many = Array.from({ length: 55 }, (_, i) => fixture({ isRead: true, createdAt: new Date(start + i).toISOString() }));
    await putNotificationsFor(sub, many);
    const notifications = await list('CONTENT_MANAGER');
    expect(notifications).toHaveLength(50);
    expect(notifications[0]?.id).toBe(many[54]?.id);
  });
});

describe('POST /api/admin/notifications/{id}/mark-read', () => {
  it("marks the caller's copy read; another admin's copy stays unread", async () => {
    const [adminSub, themeSub] = await Promise.all([subOf('ADMIN'), subOf('THEME_MANAGER')]);
    const notification = fixture({ type: 'PRODUCT_STOCK', title: 'Stok azaldı', href: '/admin/catalog/product/upsert/1' });
    await putNotificationForAdmins([adminSub, themeSub], notification);
    const before = await list('ADMIN');
    expect(before[0]).toEqual(notification);
    const unreadBefore = await countUnreadNotifications(adminSub);
    expect(unreadBefore).toBe(unreadIn(before));

    const res = await call(markRead(String(notification.id)), { as: 'ADMIN', method: 'POST' });
    expect(res).toEqual({ status: 200, body: { ...notification, isRead: true } });

    const after = await list('ADMIN');
    expect(after.find((n) => n.id === notification.id)?.isRead).toBe(true);
    expect(unreadIn(after)).toBe(unreadIn(before) - 1);
    expect(await countUnreadNotifications(adminSub)).toBe(unreadBefore - 1);
    expect((await list('THEME_MANAGER')).find((n) => n.id === notification.id)?.isRead).toBe(false);

    // Marking again changes nothing and still answers the notification.
    expect((await call(markRead(String(notification.id)), { as: 'ADMIN', method: 'POST' })).body.isRead).toBe(true);
    expect(await countUnreadNotifications(adminSub)).toBe(unreadBefore - 1);
  });

  it("answers 404 for another admin's notification and touches nothing", async () => {
    const notification = fixture();
    await putNotificationsFor(await subOf('THEME_MANAGER'), [notification]);
    const before = await tableItems();
    const res = await call(markRead(String(notification.id)), { as: 'ADMIN', method: 'POST' });
    expect(res).toEqual({ status: 404, body: { error: 'NotFound', message: MESSAGES.api.notFound } });
    expect(await tableItems()).toEqual(before);
    expect((await list('THEME_MANAGER')).find((n) => n.id === notification.id)?.isRead).toBe(false);
  });

  it('answers 404 for an unknown id and 400 naming id for an oversized one, writing nothing', async () => {
    const before = await tableItems();
    expect((await call(markRead('yok-boyle-bir-bildirim'), { as: 'ADMIN', method: 'POST' })).status).toBe(404);
    const res = await call(markRead('x'.repeat(101)), { as: 'ADMIN', method: 'POST' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BadRequest', field: 'id' });
    expect(res.body.message).toContain('id');
    expect(await tableItems()).toEqual(before);
  });
});

describe('POST /api/admin/notifications/mark-all-read', () => {
  it("marks all of the caller's unread read, past one batch, and leaves other admins' alone", async () => {
    const [marketingSub, orderSub] = await Promise.all([subOf('MARKETING_MANAGER'), subOf('ORDER_MANAGER')]);
    // Orders written by earlier files reach both admins as alerts through the table stream: wait until
    // none is still arriving, or one landing mid-test would be an unread the counts do not expect.
    await untilSettled(() => countUnreadNotifications(orderSub));
    const start = Date.now();
    const unread = Array.from({ length: 30 }, (_, i) => fixture({ createdAt: new Date(start + i).toISOString() }));
    await putNotificationsFor(marketingSub, unread);
    await putNotificationsFor(orderSub, unread.slice(0, 1));
    const unreadBefore = await countUnreadNotifications(marketingSub);
    const orderUnreadBefore = await countUnreadNotifications(orderSub);
    expect(unreadBefore).toBeGreaterThanOrEqual(30);

    expect(await call(MARK_ALL, { as: 'MARKETING_MANAGER', method: 'POST' })).toEqual({ status: 200, body: { updated: unreadBefore } });

    // Every copy is read, the seeded ones too (the list shows only the newest 50, so count them all).
    expect(await countUnreadNotifications(marketingSub)).toBe(0);
    const after = await list('MARKETING_MANAGER');
    expect(after.every((n) => n.isRead)).toBe(true);
    expect(await countUnreadNotifications(orderSub)).toBe(orderUnreadBefore);
    expect((await list('ORDER_MANAGER')).find((n) => n.id === unread[0]?.id)?.isRead).toBe(false);

    expect(await call(MARK_ALL, { as: 'MARKETING_MANAGER', method: 'POST' })).toEqual({ status: 200, body: { updated: 0 } });
  });

  it('ignores a request body: the call has no payload', async () => {
    const res = await call(MARK_ALL, { as: 'MARKETING_MANAGER', method: 'POST', rawBody: '{"bozuk":' });
    expect(res).toEqual({ status: 200, body: { updated: 0 } });
  });
});

describe('GET /api/admin/notifications/unread-count', () => {
  it('counts every unread copy of the caller, past the 50 the list shows, and follows mark-read and mark-all-read', async () => {
    const sub = await subOf('WAREHOUSE_MANAGER');
    await call(MARK_ALL, { as: 'WAREHOUSE_MANAGER', method: 'POST' });
    expect(await call(UNREAD_COUNT, { as: 'WAREHOUSE_MANAGER' })).toEqual({ status: 200, body: { count: 0 } });

    const start = Date.now();
    const unread = Array.from({ length: 120 }, (_, i) => fixture({ createdAt: new Date(start + i).toISOString() }));
    await putNotificationsFor(sub, unread);
    expect(unreadIn(await list('WAREHOUSE_MANAGER'))).toBe(50);
    expect(await call(UNREAD_COUNT, { as: 'WAREHOUSE_MANAGER' })).toEqual({ status: 200, body: { count: 120 } });
    expect((await call(UNREAD_COUNT, { as: 'ORDER_MANAGER' })).body.count).not.toBe(120);

    await call(markRead(String(unread[0]?.id)), { as: 'WAREHOUSE_MANAGER', method: 'POST' });
    expect((await call(UNREAD_COUNT, { as: 'WAREHOUSE_MANAGER' })).body).toEqual({ count: 119 });

    await call(MARK_ALL, { as: 'WAREHOUSE_MANAGER', method: 'POST' });
    expect((await call(UNREAD_COUNT, { as: 'WAREHOUSE_MANAGER' })).body).toEqual({ count: 0 });
  });
});
