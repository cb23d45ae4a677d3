import { MESSAGES, orderDetailSchema, orderSummarySchema, PRODUCT_LIST, productKey, type Order } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { demoData } from '../../src/seed/demo-data';
import { call } from '../runtime-client';

const demo = demoData();
const PATH = '/api/admin/order';

/** The seed dates its orders back from the moment it ran: compare everything but the times. */
const timeless = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(timeless)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([k]) => !/(^at|At)$/.test(k))
            .map(([k, v]) => [k, timeless(v)]),
        )
      : value;
const summaryOf = (order: Order) => timeless(orderSummarySchema.parse(order));

describe('orders', () => {
  it('answer 401 without a token and 403 to roles without orders', async () => {
    expect(await call(PATH)).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    expect(await call(`${PATH}/1001`)).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    for (const role of ['PRODUCT_MANAGER', 'THEME_MANAGER', 'CONTENT_MANAGER', 'USER'] as const) {
      const forbidden = { status: 403, body: { error: 'Forbidden', message: MESSAGES.api.forbidden } };
      expect(await call(PATH, { as: role })).toEqual(forbidden);
      expect(await call(`${PATH}/1001`, { as: role })).toEqual(forbidden);
    }
  });

  it.each(['ORDER_MANAGER', 'WAREHOUSE_MANAGER', 'ANALYST', 'ADMIN'] as const)('list the newest orders first to %s', async (role) => {
    const res = await call(`${PATH}?limit=2`, { as: role });
    expect(res.status).toBe(200);
    expect(res.body.data.map(timeless)).toEqual(demo.orders.slice(0, 2).map(summaryOf));
    expect(res.body.data[0]).toMatchObject({ id: '1001', status: 'AWAITING_APPROVAL', paymentMethod: 'HAVALE_EFT', customer: { kind: 'member' } });
  });

  it('visit every order exactly once by following nextCursor, newest first', async () => {
    const seen: { id: string; createdAt: string }[] = [];
    let cursor: string | undefined;
    do {
      const res = await call(`${PATH}?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { as: 'ORDER_MANAGER' });
      expect(res.status).toBe(200);
      for (const o of res.body.data) expect(orderSummarySchema.parse(o)).toEqual(o);
      seen.push(...res.body.data);
      cursor = res.body.nextCursor;
    } while (cursor);
    const ids = seen.map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(demo.orders.map((o) => o.id)));
    expect(seen.map((o) => o.createdAt)).toEqual(
      seen
        .map((o) => o.createdAt)
        .sort()
        .reverse(),
    );
  });

  it("get one order by id, a guest's included", async () => {
    const guestOrder = demo.orders.find((o) => o.customer.kind === 'guest') as Order;
    const res = await call(`${PATH}/${guestOrder.id}`, { as: 'ANALYST' });
    expect(res.status).toBe(200);
    const { events, ...order } = orderDetailSchema.parse(res.body.data);
    expect(timeless(order)).toEqual(timeless(guestOrder));
    expect(events.at(-1)).toMatchObject({ type: 'PLACED', message: 'Sipariş alındı (Havale/EFT).' });
  });

  it('answer 404 with a JSON body for an unknown order', async () => {
    expect(await call(`${PATH}/42`, { as: 'ORDER_MANAGER' })).toEqual({ status: 404, body: { error: 'NotFound', message: MESSAGES.api.notFound } });
  });

  it.each([
    ['a garbage cursor', 'cursor=not-a-cursor', 'cursor'],
    [
      'a product-list cursor',
      `cursor=${Buffer.from(JSON.stringify({ ...productKey('1'), gsi1pk: PRODUCT_LIST, gsi1sk: 'x' })).toString('base64url')}`,
      'cursor',
    ],
    ['limit=-1', 'limit=-1', 'limit'],
  ])('answer 400 naming the field for %s', async (_, query, field) => {
    const res = await call(`${PATH}?${query}`, { as: 'ORDER_MANAGER' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BadRequest', field });
  });
});
