import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { MESSAGES, tourKey } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, runtime, subOf, tableClient, tableItems, useRuntimeTable } from '../runtime-client';

const GET = '/api/admin/me/tour';
const COMPLETE = '/api/admin/me/tour/complete';

/** Stands for an admin who never finished the tour. */
const forgetTour = async (role: 'ANALYST' | 'THEME_MANAGER') => {
  const db = tableClient();
  await db.send(new DeleteCommand({ TableName: runtime().tableName, Key: tourKey(await subOf(role)) }));
  db.destroy();
};

beforeAll(useRuntimeTable);

describe('guided tour state: access', () => {
  it.each([
    ['GET', GET],
    ['POST', COMPLETE],
  ])('%s %s answers 401 without a token and 403 to USER, writing nothing', async (method, path) => {
    const before = await tableItems();
    expect(await call(path, { method })).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    expect(await call(path, { method, as: 'USER' })).toEqual({ status: 403, body: { error: 'Forbidden', message: MESSAGES.api.forbidden } });
    expect(await tableItems()).toEqual(before);
  });
});

describe('guided tour state', () => {
  it('is not completed until the admin finishes it, then stays completed with the first time kept', async () => {
    await Promise.all([forgetTour('ANALYST'), forgetTour('THEME_MANAGER')]);
    expect(await call(GET, { as: 'ANALYST' })).toEqual({ status: 200, body: { completed: false } });

    const done = await call(COMPLETE, { as: 'ANALYST', method: 'POST' });
    expect(done).toEqual({ status: 200, body: { completed: true, completedAt: expect.any(String) } });
    expect(await call(GET, { as: 'ANALYST' })).toEqual({ status: 200, body: done.body });

    const again = await call(COMPLETE, { as: 'ANALYST', method: 'POST' });
    expect(again).toEqual({ status: 200, body: done.body });

    // Per admin: another admin's tour is untouched.
    expect(await call(GET, { as: 'THEME_MANAGER' })).toEqual({ status: 200, body: { completed: false } });
  });

  it('ignores a request body: finishing the tour has no payload', async () => {
    await forgetTour('THEME_MANAGER');
    const res = await call(COMPLETE, { as: 'THEME_MANAGER', method: 'POST', rawBody: '{"completed": false' });
    expect(res.status).toBe(200);
    expect(res.body.completed).toBe(true);
  });
});
