import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TEXTS } from '@shop/functions/domain/catalog/setup-texts';
import { call } from '../runtime-client';
import { admin, expectConflict, expectRefused, tableBaseline } from './setup-test-kit';

const PATH = '/api/admin/settings/product';

let cleanUp: () => Promise<void>;
let seededVersion: number;
beforeAll(async () => {
  cleanUp = await tableBaseline();
  seededVersion = (await admin(PATH)).version;
});
afterAll(async () => {
  // Back to the seeded settings for the files after this one.
  const { version } = await admin(PATH);
  await admin(PATH, 'POST', {
    lowStockThreshold: 5,
    defaultStockTypeId: 'st-adet',
    allowBackorder: false,
    outOfStockVisibility: 'SHOW',
    allocationStrategy: 'PRIORITY',
    baseVersion: version,
  });
  await cleanUp();
});

const CHANGED = {
  lowStockThreshold: 3,
  defaultStockTypeId: 'st-kg',
  allowBackorder: true,
  outOfStockVisibility: 'HIDE',
  allocationStrategy: 'MOST_STOCK',
};
const valid = (baseVersion: number) => ({ ...CHANGED, baseVersion });

describe('Ürün Ayarları', () => {
  it('reads the seeded settings: Adet by default, the five defaults', async () => {
    expect(await call(PATH, { as: 'WAREHOUSE_MANAGER' })).toEqual({
      status: 200,
      body: {
        lowStockThreshold: 5,
        defaultStockTypeId: 'st-adet',
        allowBackorder: false,
        outOfStockVisibility: 'SHOW',
        allocationStrategy: 'PRIORITY',
        version: seededVersion,
      },
    });
  });

  it('saves every setting with the version it was based on; a stale one is 409', async () => {
    // ADMIN reads Ürün Ayarları (products:manage) but may not save them.
    expect((await call(PATH, { as: 'ADMIN', method: 'POST', body: valid(seededVersion) })).status).toBe(403);
    const saved = await call(PATH, { as: 'PRODUCT_MANAGER', method: 'POST', body: valid(seededVersion) });
    expect(saved).toEqual({ status: 200, body: { ...CHANGED, version: seededVersion + 1 } });
    expect(await admin(PATH)).toEqual({ ...CHANGED, version: seededVersion + 1 });
    await expectConflict(PATH, { body: valid(seededVersion) }, SETUP_TEXTS.productSettingsStale);
  });

  it.each([
    ['a stock type that does not exist', { defaultStockTypeId: 'st-yok' }, 'defaultStockTypeId'],
    ['a negative threshold', { lowStockThreshold: -1 }, 'lowStockThreshold'],
    ['an unknown visibility', { outOfStockVisibility: 'MAYBE' }, 'outOfStockVisibility'],
    ['an unknown strategy', { allocationStrategy: 'RANDOM' }, 'allocationStrategy'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_, change, field) => {
    const { version } = await admin(PATH);
    await expectRefused(PATH, { ...valid(version), ...change }, field);
  });
});
