import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { productKey, type StockType } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TEXTS } from '@shop/functions/domain/catalog/setup-texts';
import { demoStockTypes } from '../../src/seed/demo-catalogue-setup';
import { call, runtime, tableClient } from '../runtime-client';
import { admin, expectConflict, expectRefused, tableBaseline } from './setup-test-kit';

const PATH = '/api/admin/catalog/stock-type';
const list = async (): Promise<StockType[]> => (await admin(PATH)).data;

let cleanUp: () => Promise<void>;
beforeAll(async () => {
  cleanUp = await tableBaseline();
});
afterAll(() => cleanUp());

/** Sets (or removes) a seeded product's stock type in the table, as h-variants' product writes will. */
const setProductStockType = async (productId: string, stockTypeId: string | undefined) => {
  const db = tableClient();
  await db.send(
    new UpdateCommand({
      TableName: runtime().tableName,
      Key: productKey(productId),
      ...(stockTypeId === undefined
        ? { UpdateExpression: 'REMOVE stockTypeId' }
        : { UpdateExpression: 'SET stockTypeId = :id', ExpressionAttributeValues: { ':id': stockTypeId } }),
    }),
  );
  db.destroy();
};

describe('stock types (Stok Tipleri)', () => {
  it('lists the five seeded units with their fixed ids', async () => {
    const seeded = await list();
    for (const type of demoStockTypes()) expect(seeded).toContainEqual(type);
  });

  it('creates, edits and deletes a unit; a stale edit is 409', async () => {
    const res = await call(PATH, { as: 'PRODUCT_MANAGER', method: 'POST', body: { name: ' Koli ', allowDecimals: false } });
    expect(res.status).toBe(201);
    const made: StockType = res.body.data;
    expect(made).toMatchObject({ name: 'Koli', allowDecimals: false, tracked: true, version: 1 });
    const edited = await admin(`${PATH}/${made.id}`, 'POST', { name: 'Koli (12)', allowDecimals: false, tracked: false, baseVersion: 1 });
    expect(edited.data).toMatchObject({ name: 'Koli (12)', tracked: false, version: 2 });
    expect((await list()).find((t) => t.id === made.id)).toEqual(edited.data);
    await expectConflict(`${PATH}/${made.id}`, { body: { name: 'Koli', baseVersion: 1 } }, SETUP_TEXTS.stockTypeStale);
    expect(await call(`${PATH}/${made.id}`, { as: 'SUPER_ADMIN', method: 'DELETE' })).toEqual({ status: 200, body: { deleted: true } });
    expect((await list()).some((t) => t.id === made.id)).toBe(false);
  });

  it.each([
    ['a missing name', {}, 'name'],
    ['a blank name', { name: '  ' }, 'name'],
    ['a name over 40 characters', { name: 'x'.repeat(41) }, 'name'],
    ['decimals as a word', { name: 'Gram', allowDecimals: 'evet' }, 'allowDecimals'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_, body, field) => {
    await expectRefused(PATH, body, field);
  });

  it('refuses a name another unit has, in any case, on create and on rename (409)', async () => {
    await expectConflict(PATH, { body: { name: 'adet' } }, SETUP_TEXTS.stockTypeDuplicate('adet'));
    const made: StockType = (await admin(PATH, 'POST', { name: 'Rulo' })).data;
    await expectConflict(`${PATH}/${made.id}`, { body: { name: 'KG', baseVersion: 1 } }, SETUP_TEXTS.stockTypeDuplicate('KG'));
  });

  it('refuses to delete the default of Ürün Ayarları, or a unit products use (409 naming how many)', async () => {
    await expectConflict(`${PATH}/st-adet`, { method: 'DELETE' }, SETUP_TEXTS.stockTypeIsDefault('Adet'));
    await setProductStockType('1', 'st-paket');
    await setProductStockType('2', 'st-paket');
    try {
      await expectConflict(`${PATH}/st-paket`, { method: 'DELETE' }, SETUP_TEXTS.stockTypeInUse('Paket', 2));
    } finally {
      await setProductStockType('1', undefined);
      await setProductStockType('2', undefined);
    }
  });
});
