import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { RoleName } from '@shop/shared';
import { expect } from 'vitest';
import { call, runtime, tableClient, tableItems } from '../runtime-client';

/** Shared by the Varyantlar, Stok Tipleri, Depolar and Ürün Ayarları tests. */

const itemKey = (item: Record<string, unknown>) => `${String(item.pk)}\u0000${String(item.sk)}`;
/** An item's content whatever order a read lists its attributes in (maps are unordered in DynamoDB). */
const contentOf = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/**
 * Notes what is in the table, to remove afterwards what a test file wrote (other files see the seeded
 * shop). With `restoreChanged`, items the file changed or deleted are put back as they were too: for
 * a file whose writes reach shared items (counters, settings, seeded records), not only new ones.
 */
/**
 * Order e-mails are sent from the table stream after the change that queued them, and write their
 * outcome (the mail item, a timeline entry) then: waits (up to 10 s) until none is queued or being
 * sent, so a "nothing written" snapshot is not taken while an earlier order's mail is still landing.
 */
export const orderMailsSettled = async (among: (item: Record<string, unknown>) => boolean = () => true): Promise<void> => {
  const inFlight = (i: Record<string, unknown>) => among(i) && String(i.sk).startsWith('MAIL#') && (i.status === 'PENDING' || i.status === 'SENDING');
  const until = Date.now() + 10_000;
  while (Date.now() < until && (await tableItems()).some(inFlight)) await new Promise((resolve) => setTimeout(resolve, 200));
};

/**
 * Waits until what the table stream does after earlier writes (order alerts, e-mails, counters) has
 * landed: no e-mail queued or being sent, and two reads a poll apart (the local stream polls every
 * 200 ms) the same. Up to 10 s. For "nothing written" snapshots taken after the test placed orders.
 */
export const streamSettled = async (): Promise<void> => {
  await orderMailsSettled();
  const until = Date.now() + 10_000;
  let last = JSON.stringify(await tableItems());
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 600));
    const now = JSON.stringify(await tableItems());
    if (now === last) return;
    last = now;
  }
};

export const tableBaseline = async (options: { restoreChanged?: boolean } = {}) => {
  const baseline = new Map((await tableItems()).map((i) => [itemKey(i), i]));
  return async () => {
    const db = tableClient();
    // So none writes its timeline entry after the cleanup, into the next file's tests.
    await orderMailsSettled((i) => !baseline.has(itemKey(i)));
    const now = await tableItems();
    for (const item of now.filter((i) => !baseline.has(itemKey(i)))) {
      await db.send(new DeleteCommand({ TableName: runtime().tableName, Key: { pk: item.pk, sk: item.sk } }));
    }
    if (options.restoreChanged) {
      const current = new Map(now.map((i) => [itemKey(i), contentOf(i)]));
      for (const [key, item] of baseline) {
        if (current.get(key) !== contentOf(item)) await db.send(new PutCommand({ TableName: runtime().tableName, Item: item }));
      }
    }
    db.destroy();
  };
};

/** Sends a bad request and checks the 400 names the field and that nothing at all was written (audit included). */
export const expectRefused = async (path: string, body: unknown, field: string, as: RoleName = 'SUPER_ADMIN', method = 'POST') => {
  const snapshot = await tableItems();
  const res = await call(path, { as, method, body });
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.field).toBe(field);
  expect(res.body.message).toContain(field);
  expect(await tableItems()).toEqual(snapshot);
  return res.body.message as string;
};

/** Sends a request that must clash (409) and checks its message and that nothing was written. */
export const expectConflict = async (path: string, options: { body?: unknown; method?: string }, message: RegExp | string) => {
  const snapshot = await tableItems();
  const res = await call(path, {
    as: 'SUPER_ADMIN',
    method: options.method ?? 'POST',
    ...(options.body === undefined ? {} : { body: options.body }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(409);
  if (typeof message === 'string') expect(res.body.message).toBe(message);
  else expect(res.body.message).toMatch(message);
  expect(await tableItems()).toEqual(snapshot);
};

export const putItem = async (item: Record<string, unknown>) => {
  const db = tableClient();
  await db.send(new PutCommand({ TableName: runtime().tableName, Item: item }));
  db.destroy();
};

export const deleteItem = async (key: { pk: string; sk: string }) => {
  const db = tableClient();
  await db.send(new DeleteCommand({ TableName: runtime().tableName, Key: key }));
  db.destroy();
};

/** Posts as SUPER_ADMIN and insists on success. */
export const admin = async (path: string, method = 'GET', body?: unknown) => {
  const res = await call(path, { as: 'SUPER_ADMIN', method, ...(body === undefined ? {} : { body }) });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
};
