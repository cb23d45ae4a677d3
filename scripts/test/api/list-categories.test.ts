import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { categoryKey, MESSAGES } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { call, runtime, tableClient } from '../runtime-client';

const PATH = '/api/admin/catalog/category';

describe('GET /api/admin/catalog/category', () => {
  it('answers 401 with a JSON body without a token, and with a forged one', async () => {
    expect(await call(PATH)).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    const forged = [
      'eyJhbGciOiJIUzI1NiJ9',
      Buffer.from(JSON.stringify({ sub: 'x', 'cognito:groups': ['SUPER_ADMIN'] })).toString('base64url'),
      'c2ln',
    ].join('.');
    expect((await call(PATH, { token: forged })).status).toBe(401);
  });

  it.each(['ANALYST', 'WAREHOUSE_MANAGER', 'USER'] as const)('answers 403 to %s', async (role) => {
    const res = await call(PATH, { as: role });
    expect(res).toEqual({ status: 403, body: { error: 'Forbidden', message: MESSAGES.api.forbidden } });
  });

  it.each(['PRODUCT_MANAGER', 'THEME_MANAGER', 'ADMIN', 'SUPER_ADMIN'] as const)('returns the category tree to %s', async (role) => {
    const res = await call(PATH, { as: role });
    expect(res.status).toBe(200);
    const byName = new Map<string, { id: string; slug: string; parents: { parent: { id: string } }[] }>(
      res.body.data.map((c: { name: string }) => [c.name, c]),
    );
    const dress = byName.get('Elbise');
    const women = byName.get('Kadın');
    const clothing = byName.get('Giyim');
    expect(dress?.slug).toBe('elbise');
    expect(dress?.parents).toEqual([{ parent: { id: women?.id } }]);
    expect(women?.parents).toEqual([{ parent: { id: clothing?.id } }]);
    expect(clothing?.parents).toEqual([]);
    expect(byName.get('Ev & Yaşam')?.slug).toBe('ev-yasam');
  });

  it('reads what is in the table, not a fixed list', async () => {
    const db = tableClient();
    const item = { ...categoryKey('it-1'), id: 'it-1', name: 'Test Kategorisi', slug: 'test-kategorisi', parentIds: ['1'] };
    await db.send(new PutCommand({ TableName: runtime().tableName, Item: item }));
    try {
      const res = await call(PATH, { as: 'THEME_MANAGER' });
      expect(res.body.data).toContainEqual({ id: 'it-1', name: 'Test Kategorisi', slug: 'test-kategorisi', parents: [{ parent: { id: '1' } }] });
    } finally {
      await db.send(new DeleteCommand({ TableName: runtime().tableName, Key: { pk: item.pk, sk: item.sk } }));
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    expect(await call('/api/admin/nope', { as: 'SUPER_ADMIN' })).toEqual({ status: 404, body: { message: 'Not Found' } });
  });
});
