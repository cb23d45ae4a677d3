import { MESSAGES } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tableItems, useRuntimeTable } from '../runtime-client';
import { productBody } from '../product-body';

beforeAll(useRuntimeTable);

let n = 0;
const unique = (name: string) => `${name} ${Date.now().toString(36)}${n++}`;
const brandNames = async () =>
  ((await call('/api/admin/catalog/brand', { as: 'PRODUCT_MANAGER' })).body.data as { name: string }[]).map((b) => b.name);
const newBrand = async (name: string): Promise<string> => {
  const res = await call('/api/admin/catalog/brand', { as: 'PRODUCT_MANAGER', method: 'POST', body: { name } });
  expect(res.status).toBe(201);
  return String(res.body.data.id);
};

describe('renaming a brand', () => {
  it('renames it (listed under the new name after a reload), and a change of case alone keeps its claim', async () => {
    const id = await newBrand(unique('Deniz'));
    const renamed = unique('Yakamoz');
    expect(await call(`/api/admin/catalog/brand/${id}`, { as: 'PRODUCT_MANAGER', method: 'POST', body: { name: renamed } })).toEqual({
      status: 200,
      body: { data: { id, name: renamed } },
    });
    expect(await brandNames()).toContain(renamed);
    const upper = renamed.toLocaleUpperCase('tr-TR');
    expect((await call(`/api/admin/catalog/brand/${id}`, { as: 'PRODUCT_MANAGER', method: 'POST', body: { name: upper } })).status).toBe(200);
    expect(await brandNames()).toContain(upper);
  });

  it('refuses a name another brand holds in any Turkish case (409), a blank name (400) and an unknown brand (404), writing nothing', async () => {
    const taken = unique('Işıltı');
    await newBrand(taken);
    const id = await newBrand(unique('Başka'));
    const before = await tableItems();
    expect(
      await call(`/api/admin/catalog/brand/${id}`, { as: 'PRODUCT_MANAGER', method: 'POST', body: { name: taken.toLocaleLowerCase('tr-TR') } }),
    ).toEqual({
      status: 409,
      body: { error: 'Conflict', message: MESSAGES.api.brandDuplicate },
    });
    const blank = await call(`/api/admin/catalog/brand/${id}`, { as: 'PRODUCT_MANAGER', method: 'POST', body: { name: ' \u200b ' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('name');
    expect(await call('/api/admin/catalog/brand/yok', { as: 'PRODUCT_MANAGER', method: 'POST', body: { name: unique('Yok') } })).toEqual({
      status: 404,
      body: { error: 'NotFound', message: MESSAGES.api.brandNotFound },
    });
    expect((await call(`/api/admin/catalog/brand/${id}`, { as: 'ORDER_MANAGER', method: 'POST', body: { name: unique('Yetkisiz') } })).status).toBe(
      403,
    );
    expect(await tableItems()).toEqual(before);
  });
});

describe('deleting a brand', () => {
  it('deletes an unused brand and frees its name', async () => {
    const name = unique('Geçici');
    const id = await newBrand(name);
    expect(await call(`/api/admin/catalog/brand/${id}`, { as: 'ADMIN', method: 'DELETE' })).toEqual({
      status: 200,
      body: { deleted: true, detachedProducts: 0 },
    });
    expect(await brandNames()).not.toContain(name);
    await newBrand(name);
  });

  it('asks first for a brand in use (409 saying how many products, nothing written), then takes it off them when confirmed', async () => {
    const name = unique('Kullanılan');
    const id = await newBrand(name);
    const made = await call('/api/admin/catalog/product', {
      as: 'PRODUCT_MANAGER',
      method: 'POST',
      body: { ...productBody(unique('Markalı ürün')), brandId: id },
    });
    expect(made.status).toBe(201);
    const before = await tableItems();
    expect(await call(`/api/admin/catalog/brand/${id}`, { as: 'PRODUCT_MANAGER', method: 'DELETE' })).toEqual({
      status: 409,
      body: { error: 'Conflict', message: 'Bu marka 1 üründe kullanılıyor. Silinirse bu ürünlerin markası kaldırılır.' },
    });
    expect(await tableItems()).toEqual(before);

    expect(await call(`/api/admin/catalog/brand/${id}?detach=true`, { as: 'PRODUCT_MANAGER', method: 'DELETE' })).toEqual({
      status: 200,
      body: { deleted: true, detachedProducts: 1 },
    });
    const product = (await call(`/api/admin/catalog/product/${made.body.data.id}`, { as: 'PRODUCT_MANAGER' })).body.data;
    expect(product.brandId).toBeUndefined();
    // An open form based on the old version is now stale.
    expect(product.version).toBe(made.body.data.version + 1);
    expect(await brandNames()).not.toContain(name);
    expect(await call(`/api/admin/catalog/brand/${id}`, { as: 'PRODUCT_MANAGER', method: 'DELETE' })).toEqual({
      status: 404,
      body: { error: 'NotFound', message: MESSAGES.api.brandNotFound },
    });
  });
});
