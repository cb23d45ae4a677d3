import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { PRODUCT_LIST_MAX_PRODUCTS, defaultComponentData, productKey } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, runtime, tableClient, tableItems } from '../runtime-client';

const PRODUCTS = '/api/admin/catalog/product';
const THEME = '/api/admin/theme/components';

const itemKey = (item: Record<string, unknown>) => `${String(item.pk)}\u0000${String(item.sk)}`;
let before: Set<string>;

let unique = 0;
const word = () => `zq${Date.now().toString(36)}${(unique++).toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)] ?? '');

interface Product {
  id: string;
  name: string;
  version: number;
  [key: string]: unknown;
}

const createProduct = async (name: string, price: number, stock: number): Promise<Product> => {
  const res = await call(PRODUCTS, {
    as: 'PRODUCT_MANAGER',
    method: 'POST',
    body: { name, description: '', price, categoryIds: ['3'], images: [], isActive: true },
  });
  expect(res.status).toBe(201);
  // Stock comes from the ledger, which adds each movement to the product's stock.
  const db = tableClient();
  await db.send(
    new UpdateCommand({
      TableName: runtime().tableName,
      Key: productKey(res.body.data.id),
      UpdateExpression: 'ADD stock :n',
      ExpressionAttributeValues: { ':n': stock },
    }),
  );
  db.destroy();
  return { ...res.body.data, stock };
};

const updateProduct = async (product: Product, change: Record<string, unknown>): Promise<Product> => {
  const { id, version, createdAt: _c, updatedAt: _u, ...fields } = product;
  // The whole product, as the form sends it: a stored product without a compare-at price or brand is read without them.
  const whole = { compareAtPrice: null, brandId: null, stockTypeId: null, ...fields };
  const res = await call(`${PRODUCTS}/${id}`, { as: 'PRODUCT_MANAGER', method: 'POST', body: { ...whole, ...change, baseVersion: version } });
  expect(res.status).toBe(200);
  return res.body.data;
};

/** Saves the home area as it is plus (or minus) the product list; other files' blocks stay. */
const saveHome = async (extra: unknown[]) => {
  const { components, versions } = (await call(THEME, { as: 'THEME_MANAGER' })).body;
  const home = components.filter((c: { tabType: string; name: string }) => c.tabType === 'middle' && !c.name.startsWith('Test listesi'));
  return call(THEME, {
    as: 'THEME_MANAGER',
    method: 'POST',
    body: { pageType: 'HOME', baseVersion: versions.HOME, components: [...home, ...extra] },
  });
};

const listBlock = (name: string, products: unknown[]) => ({
  componentType: 'PRODUCT_LIST',
  name,
  order: 90,
  isActive: true,
  componentData: defaultComponentData('PRODUCT_LIST'),
  products,
});

interface Listed {
  productId: string;
  order: number;
  product: { name: string; price: number; inStock: boolean; slug: string };
}
const shopList = async (name: string): Promise<Listed[]> => {
  const theme = (await call('/api/storefront/theme')).body;
  return theme.areas.middle.find((c: { name: string }) => c.name === name).products;
};

beforeAll(async () => {
  before = new Set((await tableItems()).map(itemKey));
});
afterAll(async () => {
  await saveHome([]);
  const db = tableClient();
  for (const item of (await tableItems()).filter((i) => !before.has(itemKey(i)))) {
    if (String(item.pk).startsWith('PRODUCT'))
      await db.send(new DeleteCommand({ TableName: runtime().tableName, Key: { pk: item.pk, sk: item.sk } }));
  }
  db.destroy();
});

describe('product-list blocks read their products from the catalogue when the theme is served', () => {
  it('keeps ids only, shows current names, prices and stock in the saved order, and leaves out inactive and deleted products', async () => {
    const w = word();
    let a = await createProduct(`Liste A ${w}`, 1299.9, 5);
    const b = await createProduct(`Liste B ${w}`, 200, 0);
    const c = await createProduct(`Liste C ${w}`, 35.5, 3);
    const name = `Test listesi ${w}`;
    // An older builder sent a copy of the name with the id: it is not kept.
    const saved = await saveHome([
      listBlock(name, [
        { productId: c.id, order: 1 },
        { productId: a.id, order: 2, product: { id: a.id, name: 'Eski kopya', slug: 'eski-kopya' } },
        { productId: b.id, order: 3 },
      ]),
    ]);
    expect(saved.status).toBe(200);
    const stored = (await call(THEME, { as: 'THEME_MANAGER' })).body.components.find((x: { name: string }) => x.name === name);
    expect(stored.products).toEqual([
      { productId: c.id, order: 1 },
      { productId: a.id, order: 2 },
      { productId: b.id, order: 3 },
    ]);

    let listed = await shopList(name);
    expect(listed.map((p) => [p.product.name, p.product.price, p.product.inStock, p.order])).toEqual([
      [`Liste C ${w}`, 35.5, true, 1],
      [`Liste A ${w}`, 1299.9, true, 2],
      [`Liste B ${w}`, 200, false, 3],
    ]);

    a = await updateProduct(a, { name: `Yeni Ad ${w}` });
    listed = await shopList(name);
    expect(listed.map((p) => p.product.name)).toEqual([`Liste C ${w}`, `Yeni Ad ${w}`, `Liste B ${w}`]);

    await updateProduct(b, { isActive: false });
    const db = tableClient();
    await db.send(new DeleteCommand({ TableName: runtime().tableName, Key: productKey(c.id) }));
    db.destroy();
    listed = await shopList(name);
    expect(listed.map((p) => [p.productId, p.product.name, p.order])).toEqual([[a.id, `Yeni Ad ${w}`, 1]]);

    // The preview's read of the same ids gives the same cards, in the order named.
    const cards = await call(`/api/storefront/search?ids=${[b.id, 'yok', a.id, c.id].join(',')}`);
    expect(cards.status).toBe(200);
    expect(cards.body.products.map((p: { id: string; name: string }) => [p.id, p.name])).toEqual([[a.id, `Yeni Ad ${w}`]]);
  });

  it('bounds what is read: a list of more than 100 products is refused with nothing written, as is a longer id list', async () => {
    const { versions } = (await call(THEME, { as: 'THEME_MANAGER' })).body;
    const many = Array.from({ length: PRODUCT_LIST_MAX_PRODUCTS + 1 }, (_, i) => ({ productId: `p${i}`, order: i + 1 }));
    const refused = await saveHome([listBlock(`Test listesi ${word()}`, many)]);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^components\.\d+\.products en fazla 100 öğe içerebilir\.$/);
    expect((await call(THEME, { as: 'THEME_MANAGER' })).body.versions.HOME).toBe(versions.HOME);

    const ids = many.map((p) => p.productId).join(',');
    const tooMany = await call(`/api/storefront/search?ids=${ids}`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('ids en fazla 100 öğe içerebilir.');
  });
});
