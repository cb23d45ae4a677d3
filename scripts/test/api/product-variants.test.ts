import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { optionTypeKey, optionUseKey, productKey, productSettingsKey, skuClaimKey, stockLevelKey, warehouseKey, type Variant } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, runtime, tableClient, tableItems } from '../runtime-client';
import { productBody } from '../product-body';

const PATH = '/api/admin/catalog/product';
const itemKey = (item: Record<string, unknown>) => `${String(item.pk)}\u0000${String(item.sk)}`;

let unique = 0;
const word = () => `zv${Date.now().toString(36)}${(unique++).toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)] ?? '');
const W = word();
const BEDEN = `ot-beden-${W}`;
const RENK = `ot-renk-${W}`;
const SIZES = ['S', 'M', 'L', 'XL'];
const COLOURS = ['Kırmızı', 'Lacivert'];

/** A GTIN-13 with the right check digit, from a 12-digit base. */
const gtin = (base: number) => {
  const digits = String(base).padStart(12, '0');
  const sum = Array.from(digits, Number)
    .reverse()
    .reduce((acc, d, i) => acc + d * (i % 2 === 0 ? 3 : 1), 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
};

const db = tableClient();
const put = (Item: Record<string, unknown>) => db.send(new PutCommand({ TableName: runtime().tableName, Item }));
const get = async (Key: Record<string, unknown>) =>
  (await db.send(new GetCommand({ TableName: runtime().tableName, Key, ConsistentRead: true }))).Item;

let before: Set<string>;
beforeAll(async () => {
  before = new Set((await tableItems()).map(itemKey));
  const now = new Date().toISOString();
  // Option types are another part's items; written here as that part stores them.
  await put({
    ...optionTypeKey(BEDEN),
    id: BEDEN,
    name: 'Beden',
    kind: 'TEXT',
    values: SIZES.map((label) => ({ id: label, label })),
    createdAt: now,
    version: 1,
  });
  await put({
    ...optionTypeKey(RENK),
    id: RENK,
    name: 'Renk',
    kind: 'COLOR',
    values: [
      { id: 'r', label: 'Kırmızı', swatch: '#cc0000' },
      { id: 'y', label: 'Yeşil', swatch: '#00aa00' },
      { id: 'l', label: 'Lacivert', swatch: '#001f5b' },
    ],
    createdAt: now,
    version: 1,
  });
});
afterAll(async () => {
  for (const item of (await tableItems()).filter((i) => !before.has(itemKey(i))))
    await db.send(new DeleteCommand({ TableName: runtime().tableName, Key: { pk: item.pk, sk: item.sk } }));
  db.destroy();
});

/** Beden × Renk, 8 variants, SKUs `<prefix>-<size>-<n>`, XL dearer, each with a barcode. */
const eight = (prefix: string, barcodeBase: number) =>
  SIZES.flatMap((size, i) =>
    COLOURS.map((colour, j) => ({
      sku: `${prefix}-${size}-${j}`.toLowerCase(),
      barcode: gtin(barcodeBase + i * 2 + j),
      options: { Beden: size, Renk: colour },
      price: size === 'XL' ? 20 : null,
      isActive: true,
    })),
  );
const withVariants = (name: string, variants: unknown[]) => ({ ...productBody(name), optionTypeIds: [BEDEN, RENK], variants });
const create = (body: unknown) => call(PATH, { as: 'PRODUCT_MANAGER', method: 'POST', body });
const update = (id: string, body: unknown) => call(`${PATH}/${id}`, { as: 'PRODUCT_MANAGER', method: 'POST', body });
const asSent = (v: Variant) => ({ ...v, barcode: v.barcode ?? null, price: v.price ?? null });
const uses = async (productId: string) =>
  (await tableItems())
    .filter((i) => i.pk === productKey(productId).pk && String(i.sk).startsWith('OPTION_USE#'))
    .map((i) => [i.sk, i.variants, i.gsi1pk]);

let base = 100_000_000_000;
const nextBase = () => (base += 100);

describe('product variants', () => {
  it('creates a product with 8 variants: SKUs upper-case and claimed, ids under the product, option uses counted', async () => {
    const p = word();
    const res = await create(withVariants(`Varyantlı ${p}`, eight(p, nextBase())));
    expect(res.status).toBe(201);
    const product = res.body.data;
    expect(product.optionTypeIds).toEqual([BEDEN, RENK]);
    expect(product.variants).toHaveLength(8);
    for (const v of product.variants as Variant[]) {
      expect(v.id.startsWith(`${product.id}_`)).toBe(true);
      expect(v.sku).toBe(v.sku.toUpperCase());
      expect(await get(skuClaimKey(v.sku))).toMatchObject({ productId: product.id, variantId: v.id });
    }
    expect(product.variants.find((v: Variant) => v.options.Beden === 'XL').price).toBe(20);
    expect(product.variants.find((v: Variant) => v.options.Beden === 'S').price).toBeUndefined();
    expect(await uses(product.id)).toEqual(
      expect.arrayContaining([
        ['OPTION_USE#Beden#S', 2, 'OPTION_USE#Beden#S'],
        ['OPTION_USE#Beden#XL', 2, 'OPTION_USE#Beden#XL'],
        ['OPTION_USE#Renk#Kırmızı', 4, 'OPTION_USE#Renk#Kırmızı'],
        ['OPTION_USE#Renk#Lacivert', 4, 'OPTION_USE#Renk#Lacivert'],
      ]),
    );
    expect(await uses(product.id)).toHaveLength(6);
  });

  it('edits: ids are kept, a removed size releases its SKUs and its option use, the audit names the variant change', async () => {
    const p = word();
    const { data: product } = (await create(withVariants(`Düzenlenen ${p}`, eight(p, nextBase())))).body;
    const kept = (product.variants as Variant[]).filter((v) => v.options.Beden !== 'XL');
    const dropped = (product.variants as Variant[]).filter((v) => v.options.Beden === 'XL');
    const res = await update(product.id, {
      ...withVariants(
        product.name,
        kept.map((v) => ({ ...asSent(v), price: 15 })),
      ),
      slug: product.slug,
      baseVersion: 1,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.variants.map((v: Variant) => v.id)).toEqual(kept.map((v) => v.id));
    expect(res.body.data.variants.every((v: Variant) => v.price === 15)).toBe(true);
    for (const v of dropped) expect(await get(skuClaimKey(v.sku))).toBeUndefined();
    for (const v of kept) expect(await get(skuClaimKey(v.sku))).toMatchObject({ variantId: v.id });
    expect(await get(optionUseKey(product.id, 'Beden', 'XL'))).toBeUndefined();
    expect(await get(optionUseKey(product.id, 'Renk', 'Kırmızı'))).toMatchObject({ variants: 3 });
    const audit = (await call('/api/admin/audit?action=product.updated&limit=5', { as: 'SUPER_ADMIN' })).body.data.find(
      (e: { target: { id: string } }) => e.target.id === product.id,
    );
    expect(audit?.summary).toMatch(/2 varyant silindi/);
  });

  it('refuses a SKU or barcode another product holds (409 naming it) and writes nothing', async () => {
    const p = word();
    const first = (await create(withVariants(`Sahibi ${p}`, eight(p, nextBase())))).body.data;
    const taken = first.variants[3] as Variant;
    const snapshot = await tableItems();
    const q = word();
    const sku = eight(q, nextBase());
    sku[5] = { ...sku[5], sku: taken.sku.toLowerCase() } as (typeof sku)[number];
    const bySku = await create(withVariants(`İkinci ${q}`, sku));
    expect(bySku.status).toBe(409);
    expect(bySku.body.message).toContain(first.name);
    expect(bySku.body.message).toContain(taken.sku);
    expect(bySku.body.message).toContain('variants.5.sku');
    const barcode = eight(q, nextBase());
    barcode[2] = { ...barcode[2], barcode: taken.barcode } as (typeof barcode)[number];
    const byBarcode = await create(withVariants(`Üçüncü ${q}`, barcode));
    expect(byBarcode.status).toBe(409);
    expect(byBarcode.body.message).toContain(first.name);
    expect(byBarcode.body.message).toContain(taken.sku);
    expect(await tableItems()).toEqual(snapshot);
  });

  const BAD: [string, (p: string) => unknown, string][] = [
    [
      'a wrong check digit',
      (p) =>
        withVariants(
          p,
          eight(p, nextBase()).map((v, i) => (i === 1 ? { ...v, barcode: '4006381333932' } : v)),
        ),
      'variants.1.barcode',
    ],
    ['251 variants', (p) => ({ ...productBody(p), variants: Array.from({ length: 251 }, (_, i) => ({ sku: `${p}-${i}` })) }), 'variants'],
    [
      'an unknown option value',
      (p) =>
        withVariants(
          p,
          eight(p, nextBase()).map((v, i) => (i === 0 ? { ...v, options: { Beden: 'XXL', Renk: 'Kırmızı' } } : v)),
        ),
      'variants.0.options.Beden',
    ],
    [
      'a missing option',
      (p) =>
        withVariants(
          p,
          eight(p, nextBase()).map((v, i) => (i === 7 ? { ...v, options: { Beden: 'XL' } } : v)),
        ),
      'variants.7.options',
    ],
    ['an unknown option type', (p) => ({ ...withVariants(p, eight(p, nextBase())), optionTypeIds: [BEDEN, 'ot-yok'] }), 'optionTypeIds'],
    [
      'a variant image the product does not have',
      (p) =>
        withVariants(
          p,
          eight(p, nextBase()).map((v, i) => (i === 0 ? { ...v, imageIds: ['yok'] } : v)),
        ),
      'variants.0.imageIds',
    ],
    [
      'a SKU twice in one product',
      (p) =>
        withVariants(
          p,
          eight(p, nextBase()).map((v, i) => (i === 1 ? { ...v, sku: `${p}-S-0` } : v)),
        ),
      'variants.1.sku',
    ],
  ];
  it.each(BAD)('refuses %s with a 400 naming the field and writes nothing (product, claims)', async (_, body, field) => {
    const snapshot = await tableItems();
    const res = await create(body(word()));
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(await tableItems()).toEqual(snapshot);
  });

  it('keeps every SKU claimed by its stored variant when a save that swaps two SKUs is refused in the transaction', async () => {
    const p = word();
    const { data: product } = (await create(withVariants(`Takas ${p}`, eight(p, nextBase())))).body;
    const [a, b, ...rest] = product.variants as Variant[];
    const swapped = [{ ...asSent(a!), sku: b!.sku }, { ...asSent(b!), sku: a!.sku }, ...rest.map(asSent)];
    // The codes are claimed (moved between the two variants) before the transaction, which a taken slug then refuses.
    const refused = await update(product.id, { ...withVariants(product.name, swapped), slug: 'organik-pembe-elbise-1', baseVersion: 1 });
    expect(refused.status).toBe(409);
    expect(await get(skuClaimKey(a!.sku))).toMatchObject({ productId: product.id, variantId: a!.id });
    expect(await get(skuClaimKey(b!.sku))).toMatchObject({ productId: product.id, variantId: b!.id });
    // And the swap itself, saved, moves both claims.
    expect((await update(product.id, { ...withVariants(product.name, swapped), slug: product.slug, baseVersion: 1 })).status).toBe(200);
    expect(await get(skuClaimKey(a!.sku))).toMatchObject({ variantId: b!.id });
    expect(await get(skuClaimKey(b!.sku))).toMatchObject({ variantId: a!.id });
  });

  it('refuses an id that is not one of the product’s variants (400), with nothing written', async () => {
    const p = word();
    const { data: product } = (await create(withVariants(`Yabancı ${p}`, eight(p, nextBase())))).body;
    const snapshot = await tableItems();
    const res = await update(product.id, {
      ...withVariants(
        product.name,
        (product.variants as Variant[]).map((v, i) => (i === 0 ? { ...asSent(v), id: 'baska_urun' } : asSent(v))),
      ),
      slug: product.slug,
      baseVersion: 1,
    });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('variants.0.id');
    expect(await tableItems()).toEqual(snapshot);
  });

  it('never loses a stock movement’s ADD that lands while the product is being saved', async () => {
    const p = word();
    const { data: product } = (await create(withVariants(`Eşzamanlı ${p}`, eight(p, nextBase())))).body;
    const add = () =>
      db.send(
        new UpdateCommand({
          TableName: runtime().tableName,
          Key: productKey(product.id),
          UpdateExpression: 'ADD stock :n',
          ExpressionAttributeValues: { ':n': 1 },
        }),
      );
    const [saved] = await Promise.all([
      update(product.id, {
        ...withVariants(`${product.name} yeni`, (product.variants as Variant[]).map(asSent)),
        slug: product.slug,
        baseVersion: 1,
      }),
      ...Array.from({ length: 20 }, add),
    ]);
    expect(saved.status).toBe(200);
    const stored = await get(productKey(product.id));
    expect(stored).toMatchObject({ name: `${product.name} yeni`, stock: 20, version: 2 });
  });

  it('refuses to remove a variant with stock on hand (409) and writes nothing', async () => {
    const p = word();
    const { data: product } = (await create(withVariants(`Stoklu ${p}`, eight(p, nextBase())))).body;
    const stocked = product.variants[0] as Variant;
    await put({ ...stockLevelKey(stocked.id, 'wh-test'), variantId: stocked.id, warehouseId: 'wh-test', onHand: 3, allocated: 0 });
    const snapshot = await tableItems();
    const res = await update(product.id, {
      ...withVariants(product.name, (product.variants as Variant[]).slice(1).map(asSent)),
      slug: product.slug,
      baseVersion: 1,
    });
    expect(res.status).toBe(409);
    expect(res.body.message).toContain(stocked.sku);
    expect(await tableItems()).toEqual(snapshot);
  });

  it('takes over a claim left by a crash (its holder does not hold the SKU, older than the lease), not a fresh one', async () => {
    const p = word();
    const sku = `${p}-YETIM`.toUpperCase();
    const old = new Date(Date.now() - 10 * 60_000).toISOString();
    await put({ ...skuClaimKey(sku), code: sku, productId: 'kayip-urun', variantId: 'kayip-urun_x', claimedAt: old });
    const res = await create({ ...productBody(`Yetim ${p}`), variants: [{ sku }] });
    expect(res.status).toBe(201);
    expect(await get(skuClaimKey(sku))).toMatchObject({ productId: res.body.data.id });

    const fresh = `${p}-TAZE`.toUpperCase();
    await put({ ...skuClaimKey(fresh), code: fresh, productId: 'kayip-urun', variantId: 'kayip-urun_y', claimedAt: new Date().toISOString() });
    expect((await create({ ...productBody(`Taze ${p}`), variants: [{ sku: fresh }] })).status).toBe(409);
  });

  it('gives a product without options one default variant with a SKU from the slug, kept on edit', async () => {
    const p = word();
    const { data: product } = (await create(productBody(`Tek ${p}`))).body;
    expect(product.variants).toEqual([
      { id: expect.stringMatching(new RegExp(`^${product.id}_`)), sku: product.slug.toUpperCase(), options: {}, isActive: true },
    ]);
    const res = await update(product.id, { ...productBody(product.name), slug: product.slug, baseVersion: 1 });
    expect(res.body.data.variants).toEqual(product.variants);
  });
});

describe('GET /api/storefront/product/{slug} with variants', () => {
  it('answers the active variants with what active warehouses have, and the used option values in the type’s order', async () => {
    const p = word();
    const variants = eight(p, nextBase()).map((v) => (v.options.Beden === 'L' ? { ...v, isActive: false } : v));
    const { data: product } = (await create(withVariants(`Vitrin ${p}`, variants))).body;
    const now = new Date().toISOString();
    const warehouse = (id: string, isActive: boolean) =>
      put({
        ...warehouseKey(id),
        id,
        name: id,
        code: id.toUpperCase(),
        province: '',
        district: '',
        address: '',
        priority: 1,
        isActive,
        isDefault: false,
        createdAt: now,
        version: 1,
      });
    await warehouse(`wa-${p}`, true);
    await warehouse(`wp-${p}`, false);
    const s = (product.variants as Variant[]).find((v) => v.options.Beden === 'S' && v.options.Renk === 'Kırmızı') as Variant;
    await put({ ...stockLevelKey(s.id, `wa-${p}`), variantId: s.id, warehouseId: `wa-${p}`, onHand: 5, allocated: 2 });
    await put({ ...stockLevelKey(s.id, `wp-${p}`), variantId: s.id, warehouseId: `wp-${p}`, onHand: 50, allocated: 0 });

    const res = await call(`/api/storefront/product/${product.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.optionTypes).toEqual([
      { name: 'Beden', kind: 'TEXT', values: [{ label: 'S' }, { label: 'M' }, { label: 'XL' }] },
      // Yeşil is no variant's: left out; the type's order (Kırmızı before Lacivert) kept.
      {
        name: 'Renk',
        kind: 'COLOR',
        values: [
          { label: 'Kırmızı', swatch: '#cc0000' },
          { label: 'Lacivert', swatch: '#001f5b' },
        ],
      },
    ]);
    expect(res.body.variants).toHaveLength(6);
    expect(res.body.variants.find((v: { id: string }) => v.id === s.id)).toEqual({
      id: s.id,
      sku: s.sku,
      options: { Beden: 'S', Renk: 'Kırmızı' },
      price: 10,
      available: 3,
      inStock: true,
    });
    expect(res.body.variants.find((v: { options: { Beden: string } }) => v.options.Beden === 'XL')).toMatchObject({
      price: 20,
      available: 0,
      inStock: false,
    });
    expect(res.body.product.inStock).toBe(true);
    expect(res.body.allowBackorder).toBe(false);
  });

  it('with Ürün Ayarları HIDE leaves out-of-stock products out of category and search answers; the product page still answers', async () => {
    const p = word();
    const { data: product } = (await create(productBody(`Gizli Tükenen ${p}`))).body;
    const stored = await get(productSettingsKey());
    const ids = async () => ({
      category: ((await call('/api/storefront/category/giyim/kadin/elbise')).body.products as { id: string }[]).map((c) => c.id),
      search: ((await call(`/api/storefront/search?q=${p}`)).body.products as { id: string }[]).map((c) => c.id),
    });
    expect(await ids()).toEqual({ category: expect.arrayContaining([product.id]), search: [product.id] });
    await put({
      ...productSettingsKey(),
      lowStockThreshold: 5,
      defaultStockTypeId: null,
      allowBackorder: false,
      outOfStockVisibility: 'HIDE',
      allocationStrategy: 'PRIORITY',
      version: 1,
    });
    try {
      const hidden = await ids();
      expect(hidden.category).not.toContain(product.id);
      expect(hidden.search).toEqual([]);
      const page = await call(`/api/storefront/product/${product.slug}`);
      expect(page.status).toBe(200);
      expect(page.body.product.inStock).toBe(false);
    } finally {
      if (stored) await put(stored);
      else await db.send(new DeleteCommand({ TableName: runtime().tableName, Key: productSettingsKey() }));
    }
  });
});
