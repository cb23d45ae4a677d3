import { GUEST_LIST, guestKey, MESSAGES, guestRecordSchema, memberSchema } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { demoData } from '../../src/seed/demo-data';
import { call } from '../runtime-client';

const demo = demoData();
const FORBIDDEN = { status: 403, body: { error: 'Forbidden', message: MESSAGES.api.forbidden } };
const UNAUTHORIZED = { status: 401, body: { message: 'Unauthorized' } };
const NOT_FOUND = { status: 404, body: { error: 'NotFound', message: MESSAGES.api.notFound } };

const cursorOf = (key: unknown) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** Follows nextCursor to the end and returns every item seen. */
const everyPage = async <T>(path: string, as: 'ADMIN' | 'ANALYST' | 'CUSTOMER_SERVICE', limit: number): Promise<T[]> => {
  const seen: T[] = [];
  let cursor: string | undefined;
  do {
    const res = await call(`${path}?limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { as });
    expect(res.status).toBe(200);
    expect(res.body.data.length).toBeLessThanOrEqual(limit);
    seen.push(...res.body.data);
    cursor = res.body.nextCursor;
  } while (cursor);
  return seen;
};

describe('members', () => {
  const PATH = '/api/admin/member';

  it('answer 401 without a token and 403 to roles that may not manage members', async () => {
    expect(await call(PATH)).toEqual(UNAUTHORIZED);
    expect(await call(`${PATH}/1`)).toEqual(UNAUTHORIZED);
    for (const role of ['ANALYST', 'PRODUCT_MANAGER', 'ORDER_MANAGER', 'USER'] as const) {
      expect(await call(PATH, { as: role })).toEqual(FORBIDDEN);
      expect(await call(`${PATH}/1`, { as: role })).toEqual(FORBIDDEN);
    }
  });

  it.each(['ADMIN', 'CUSTOMER_SERVICE'] as const)('list the newest members first to %s', async (role) => {
    const res = await call(`${PATH}?limit=2`, { as: role });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(demo.members.slice(0, 2));
    expect(res.body.data[0]).toEqual({
      id: '1',
      name: 'Emine',
      surname: 'Güler',
      email: 'emine.guler1@example.com',
      createdAt: '2026-11-01T09:00:00.000Z',
    });
  });

  it('visit every member exactly once by following nextCursor', async () => {
    const seen = await everyPage<{ id: string }>(PATH, 'ADMIN', 5);
    for (const m of seen) expect(memberSchema.parse(m)).toEqual(m);
    expect(seen.map((m) => m.id)).toEqual(demo.members.map((m) => m.id));
  });

  it('get one member by id', async () => {
    expect(await call(`${PATH}/3`, { as: 'CUSTOMER_SERVICE' })).toEqual({ status: 200, body: { data: demo.members[2] } });
    expect((await call(`${PATH}/16`, { as: 'ADMIN' })).body.data).toMatchObject({
      name: 'Çağla',
      surname: 'Işık',
      email: 'cagla.isik16@example.com',
    });
  });

  it('answer 404 with a JSON body for an unknown member, also for a guest id space', async () => {
    expect(await call(`${PATH}/yok`, { as: 'ADMIN' })).toEqual(NOT_FOUND);
    expect(await call(`${PATH}/999`, { as: 'ADMIN' })).toEqual(NOT_FOUND);
  });

  it.each([
    ['garbage', 'not-a-cursor'],
    ['a guest-list cursor', cursorOf({ ...guestKey('1'), gsi1pk: GUEST_LIST, gsi1sk: 'x' })],
  ])('answer 400 naming cursor for %s', async (_, cursor) => {
    const res = await call(`${PATH}?cursor=${encodeURIComponent(cursor)}`, { as: 'ADMIN' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BadRequest', field: 'cursor' });
  });
});

describe('guests', () => {
  const PATH = '/api/admin/member/guest';

  it('answer 401 without a token and 403 to roles that may not see guests', async () => {
    expect(await call(PATH)).toEqual(UNAUTHORIZED);
    expect(await call(`${PATH}/1`)).toEqual(UNAUTHORIZED);
    for (const role of ['PRODUCT_MANAGER', 'ORDER_MANAGER', 'THEME_MANAGER', 'USER'] as const) {
      expect(await call(PATH, { as: role })).toEqual(FORBIDDEN);
      expect(await call(`${PATH}/1`, { as: role })).toEqual(FORBIDDEN);
    }
  });

  it.each(['ANALYST', 'ADMIN', 'CUSTOMER_SERVICE'] as const)('list the newest guests first, with their order counts, to %s', async (role) => {
    const res = await call(`${PATH}?limit=3`, { as: role });
    expect(res.status).toBe(200);
    // Each guest's count is the number of demo orders they placed.
    const placedBy = (id: string | undefined) => demo.orders.filter((o) => o.customer.kind === 'guest' && o.customer.id === id).length;
    expect(res.body.data).toEqual(demo.guests.slice(0, 3).map((g) => ({ ...g, _orderCount: placedBy(g.id) })));
    expect(res.body.data.some((g: { _orderCount: number }) => g._orderCount > 0)).toBe(true);
    expect(res.body.data[0]).toMatchObject({ id: '1', name: 'İbrahim', surname: 'Arslan' });
  });

  it('visit every guest exactly once by following nextCursor', async () => {
    const seen = await everyPage<{ id: string }>(PATH, 'ANALYST', 5);
    for (const g of seen) expect(guestRecordSchema.parse(g)).toEqual(g);
    expect(seen.map((g) => g.id)).toEqual(demo.guests.map((g) => g.id));
  });

  it('get one guest by id with the number of orders they placed', async () => {
    const guestOrders = (id: string) => demo.orders.filter((o) => o.customer.kind === 'guest' && o.customer.id === id).length;
    expect(await call(`${PATH}/3`, { as: 'ANALYST' })).toEqual({ status: 200, body: { data: { ...demo.guests[2], _orderCount: guestOrders('3') } } });
    expect((await call(`${PATH}/3`, { as: 'ANALYST' })).body.data).toMatchObject({ name: 'Zeynep', surname: 'Aydın', _orderCount: 1 });
    expect((await call(`${PATH}/5`, { as: 'ADMIN' })).body.data).toMatchObject({ name: 'Şule', surname: 'Şahin', _orderCount: 0 });
  });

  it('answer 404 with a JSON body for an unknown guest', async () => {
    expect(await call(`${PATH}/yok`, { as: 'ANALYST' })).toEqual(NOT_FOUND);
  });

  it('answer 400 naming cursor for a garbage cursor', async () => {
    const res = await call(`${PATH}?cursor=%7B%7D`, { as: 'ANALYST' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BadRequest', field: 'cursor' });
  });
});
