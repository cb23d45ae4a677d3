import { MESSAGES, orderSchema, PRODUCT_LIST, productKey } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { demoData } from '../../src/seed/demo-data';
import { call } from '../runtime-client';

const demo = demoData();
const PATH = '/api/admin/order';

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
    expect(res.body.data).toEqual(demo.orders.slice(0, 2));
    expect(res.body.data[0]).toMatchObject({ id: '1001', customer: { kind: 'member', id: '1', name: 'Emine Güler' }, total: 14336.97 });
  });

  it('visit every order exactly once by following nextCursor, newest first', async () => {
    const seen: { id: string; createdAt: string }[] = [];
    let cursor: string | undefined;
    do {
      const res = await call(`${PATH}?limit=3${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { as: 'ORDER_MANAGER' });
      expect(res.status).toBe(200);
      for (const o of res.body.data) expect(orderSchema.parse(o)).toEqual(o);
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
    const res = await call(`${PATH}/1003`, { as: 'ANALYST' });
    expect(res).toEqual({ status: 200, body: { data: demo.orders[2] } });
    expect(res.body.data).toMatchObject({ customer: { kind: 'guest', id: '3', name: 'Zeynep Aydın' }, total: 20042.94 });
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
