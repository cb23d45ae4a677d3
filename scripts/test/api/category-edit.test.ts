import { CATEGORY_EDIT_MESSAGES as M, MESSAGES } from '@shop/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, tableItems, useRuntimeTable } from '../runtime-client';
import { productBody } from '../product-body';

beforeAll(useRuntimeTable);

let n = 0;
const unique = (name: string) => `${name} ${Date.now().toString(36)}${n++}`;
const slugOf = (name: string) =>
  name
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .replace(/ş/g, 's')
    .replace(/ğ/g, 'g')
    .replace(/ü/g, 'u')
    .replace(/ö/g, 'o')
    .replace(/ç/g, 'c')
    .replace(/\s+/g, '-');

interface Listed {
  id: string;
  name: string;
  slug: string;
  parents: { parent: { id: string } }[];
  position?: number;
}
const categories = async (): Promise<Listed[]> => (await call('/api/admin/catalog/category', { as: 'PRODUCT_MANAGER' })).body.data;
const categoryById = async (id: string) => (await categories()).find((c) => c.id === id);
const newCategory = async (name: string, parentId?: string): Promise<string> => {
  const res = await call('/api/admin/catalog/category', { as: 'PRODUCT_MANAGER', method: 'POST', body: { name, ...(parentId ? { parentId } : {}) } });
  expect(res.status).toBe(201);
  return String(res.body.data.id);
};
const newProduct = async (categoryId: string) => {
  const res = await call('/api/admin/catalog/product', {
    as: 'PRODUCT_MANAGER',
    method: 'POST',
    body: { ...productBody(unique('Ağaç ürünü')), categoryIds: [categoryId] },
  });
  expect(res.status).toBe(201);
  return res.body.data as { id: string; version: number };
};
const update = (id: string, body: unknown, as = 'PRODUCT_MANAGER' as const) =>
  call(`/api/admin/catalog/category/${id}`, { as, method: 'POST', body });
/** The ids of the products the storefront lists at a category address (404: undefined). */
const shopListing = async (path: string): Promise<string[] | undefined> => {
  const res = await call(`/api/storefront/category/${path}`);
  return res.status === 404 ? undefined : (res.body.products as { id: string }[]).map((p) => p.id);
};

describe('renaming and moving a category', () => {
  it('renames it: its storefront address follows the new name, the old one is gone', async () => {
    const rootName = unique('Kök');
    const root = await newCategory(rootName);
    const childName = unique('Dal');
    const child = await newCategory(childName, root);
    const product = await newProduct(child);
    expect(await shopListing(`${slugOf(rootName)}/${slugOf(childName)}`)).toContain(product.id);
    const renamed = unique('Yeni dal');
    const res = await update(child, { name: renamed, parentId: root });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: child, name: renamed, slug: slugOf(renamed), parents: [{ parent: { id: root } }] });
    expect(await shopListing(`${slugOf(rootName)}/${slugOf(renamed)}`)).toContain(product.id);
    expect(await shopListing(`${slugOf(rootName)}/${slugOf(childName)}`)).toBeUndefined();
    // Its old name is free under that parent again.
    await newCategory(childName, root);
  });

  it('moves it under another parent with its products: listed under the new ancestors, no longer under the old', async () => {
    const fromName = unique('Eski kök');
    const toName = unique('Yeni kök');
    const from = await newCategory(fromName);
    const to = await newCategory(toName);
    const movingName = unique('Taşınan');
    const moving = await newCategory(movingName, from);
    const belowName = unique('En alt');
    const below = await newCategory(belowName, moving);
    const product = await newProduct(below);
    expect(await shopListing(slugOf(fromName))).toContain(product.id);

    const res = await update(moving, { name: movingName, parentId: to });
    expect(res.status).toBe(200);
    expect(await shopListing(slugOf(fromName))).not.toContain(product.id);
    expect(await shopListing(slugOf(toName))).toContain(product.id);
    expect(await shopListing(`${slugOf(toName)}/${slugOf(movingName)}/${slugOf(belowName)}`)).toContain(product.id);
    expect(await shopListing(`${slugOf(fromName)}/${slugOf(movingName)}`)).toBeUndefined();
    // Its categories did not change, so an open product form is not stale.
    expect((await call(`/api/admin/catalog/product/${product.id}`, { as: 'PRODUCT_MANAGER' })).body.data.version).toBe(product.version);
    // The admin's category filter follows the tree too.
    const filtered = await call(`/api/admin/catalog/product?categoryId=${to}`, { as: 'PRODUCT_MANAGER' });
    expect(filtered.body.data.map((p: { id: string }) => p.id)).toContain(product.id);
  });

  it('makes a moved root a root again with parentId null', async () => {
    const parent = await newCategory(unique('Üst'));
    const name = unique('Köke çıkan');
    const id = await newCategory(name, parent);
    expect((await update(id, { name, parentId: null })).status).toBe(200);
    expect((await categoryById(id))?.parents).toEqual([]);
    expect(await shopListing(slugOf(name))).toEqual([]);
  });

  it('refuses a move under itself or below itself (400), a missing parent (400), a taken name (409) and an unknown id (404), writing nothing', async () => {
    const top = await newCategory(unique('Tepe'));
    const middle = await newCategory(unique('Orta'), top);
    const bottom = await newCategory(unique('Dip'), middle);
    const takenName = unique('Dolu');
    await newCategory(takenName);
    const before = await tableItems();
    expect(await update(top, { name: 'Tepe', parentId: top })).toEqual({
      status: 400,
      body: { error: 'BadRequest', message: M.underItself, field: 'parentId' },
    });
    expect(await update(top, { name: 'Tepe', parentId: bottom })).toEqual({
      status: 400,
      body: { error: 'BadRequest', message: 'parentId: Bir kategori kendi alt kategorilerinden birinin altına taşınamaz.', field: 'parentId' },
    });
    expect(await update(middle, { name: 'Orta', parentId: 'yok' })).toEqual({
      status: 400,
      body: { error: 'BadRequest', message: MESSAGES.api.categoryParentMissing, field: 'parentId' },
    });
    expect(await update(middle, { name: takenName, parentId: null })).toEqual({
      status: 409,
      body: { error: 'Conflict', message: 'Bu üst kategoride aynı isimde bir kategori zaten var.' },
    });
    expect(await update('yok', { name: 'Yok', parentId: null })).toEqual({
      status: 404,
      body: { error: 'NotFound', message: 'Kategori bulunamadı.' },
    });
    const blank = await update(middle, { name: ' ', parentId: top });
    expect(blank.status).toBe(400);
    expect(blank.body.field).toBe('name');
    expect((await call(`/api/admin/catalog/category/${middle}`, { as: 'WAREHOUSE_MANAGER', method: 'POST', body: { name: 'X' } })).status).toBe(403);
    expect(await tableItems()).toEqual(before);
  });
});

describe('ordering siblings', () => {
  it('stores the order given; the list carries each position', async () => {
    const parent = await newCategory(unique('Sıralı'));
    const [a, b, c] = [await newCategory('Ahududu', parent), await newCategory('Böğürtlen', parent), await newCategory('Çilek', parent)];
    const res = await call('/api/admin/catalog/category/order', {
      as: 'PRODUCT_MANAGER',
      method: 'POST',
      body: { parentId: parent, ids: [c, a, b] },
    });
    expect(res).toEqual({ status: 200, body: { data: { parentId: parent, ids: [c, a, b] } } });
    const listed = (await categories()).filter((x) => [a, b, c].includes(x.id));
    expect(Object.fromEntries(listed.map((x) => [x.id, x.position]))).toEqual({ [c]: 0, [a]: 1, [b]: 2 });
  });

  it('refuses a list that is not exactly the siblings (400) and a repeated id (400), writing nothing', async () => {
    const parent = await newCategory(unique('Eksik'));
    const [a, b] = [await newCategory('Bir', parent), await newCategory('İki', parent)];
    const stranger = await newCategory(unique('Yabancı'));
    const before = await tableItems();
    const order = (ids: string[]) =>
      call('/api/admin/catalog/category/order', { as: 'PRODUCT_MANAGER', method: 'POST', body: { parentId: parent, ids } });
    expect(await order([a])).toEqual({ status: 400, body: { error: 'BadRequest', message: M.orderNotSiblings, field: 'ids' } });
    expect(await order([a, b, stranger])).toEqual({ status: 400, body: { error: 'BadRequest', message: M.orderNotSiblings, field: 'ids' } });
    const repeated = await order([a, a]);
    expect(repeated.status).toBe(400);
    expect(repeated.body.message).toBe('ids aynı kategoriyi iki kez içeremez.');
    expect(await tableItems()).toEqual(before);
  });
});

describe('deleting a category', () => {
  it('deletes an empty one and frees its name', async () => {
    const name = unique('Boş');
    const id = await newCategory(name);
    expect(await call(`/api/admin/catalog/category/${id}`, { as: 'PRODUCT_MANAGER', method: 'DELETE' })).toEqual({
      status: 200,
      body: { deleted: true, movedProducts: 0, movedCategories: 0 },
    });
    expect(await categoryById(id)).toBeUndefined();
    await newCategory(name);
    expect(await call(`/api/admin/catalog/category/${id}`, { as: 'PRODUCT_MANAGER', method: 'DELETE' })).toEqual({
      status: 404,
      body: { error: 'NotFound', message: 'Kategori bulunamadı.' },
    });
  });

  it('asks where the products and sub-categories go (409), refuses a bad destination (400), then moves them there and deletes', async () => {
    const goingName = unique('Silinen');
    const going = await newCategory(goingName);
    const childName = unique('Çocuk kategori');
    const child = await newCategory(childName, going);
    const grandchild = await newCategory(unique('Torun'), child);
    const direct = await newProduct(going);
    const inChild = await newProduct(child);
    const targetName = unique('Hedef');
    const target = await newCategory(targetName);
    const remove = (query = '') => call(`/api/admin/catalog/category/${going}${query}`, { as: 'PRODUCT_MANAGER', method: 'DELETE' });

    const before = await tableItems();
    expect(await remove()).toEqual({
      status: 409,
      body: { error: 'Conflict', message: 'Bu kategoride 1 ürün ve 1 alt kategori var. Silmeden önce bunların taşınacağı kategoriyi seçin.' },
    });
    expect(await remove(`?moveTo=${going}`)).toEqual({
      status: 400,
      body: { error: 'BadRequest', message: 'moveTo: İçerik, silinen kategorinin kendisine taşınamaz.', field: 'moveTo' },
    });
    expect(await remove(`?moveTo=${grandchild}`)).toEqual({
      status: 400,
      body: { error: 'BadRequest', message: 'moveTo: İçerik, silinen kategorinin alt kategorilerinden birine taşınamaz.', field: 'moveTo' },
    });
    expect(await remove('?moveTo=yok')).toEqual({
      status: 400,
      body: { error: 'BadRequest', message: 'moveTo: Taşınacak kategori bulunamadı.', field: 'moveTo' },
    });
    expect(await tableItems()).toEqual(before);

    expect(await remove(`?moveTo=${target}`)).toEqual({ status: 200, body: { deleted: true, movedProducts: 1, movedCategories: 1 } });
    expect(await categoryById(going)).toBeUndefined();
    expect((await categoryById(child))?.parents).toEqual([{ parent: { id: target } }]);
    const moved = (await call(`/api/admin/catalog/product/${direct.id}`, { as: 'PRODUCT_MANAGER' })).body.data;
    expect(moved.categoryIds).toEqual([target]);
    expect(moved.version).toBe(direct.version + 1);
    expect((await call(`/api/admin/catalog/product/${inChild.id}`, { as: 'PRODUCT_MANAGER' })).body.data.categoryIds).toEqual([child]);
    expect(await shopListing(slugOf(targetName))).toEqual(expect.arrayContaining([direct.id, inChild.id]));
    expect(await shopListing(`${slugOf(targetName)}/${slugOf(childName)}`)).toEqual([inChild.id]);
    expect(await shopListing(slugOf(goingName))).toBeUndefined();
  });

  it('refuses moving sub-categories where one of the same name exists (409), writing nothing', async () => {
    const clashName = unique('Aynı ad');
    const going = await newCategory(unique('Giden'));
    await newCategory(clashName, going);
    const target = await newCategory(unique('Dolu hedef'));
    await newCategory(clashName, target);
    const before = await tableItems();
    expect(await call(`/api/admin/catalog/category/${going}?moveTo=${target}`, { as: 'PRODUCT_MANAGER', method: 'DELETE' })).toEqual({
      status: 409,
      body: { error: 'Conflict', message: `“${clashName}” alt kategorisi taşınamıyor: hedef kategoride aynı isimde bir kategori var.` },
    });
    expect(await tableItems()).toEqual(before);
  });
});
