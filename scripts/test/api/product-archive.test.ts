import { MESSAGES, PRODUCT_ARCHIVE_MESSAGES as M } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tableItems, useRuntimeTable } from '../runtime-client';
import { productBody } from '../product-body';

beforeAll(useRuntimeTable);

let n = 0;
const unique = (name: string) => `${name} ${Date.now().toString(36)}${n++}`;
const create = async (name: string) => {
  const res = await call('/api/admin/catalog/product', { as: 'PRODUCT_MANAGER', method: 'POST', body: productBody(name) });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; slug: string; version: number };
};
const archive = (id: string) => call(`/api/admin/catalog/product/${id}/archive`, { as: 'PRODUCT_MANAGER', method: 'POST' });
const restore = (id: string) => call(`/api/admin/catalog/product/${id}/restore`, { as: 'PRODUCT_MANAGER', method: 'POST' });
const ids = (products: { id: string }[]) => products.map((p) => p.id);

/** Everywhere a shopper could meet the product: its page, the search, its category listing and a product-list block's cards. */
const onStorefront = async (product: { id: string; slug: string }, word: string) => ({
  page: (await call(`/api/storefront/product/${product.slug}`)).status,
  search: ids((await call(`/api/storefront/search?q=${encodeURIComponent(word)}`)).body.products).includes(product.id),
  category: ids((await call('/api/storefront/category/giyim/kadin/elbise')).body.products).includes(product.id),
  cards: ids((await call(`/api/storefront/search?ids=${product.id}`)).body.products).includes(product.id),
});
const adminList = async (query = '') => ids((await call(`/api/admin/catalog/product?limit=100${query}`, { as: 'PRODUCT_MANAGER' })).body.data);

describe('archiving a product', () => {
  it('takes it off the storefront, its listing and search, keeps it readable by id, and restores it', async () => {
    const word = `arsivkelime${Date.now().toString(36)}`;
    const product = await create(`Arşiv ${word}`);
    expect(await onStorefront(product, word)).toEqual({ page: 200, search: true, category: true, cards: true });

    const archived = await archive(product.id);
    expect(archived.status).toBe(200);
    expect(archived.body.data).toMatchObject({ id: product.id, archivedAt: expect.any(String), version: product.version + 1 });
    expect(await onStorefront(product, word)).toEqual({ page: 404, search: false, category: false, cards: false });
    // Old orders still read it.
    const read = await call(`/api/admin/catalog/product/${product.id}`, { as: 'ANALYST' });
    expect(read.status).toBe(200);
    expect(read.body.data.archivedAt).toBe(archived.body.data.archivedAt);
    expect(await adminList()).not.toContain(product.id);
    expect(await adminList('&archived=true')).toContain(product.id);
    expect(await adminList('&archived=true&categoryId=3')).toContain(product.id);

    const restored = await restore(product.id);
    expect(restored.status).toBe(200);
    expect(restored.body.data.archivedAt).toBeUndefined();
    expect(await onStorefront(product, word)).toEqual({ page: 200, search: true, category: true, cards: true });
    expect(await adminList()).toContain(product.id);
    expect(await adminList('&archived=true')).not.toContain(product.id);
  });

  it('refuses archiving twice, restoring one on sale and editing an archived one (409), and unknown ids (404), writing nothing', async () => {
    const product = await create(unique('Arşiv kuralı'));
    expect((await archive(product.id)).status).toBe(200);
    const before = await tableItems();
    expect(await archive(product.id)).toEqual({ status: 409, body: { error: 'Conflict', message: 'Bu ürün zaten arşivde.' } });
    const edit = await call(`/api/admin/catalog/product/${product.id}`, {
      as: 'PRODUCT_MANAGER',
      method: 'POST',
      body: { ...productBody('Yeni ad'), baseVersion: product.version + 1 },
    });
    expect(edit).toEqual({ status: 409, body: { error: 'Conflict', message: M.archivedNotEditable } });
    expect(await archive('yok')).toEqual({ status: 404, body: { error: 'NotFound', message: MESSAGES.api.productNotFound } });
    expect((await call(`/api/admin/catalog/product/${product.id}/restore`, { as: 'WAREHOUSE_MANAGER', method: 'POST' })).status).toBe(403);
    expect(await tableItems()).toEqual(before);
    expect((await restore(product.id)).status).toBe(200);
    const after = await tableItems();
    expect(await restore(product.id)).toEqual({ status: 409, body: { error: 'Conflict', message: 'Bu ürün arşivde değil.' } });
    expect(await tableItems()).toEqual(after);
  });

  it('restores into the categories that still exist', async () => {
    const made = await call('/api/admin/catalog/category', { as: 'PRODUCT_MANAGER', method: 'POST', body: { name: unique('Geçici raf') } });
    const shelf = String(made.body.data.id);
    const res = await call('/api/admin/catalog/product', {
      as: 'PRODUCT_MANAGER',
      method: 'POST',
      body: { ...productBody(unique('Raf ürünü')), categoryIds: ['3', shelf] },
    });
    const id = res.body.data.id as string;
    expect((await archive(id)).status).toBe(200);
    // The archived product is in no listing, so the shelf counts as empty and goes at once.
    expect((await call(`/api/admin/catalog/category/${shelf}`, { as: 'PRODUCT_MANAGER', method: 'DELETE' })).status).toBe(200);
    expect((await restore(id)).body.data.categoryIds).toEqual(['3']);
  });
});
