import { optionTypeKey, optionTypeNameKey } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { demoOptionTypes, demoWarehouses, ensureDemoCatalogueSetup } from '../../src/seed/demo-catalogue-setup';
import { call, tableItems, useRuntimeTable } from '../runtime-client';
import { deleteItem } from '../api/setup-test-kit';

describe('the demo units, warehouses and option types on a later start', () => {
  it('are added when missing and kept when there (a second run writes nothing)', async () => {
    useRuntimeTable();
    // As a shop seeded before they existed would be: Renk gone.
    await deleteItem(optionTypeKey('ot-renk'));
    await deleteItem(optionTypeNameKey('renk'));
    expect(await ensureDemoCatalogueSetup()).toBe(1);
    const types = (await call('/api/admin/catalog/option-types', { as: 'SUPER_ADMIN' })).body.data;
    expect(types).toContainEqual(demoOptionTypes()[1]);
    const snapshot = await tableItems();
    expect(await ensureDemoCatalogueSetup()).toBe(0);
    expect(await tableItems()).toEqual(snapshot);
    // The seeded warehouses are there, Merkez the default (other files may have edited them since: versions aside).
    const warehouses: { id: string }[] = (await call('/api/admin/catalog/warehouse', { as: 'SUPER_ADMIN' })).body.data;
    for (const { version: _v, ...w } of demoWarehouses()) expect(warehouses.find((found) => found.id === w.id)).toMatchObject(w);
  });
});
