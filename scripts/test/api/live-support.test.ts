import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { liveSupportSettingsKey, MESSAGES } from '@shop/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { call, runtime, tableClient, tableItems } from '../runtime-client';

const GET = '/api/admin/live-support/settings';
const SET = '/api/admin/live-support/settings/enabled';

const set = (body: unknown) => call(SET, { as: 'CUSTOMER_SERVICE', method: 'POST', body });

afterAll(async () => {
  await set({ enabled: false });
});

describe('live support settings: access', () => {
  it.each([
    ['GET', GET],
    ['POST', SET],
  ])('%s %s answers 401 without a token', async (method, path) => {
    const body = method === 'POST' ? { enabled: true } : undefined;
    expect(await call(path, { method, body })).toEqual({ status: 401, body: { message: 'Unauthorized' } });
  });

  it.each(['ADMIN', 'THEME_MANAGER', 'ANALYST', 'USER'] as const)('answers 403 to %s, who has no support permission', async (role) => {
    const before = await tableItems();
    expect(await call(GET, { as: role })).toEqual({ status: 403, body: { error: 'Forbidden', message: MESSAGES.api.forbidden } });
    expect((await call(SET, { as: role, method: 'POST', body: { enabled: true } })).status).toBe(403);
    expect(await tableItems()).toEqual(before);
  });
});

describe('live support settings', () => {
  it('is off for a shop that never set it', async () => {
    // Stands for a fresh shop: the setting's item is not there.
    const db = tableClient();
    await db.send(new DeleteCommand({ TableName: runtime().tableName, Key: liveSupportSettingsKey() }));
    db.destroy();
    expect(await call(GET, { as: 'CUSTOMER_SERVICE' })).toEqual({ status: 200, body: { customerSupportEnabled: false } });
  });

  it('switches on and off, and a fresh read shows it', async () => {
    expect(await set({ enabled: true })).toEqual({ status: 200, body: { success: true, customerSupportEnabled: true } });
    expect(await call(GET, { as: 'SUPER_ADMIN' })).toEqual({ status: 200, body: { customerSupportEnabled: true } });
    expect(await call(SET, { as: 'SUPER_ADMIN', method: 'POST', body: { enabled: false } })).toEqual({
      status: 200,
      body: { success: true, customerSupportEnabled: false },
    });
    expect(await call(GET, { as: 'CUSTOMER_SERVICE' })).toEqual({ status: 200, body: { customerSupportEnabled: false } });
  });

  it.each([
    ['a string', { enabled: 'true' }, 'enabled için doğru/yanlış değeri bekleniyor.'],
    ['a number', { enabled: 1 }, 'enabled için doğru/yanlış değeri bekleniyor.'],
    ['null', { enabled: null }, 'enabled gereklidir.'],
    ['nothing', {}, 'enabled gereklidir.'],
    ['an oversized string', { enabled: 'x'.repeat(100_000) }, 'enabled için doğru/yanlış değeri bekleniyor.'],
  ])('refuses %s with 400 naming enabled, and writes nothing', async (_case, body, message) => {
    await set({ enabled: true });
    const before = await tableItems();
    const res = await set(body);
    expect(res).toEqual({ status: 400, body: expect.objectContaining({ error: 'BadRequest', field: 'enabled', message }) });
    expect(await tableItems()).toEqual(before);
    expect((await call(GET, { as: 'CUSTOMER_SERVICE' })).body).toEqual({ customerSupportEnabled: true });
  });

  it('refuses malformed JSON and a body that is not an object, writing nothing', async () => {
    const before = await tableItems();
    const malformed = await call(SET, { as: 'CUSTOMER_SERVICE', method: 'POST', rawBody: '{"enabled": tru' });
    expect(malformed).toEqual({ status: 400, body: { error: 'BadRequest', message: MESSAGES.api.invalidJson } });
    const notObject = await call(SET, { as: 'CUSTOMER_SERVICE', method: 'POST', body: [true] });
    expect(notObject.status).toBe(400);
    expect(await tableItems()).toEqual(before);
  });
});
