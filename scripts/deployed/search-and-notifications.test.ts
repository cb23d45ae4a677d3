import { expect, it } from 'vitest';
import * as z from 'zod';
import { notificationSchema, searchResponseSchema, SEARCH_MIN_QUERY_LENGTH, unreadCountSchema } from '@shop/shared';
import { adminWho, call, describeOnTarget, mayCall, pathOf } from './api';

const productPageSchema = z.looseObject({ data: z.array(z.looseObject({ id: z.union([z.string(), z.number()]), name: z.string() })) });

describeOnTarget('search', () => {
  it('finds a product of the catalogue by a word of its name, and answers nothing under the minimum length', async (test) => {
    const searcher = adminWho(test, 'may search products', (u) => mayCall('search', u.groups) && mayCall('listProducts', u.groups));
    const page = await call(`${pathOf('listProducts')}?limit=1`, { as: searcher });
    expect(page.status).toBe(200);
    const product = productPageSchema.parse(page.body).data[0];
    if (!product) return test.skip('the catalogue is empty: nothing to search for');
    const word = product.name.split(/\s+/).find((w) => w.length >= SEARCH_MIN_QUERY_LENGTH) ?? product.name;

    const res = await call(`${pathOf('search')}?q=${encodeURIComponent(word)}`, { as: searcher });
    expect(res.status).toBe(200);
    const found = searchResponseSchema.parse(res.body);
    expect(found.success).toBe(true);
    expect(found.data?.products.map((p) => String(p.id))).toContain(String(product.id));

    const short = await call(`${pathOf('search')}?q=${encodeURIComponent(word.slice(0, SEARCH_MIN_QUERY_LENGTH - 1))}`, { as: searcher });
    expect(short.body).toEqual({ success: true, data: { products: [], users: [], guests: [] } });
  });

  it('answers 403 to an admin who may search nothing', async (test) => {
    const outsider = adminWho(test, 'may not search', (u) => !mayCall('search', u.groups));
    expect((await call(`${pathOf('search')}?q=ab`, { as: outsider })).status).toBe(403);
  });
});

describeOnTarget('notifications', () => {
  it('lists the caller’s notifications, counts the unread ones, and marks them all read', async (test) => {
    const admin = adminWho(test, 'gets into the admin shell', (u) => mayCall('listNotifications', u.groups));
    const list = await call(pathOf('listNotifications'), { as: admin });
    expect(list.status).toBe(200);
    const notifications = z.array(notificationSchema).parse(list.body);
    const count = await call(pathOf('countUnreadNotifications'), { as: admin });
    expect(unreadCountSchema.parse(count.body).count).toBeGreaterThanOrEqual(notifications.filter((n) => !n.isRead).length);

    expect((await call(pathOf('markAllNotificationsRead'), { as: admin, method: 'POST' })).status).toBe(200);
    expect((await call(pathOf('countUnreadNotifications'), { as: admin })).body).toEqual({ count: 0 });
    const after = z.array(notificationSchema).parse((await call(pathOf('listNotifications'), { as: admin })).body);
    expect(after.filter((n) => !n.isRead)).toEqual([]);
  });
});
