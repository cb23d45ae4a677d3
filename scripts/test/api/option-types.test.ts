import { GSI1, optionUseKey, optionUseList, type OptionType } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_TEXTS } from '@shop/functions/domain/catalog/setup-texts';
import { demoOptionTypes } from '../../src/seed/demo-catalogue-setup';
import { call } from '../runtime-client';
import { admin, deleteItem, expectConflict, expectRefused, putItem, tableBaseline } from './setup-test-kit';

const PATH = '/api/admin/catalog/option-types';
const list = async (): Promise<OptionType[]> => (await admin(PATH)).data;

let cleanUp: () => Promise<void>;
beforeAll(async () => {
  cleanUp = await tableBaseline();
});
afterAll(() => cleanUp());

/** What h-variants' product writes put in a product's partition: how many of its variants use one value. */
const useItem = (productId: string, typeName: string, label: string, variants: number) => ({
  ...optionUseKey(productId, typeName, label),
  [GSI1.partitionKey]: optionUseList(typeName, label),
  [GSI1.sortKey]: productId,
  variants,
});

describe('option types (Varyantlar)', () => {
  it('lists the seeded Beden and Renk with their values in order and fixed ids', async () => {
    const seeded = await list();
    for (const type of demoOptionTypes()) expect(seeded).toContainEqual(type);
  });

  it('creates a type: values keep their order and get ids; swatches only on COLOR types', async () => {
    const res = await call(PATH, {
      as: 'PRODUCT_MANAGER',
      method: 'POST',
      body: { name: '  Kumaş ', kind: 'TEXT', values: [{ label: 'Pamuk' }, { label: 'Keten', swatch: '#ffffff' }, { label: 'İpek' }] },
    });
    expect(res.status).toBe(201);
    const made: OptionType = res.body.data;
    expect(made).toMatchObject({ name: 'Kumaş', kind: 'TEXT', version: 1 });
    expect(made.values.map((v) => v.label)).toEqual(['Pamuk', 'Keten', 'İpek']);
    expect(made.values.every((v) => v.id.length > 0 && v.swatch === undefined)).toBe(true);
    expect(await list()).toContainEqual(made);
  });

  it.each([
    ['a missing name', { kind: 'TEXT', values: [{ label: 'A' }] }, 'name'],
    ['no values', { name: 'Boş', values: [] }, 'values'],
    ['the same value twice (Turkish case)', { name: 'Çift', values: [{ label: 'ışık' }, { label: 'IŞIK' }] }, 'values'],
    ['an unknown kind', { name: 'Tür', kind: 'SIZE', values: [{ label: 'A' }] }, 'kind'],
    ['a swatch that is not a colour', { name: 'Ton', kind: 'COLOR', values: [{ label: 'A', swatch: 'url(x)' }] }, 'values.0.swatch'],
  ])('refuses %s with a 400 naming the field, writing nothing', async (_, body, field) => {
    await expectRefused(PATH, body, field);
  });

  it('refuses a name another type has, whatever its case (409 naming it)', async () => {
    await expectConflict(PATH, { body: { name: 'BEDEN', values: [{ label: 'A' }] } }, SETUP_TEXTS.optionTypeDuplicate('BEDEN'));
  });

  it('edits: reorders, relabels an unused value, adds one (stored ids kept, the new one gets an id); a stale version is 409', async () => {
    const made: OptionType = (await admin(PATH, 'POST', { name: 'Kalıp', values: [{ label: 'Dar' }, { label: 'Normal' }] })).data;
    const [dar, normal] = made.values;
    const res = await call(`${PATH}/${made.id}`, {
      as: 'SUPER_ADMIN',
      method: 'POST',
      body: { name: 'Kalıp', values: [{ id: normal!.id, label: 'Normal' }, { label: 'Bol' }, { id: dar!.id, label: 'Slim' }], baseVersion: 1 },
    });
    expect(res.status).toBe(200);
    const edited: OptionType = res.body.data;
    expect(edited.version).toBe(2);
    expect(edited.values.map((v) => [v.id, v.label])).toEqual([
      [normal!.id, 'Normal'],
      [expect.any(String), 'Bol'],
      [dar!.id, 'Slim'],
    ]);
    expect((await list()).find((t) => t.id === made.id)).toEqual(edited);
    await expectConflict(`${PATH}/${made.id}`, { body: { name: 'Kalıp', values: [{ label: 'X' }], baseVersion: 1 } }, SETUP_TEXTS.optionTypeStale);
    await expectRefused(`${PATH}/${made.id}`, { name: 'Kalıp', values: [{ id: 'no-such-value', label: 'X' }], baseVersion: 2 }, 'values.0.id');
  });

  it('refuses to relabel, remove or rename what variants use, or delete the type, naming how many use it', async () => {
    const made: OptionType = (await admin(PATH, 'POST', { name: 'Uzunluk', values: [{ label: 'Kısa' }, { label: 'Uzun' }] })).data;
    const [kisa, uzun] = made.values;
    const uses = [useItem('it-product-1', 'Uzunluk', 'Kısa', 3), useItem('it-product-2', 'Uzunluk', 'Kısa', 2)];
    for (const use of uses) await putItem(use);
    const edit = (values: unknown[], name = 'Uzunluk') => ({ body: { name, values, baseVersion: made.version } });
    await expectConflict(
      `${PATH}/${made.id}`,
      edit([
        { id: kisa!.id, label: 'Mini' },
        { id: uzun!.id, label: 'Uzun' },
      ]),
      SETUP_TEXTS.optionValueInUse('Kısa', 5),
    );
    await expectConflict(`${PATH}/${made.id}`, edit([{ id: uzun!.id, label: 'Uzun' }]), SETUP_TEXTS.optionValueInUse('Kısa', 5));
    await expectConflict(`${PATH}/${made.id}`, edit(made.values, 'Boy'), SETUP_TEXTS.optionNameInUse('Uzunluk', 5));
    await expectConflict(`${PATH}/${made.id}`, { method: 'DELETE' }, SETUP_TEXTS.optionTypeInUse('Uzunluk', 5));
    // The unused value may still go, and the used one may move.
    const trimmed = await call(`${PATH}/${made.id}`, { as: 'SUPER_ADMIN', method: 'POST', body: edit([{ id: kisa!.id, label: 'Kısa' }]).body });
    expect(trimmed.status).toBe(200);
    // Once no variant uses it, the type can be deleted.
    for (const use of uses) await deleteItem({ pk: use.pk, sk: use.sk });
    expect(await call(`${PATH}/${made.id}`, { as: 'SUPER_ADMIN', method: 'DELETE' })).toEqual({ status: 200, body: { deleted: true } });
    expect((await list()).some((t) => t.id === made.id)).toBe(false);
    // Its name is free again.
    expect((await call(PATH, { as: 'SUPER_ADMIN', method: 'POST', body: { name: 'Uzunluk', values: [{ label: 'A' }] } })).status).toBe(201);
  });

  it('answers 404 for a type that is not there', async () => {
    expect((await call(`${PATH}/no-such-type`, { as: 'SUPER_ADMIN', method: 'DELETE' })).status).toBe(404);
  });
});
