import { GSI1, stockLevelKey, WAREHOUSE_LIMITS, warehouseStockList, type Warehouse } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TEXTS } from '@shop/functions/domain/catalog/setup-texts';
import { demoWarehouses } from '../../src/seed/demo-catalogue-setup';
import { call, tableItems } from '../runtime-client';
import { admin, deleteItem, expectConflict, expectRefused, putItem, tableBaseline } from './setup-test-kit';

const PATH = '/api/admin/catalog/warehouse';
const list = async (): Promise<Warehouse[]> => (await admin(PATH)).data;
const one = async (id: string) => (await list()).find((w) => w.id === id);

let unique = 0;
const body = (extra: Record<string, unknown> = {}) => ({
  name: `Test deposu ${++unique}`,
  code: `TST-${unique}`,
  province: 'İzmir',
  district: 'Bornova',
  address: 'Kazımdirik Mah. 1',
  priority: 5,
  ...extra,
});
const edit = (warehouse: Warehouse, change: Record<string, unknown>) => {
  const { id: _id, createdAt: _c, updatedAt: _u, version, ...fields } = warehouse;
  return { ...fields, ...change, baseVersion: version };
};

let cleanUp: () => Promise<void>;
beforeAll(async () => {
  cleanUp = await tableBaseline();
});
afterAll(async () => {
  // The seeded default stays the default for the files after this one.
  const merkez = await one('wh-merkez');
  if (merkez && !merkez.isDefault) await admin(`${PATH}/wh-merkez`, 'POST', edit(merkez, { isDefault: true }));
  for (const w of await list()) if (!w.id.startsWith('wh-')) await admin(`${PATH}/${w.id}`, 'DELETE');
  await cleanUp();
});

describe('warehouses (Depolar)', () => {
  it('lists the seeded Merkez (default) and Ankara by priority', async () => {
    const seeded = (await list()).filter((w) => w.id.startsWith('wh-'));
    expect(seeded).toEqual(demoWarehouses());
  });

  it('creates and edits a warehouse (code kept upper-case); a stale edit and a taken code are 409', async () => {
    const res = await call(PATH, { as: 'WAREHOUSE_MANAGER', method: 'POST', body: body({ code: 'izmir-1' }) });
    expect(res.status).toBe(201);
    const made: Warehouse = res.body.data;
    expect(made).toMatchObject({ code: 'IZMIR-1', province: 'İzmir', district: 'Bornova', isActive: true, isDefault: false, version: 1 });
    const edited = (await admin(`${PATH}/${made.id}`, 'POST', edit(made, { code: 'IZMIR-2', priority: 9 }))).data;
    expect(edited).toMatchObject({ code: 'IZMIR-2', priority: 9, version: 2 });
    expect(await one(made.id)).toEqual(edited);
    await expectConflict(`${PATH}/${made.id}`, { body: edit(made, { name: 'Eski' }) }, SETUP_TEXTS.warehouseStale);
    await expectConflict(PATH, { body: body({ code: 'merkez' }) }, SETUP_TEXTS.warehouseCodeTaken('MERKEZ'));
    await expectConflict(`${PATH}/${made.id}`, { body: edit(edited, { code: 'ANKARA' }) }, SETUP_TEXTS.warehouseCodeTaken('ANKARA'));
    // The old code was given up by the rename.
    expect((await call(PATH, { as: 'SUPER_ADMIN', method: 'POST', body: body({ code: 'IZMIR-1' }) })).status).toBe(201);
  });

  it.each([
    ['a missing name', { name: undefined }, 'name'],
    ['a code with spaces', { code: 'A B' }, 'code'],
    ['an il that is not one of the 81', { province: 'Atlantis' }, 'province'],
    ['an ilçe of another il', { province: 'Ankara', district: 'Kadıköy' }, 'district'],
    ['an ilçe without an il', { province: '', district: 'Kadıköy' }, 'district'],
    ['a negative priority', { priority: -1 }, 'priority'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_, change, field) => {
    await expectRefused(PATH, body(change), field);
  });

  it('keeps exactly one default: making one default unsets the former; the default is never deactivated, unset or deleted', async () => {
    const made: Warehouse = (await admin(PATH, 'POST', body())).data;
    await expectConflict(`${PATH}/wh-merkez`, { body: edit((await one('wh-merkez'))!, { isActive: false }) }, SETUP_TEXTS.warehouseDefaultInactive);
    await expectConflict(`${PATH}/wh-merkez`, { body: edit((await one('wh-merkez'))!, { isDefault: false }) }, SETUP_TEXTS.warehouseDefaultRequired);
    await expectConflict(`${PATH}/wh-merkez`, { method: 'DELETE' }, SETUP_TEXTS.warehouseDefaultDelete);
    const merkezBefore = (await one('wh-merkez'))!;
    await admin(`${PATH}/${made.id}`, 'POST', edit(made, { isDefault: true }));
    const after = await list();
    expect(after.filter((w) => w.isDefault).map((w) => w.id)).toEqual([made.id]);
    expect(after.find((w) => w.id === 'wh-merkez')).toMatchObject({ isDefault: false, version: merkezBefore.version + 1 });
    await admin(`${PATH}/wh-merkez`, 'POST', edit((await one('wh-merkez'))!, { isDefault: true }));
    expect((await list()).filter((w) => w.isDefault).map((w) => w.id)).toEqual(['wh-merkez']);
  });

  it('refuses to delete a warehouse that holds stock; deactivated and without stock, it is deleted', async () => {
    const made: Warehouse = (await admin(PATH, 'POST', body())).data;
    // A level as the stock ledger writes it, listed under the warehouse.
    const level = {
      ...stockLevelKey('it-variant', made.id),
      [GSI1.partitionKey]: warehouseStockList(made.id),
      [GSI1.sortKey]: 'IT-SKU',
      onHand: 0,
      allocated: 2,
    };
    await putItem(level);
    await expectConflict(`${PATH}/${made.id}`, { method: 'DELETE' }, SETUP_TEXTS.warehouseHasStock(made.name));
    const inactive = (await admin(`${PATH}/${made.id}`, 'POST', edit(made, { isActive: false }))).data;
    expect(inactive.isActive).toBe(false);
    await putItem({ ...level, allocated: 0 });
    expect(await call(`${PATH}/${made.id}`, { as: 'SUPER_ADMIN', method: 'DELETE' })).toEqual({ status: 200, body: { deleted: true } });
    expect(await one(made.id)).toBeUndefined();
    await deleteItem(stockLevelKey('it-variant', made.id));
  });

  it(`refuses the ${WAREHOUSE_LIMITS.count + 1}st warehouse with a 400, writing nothing`, async () => {
    for (let count = (await list()).length; count < WAREHOUSE_LIMITS.count; count++) await admin(PATH, 'POST', body());
    expect((await list()).length).toBe(WAREHOUSE_LIMITS.count);
    const snapshot = await tableItems();
    const res = await call(PATH, { as: 'SUPER_ADMIN', method: 'POST', body: body() });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(SETUP_TEXTS.warehouseLimit(WAREHOUSE_LIMITS.count));
    expect(await tableItems()).toEqual(snapshot);
  });
});
