import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { can, defaultComponentData, EMPTY_PRODUCT_CONTENT, MESSAGES, productSlugKey, ROLE_NAMES, type RoleName } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, runtime, tableClient, tableItems } from '../runtime-client';

const PATH = '/api/admin/catalog/product';
const FORBIDDEN = { status: 403, body: { error: 'Forbidden', message: MESSAGES.api.forbidden } };
const MANAGERS = ROLE_NAMES.filter((role) => can([role], 'products:manage'));
const VIEWERS = ROLE_NAMES.filter((role) => !can([role], 'products:manage'));

const itemKey = (item: Record<string, unknown>) => `${String(item.pk)}\u0000${String(item.sk)}`;

/** What this file writes is removed afterwards, so other files see the seeded catalogue. */
let before: Set<string>;
beforeAll(async () => {
  before = new Set((await tableItems()).map(itemKey));
});
afterAll(async () => {
  const db = tableClient();
  for (const item of (await tableItems()).filter((i) => !before.has(itemKey(i)))) {
    await db.send(new DeleteCommand({ TableName: runtime().tableName, Key: { pk: item.pk, sk: item.sk } }));
  }
  db.destroy();
});

let unique = 0;
const word = () => `zq${Date.now().toString(36)}${(unique++).toString(36)}`.replace(/[0-9]/g, (d) => 'abcdefghij'[Number(d)] ?? '');

const IMAGE = (n: number) => ({ id: `m${n}`, filePath: `/media/m${n}/foto-${n}.jpg`, name: `foto-${n}.jpg`, alt: `Ön görünüm ${n}` });

const validBody = (name: string) => ({
  name,
  description: 'Pamuklu, yazlık bir elbise.',
  price: 249.9,
  compareAtPrice: 299.9,
  categoryIds: ['3'],
  brandId: '1',
  images: [IMAGE(1), IMAGE(2)],
  isActive: true,
  optionTypeIds: [],
  variants: [],
  stockTypeId: null,
});

const create = async (body: unknown, as: RoleName = 'PRODUCT_MANAGER') => call(PATH, { as, method: 'POST', body });
const update = async (id: string, body: unknown, as: RoleName = 'PRODUCT_MANAGER') => call(`${PATH}/${id}`, { as, method: 'POST', body });
const adminSearch = async (q: string) => (await call(`/api/admin/search?q=${encodeURIComponent(q)}`, { as: 'PRODUCT_MANAGER' })).body.data.products;
const shopSearch = async (q: string) => (await call(`/api/storefront/search?q=${encodeURIComponent(q)}`)).body.products as { id: string }[];
const categoryIds = async (slugPath: string) =>
  ((await call(`/api/storefront/category/${slugPath}`)).body.products as { id: string }[]).map((p) => p.id);
/** Every item of one product: its own partition (product, memberships), its search words and its slug claims. */
const storedOf = async (id: string) =>
  (await tableItems()).filter(
    (i) => i.pk === `PRODUCT#${id}` || i.pk === `SEARCH#PRODUCT#${id}` || (String(i.pk).startsWith('PRODUCT_SLUG#') && i.productId === id),
  );

describe('POST /api/admin/catalog/product (create)', () => {
  it('lets every role holding products:manage create, refuses view-only roles (403) and a missing token (401) with nothing written', async () => {
    for (const role of MANAGERS) {
      const res = await create(validBody(`Rol ${role} ${word()}`), role);
      expect(res.status, role).toBe(201);
    }
    const snapshot = await tableItems();
    for (const role of VIEWERS) expect(await create(validBody(`Rol ${word()}`), role), role).toEqual(FORBIDDEN);
    expect(await call(PATH, { method: 'POST', body: validBody('Tokensiz') })).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    expect(await tableItems()).toEqual(snapshot);
  });

  it('stores the product with a Turkish-folded slug, and the admin read, search, category pages and storefront follow at once', async () => {
    const w = word();
    const res = await create({ ...validBody(`Işıltılı Çiçekli Elbise ${w}`), slug: '' });
    expect(res.status).toBe(201);
    const product = res.body.data;
    expect(product).toMatchObject({ name: `Işıltılı Çiçekli Elbise ${w}`, slug: `isiltili-cicekli-elbise-${w}`, version: 1, price: 249.9 });

    expect((await call(`${PATH}/${product.id}`, { as: 'ANALYST' })).body.data).toEqual(product);
    expect(await adminSearch(`ışıltılı ${w}`)).toEqual([{ id: product.id, name: product.name }]);
    // In its category and every one above it, with what a card shows.
    for (const path of ['giyim', 'giyim/kadin', 'giyim/kadin/elbise']) expect(await categoryIds(path)).toContain(product.id);
    const card = ((await call('/api/storefront/category/giyim/kadin/elbise')).body.products as { id: string }[]).find((p) => p.id === product.id);
    expect(card).toEqual({
      id: product.id,
      name: product.name,
      slug: product.slug,
      price: 249.9,
      compareAtPrice: 299.9,
      image: { filePath: '/media/m1/foto-1.jpg', alt: 'Ön görünüm 1' },
      isActive: true,
      // New: nothing on hand until stock is entered per warehouse (SHOW: listed, marked Tükendi).
      inStock: false,
    });
    expect(await shopSearch(`isiltili ${w}`)).toEqual([card]);

    const page = await fetch(`${runtime().url}/api/storefront/product/${product.slug}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
    expect(await page.json()).toEqual({
      product: {
        id: product.id,
        name: product.name,
        slug: product.slug,
        description: 'Pamuklu, yazlık bir elbise.',
        price: 249.9,
        compareAtPrice: 299.9,
        inStock: false,
        images: [
          { filePath: '/media/m1/foto-1.jpg', alt: 'Ön görünüm 1' },
          { filePath: '/media/m2/foto-2.jpg', alt: 'Ön görünüm 2' },
        ],
        brand: 'Şimşek',
      },
      breadcrumbs: [
        { name: 'Giyim', href: '/category/giyim' },
        { name: 'Kadın', href: '/category/giyim/kadin' },
        { name: 'Elbise', href: '/category/giyim/kadin/elbise' },
      ],
      // No options: one default variant, its SKU from the slug, at the product's prices.
      variants: [
        {
          id: product.variants[0].id,
          sku: product.slug.toUpperCase(),
          options: {},
          price: 249.9,
          compareAtPrice: 299.9,
          available: 0,
          inStock: false,
        },
      ],
      optionTypes: [],
      allowBackorder: false,
      content: EMPTY_PRODUCT_CONTENT,
    });
    expect(product.variants).toHaveLength(1);
    const slugClaim = (await tableItems()).find((i) => i.pk === productSlugKey(product.slug).pk);
    expect(slugClaim).toMatchObject({ productId: product.id });
  });

  const BAD: [string, Record<string, unknown>, string][] = [
    ['a missing name', { name: undefined }, 'name'],
    ['a blank name', { name: '   ' }, 'name'],
    ['a name without letters or digits', { name: '!!!' }, 'name'],
    ['a slug with capitals and spaces', { slug: 'Yaz Elbisesi' }, 'slug'],
    ['a negative price', { price: -1 }, 'price'],
    ['a price with three decimals', { price: 10.125 }, 'price'],
    ['a price as text', { price: '10' }, 'price'],
    ['a negative compare-at price', { compareAtPrice: -5 }, 'compareAtPrice'],
    ['two variants without options', { variants: [{ sku: 'A-1' }, { sku: 'A-2' }] }, 'variants.1.options'],
    ['a variant with an option the product lacks', { variants: [{ sku: 'A-1', options: { Beden: 'M' } }] }, 'variants.0.options'],
    ['an unknown category', { categoryIds: ['3', 'yok'] }, 'categoryIds'],
    ['a category twice', { categoryIds: ['3', '3'] }, 'categoryIds'],
    ['an unknown brand', { brandId: 'yok' }, 'brandId'],
    ['eleven images', { images: Array.from({ length: 11 }, (_, i) => IMAGE(i)) }, 'images'],
    ['an image from another site', { images: [{ ...IMAGE(1), filePath: 'https://example.com/a.jpg' }] }, 'images.0.filePath'],
    ['a video as an image', { images: [{ ...IMAGE(1), type: 'VIDEO' }] }, 'images.0.type'],
    ['a description beyond 5,000 characters', { description: 'a'.repeat(5001) }, 'description'],
  ];

  it.each(BAD)('refuses %s with a 400 naming the field, and writes nothing', async (_, change, field) => {
    const snapshot = await tableItems();
    const res = await create({ ...validBody(`Geçersiz ${word()}`), ...change });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toContain(field.split('.')[0]);
    expect(await tableItems()).toEqual(snapshot);
  });

  it('answers 409 naming a slug another product has (a seeded one or a created one), and writes nothing', async () => {
    const snapshot = await tableItems();
    const seeded = await create({ ...validBody(`Başka ${word()}`), slug: 'organik-pembe-elbise-1' });
    expect(seeded).toEqual({ status: 409, body: { error: 'Conflict', message: MESSAGES.api.productSlugTaken('organik-pembe-elbise-1') } });
    // The name alone gives the seeded product's slug too.
    expect((await create({ ...validBody('Organik Pembe Elbise 1'), slug: '' })).status).toBe(409);
    expect(await tableItems()).toEqual(snapshot);
  });
});

describe('POST /api/admin/catalog/product/{id} (update)', () => {
  it('lets managers update and refuses view-only roles with nothing written', async () => {
    const { data: product } = (await create(validBody(`Güncellenen ${word()}`))).body;
    let version = product.version as number;
    for (const role of MANAGERS) {
      const res = await update(product.id, { ...validBody(product.name), slug: product.slug, price: version, baseVersion: version }, role);
      expect(res.status, role).toBe(200);
      expect(res.body.data.version).toBe(version + 1);
      version = res.body.data.version;
    }
    const snapshot = await tableItems();
    for (const role of VIEWERS)
      expect(await update(product.id, { ...validBody(product.name), slug: product.slug, baseVersion: version }, role), role).toEqual(FORBIDDEN);
    expect(await tableItems()).toEqual(snapshot);
  });

  it('refuses an update that leaves fields out (400 naming the first) and writes nothing: a hidden product stays hidden and keeps its data', async () => {
    const w = word();
    const { data: product } = (
      await create({ ...validBody(`Taslak Elbise ${w}`), isActive: false, description: 'Uzun açıklama', compareAtPrice: 399.9 })
    ).body;
    const snapshot = await tableItems();
    // What a careless integration sends: no categories, description, compare-at price or isActive.
    const partial = await update(product.id, { name: product.name, price: 199.9, baseVersion: product.version });
    expect(partial).toEqual({
      status: 400,
      body: { error: 'BadRequest', message: 'slug gereklidir.', field: 'slug', issues: expect.any(Array) },
    });
    expect(partial.body.issues.map((i: { path: string }) => i.path)).toEqual([
      'slug',
      'description',
      'compareAtPrice',
      'categoryIds',
      'brandId',
      'images',
      'isActive',
      'optionTypeIds',
      'variants',
      'stockTypeId',
    ]);
    expect(await tableItems()).toEqual(snapshot);
    expect((await call(`/api/storefront/product/${product.slug}`)).status).toBe(404);
    expect((await call(`${PATH}/${product.id}`, { as: 'PRODUCT_MANAGER' })).body.data).toMatchObject({
      isActive: false,
      description: 'Uzun açıklama',
      compareAtPrice: 399.9,
      categoryIds: ['3'],
      brandId: '1',
      price: 249.9,
    });
  });

  it.each(['slug', 'description', 'compareAtPrice', 'categoryIds', 'brandId', 'images', 'isActive'])(
    'refuses an update without %s (400 naming it) and writes nothing; null clears what may be cleared',
    async (field) => {
      const { data: product } = (await create(validBody(`Eksik ${word()}`))).body;
      const whole: Record<string, unknown> = { ...validBody(product.name), slug: product.slug, baseVersion: product.version };
      const snapshot = await tableItems();
      const { [field]: _left, ...without } = whole;
      const res = await update(product.id, without);
      expect([res.status, res.body.field]).toEqual([400, field]);
      expect(await tableItems()).toEqual(snapshot);
      if (field === 'compareAtPrice' || field === 'brandId') {
        expect((await update(product.id, { ...whole, [field]: null })).status).toBe(200);
        expect((await call(`${PATH}/${product.id}`, { as: 'PRODUCT_MANAGER' })).body.data[field]).toBeUndefined();
      }
    },
  );

  it('refuses an update based on an older version (409) and keeps the saved one', async () => {
    const { data: product } = (await create(validBody(`Yarış ${word()}`))).body;
    const first = await update(product.id, { ...validBody(product.name), slug: product.slug, price: 100, baseVersion: 1 });
    expect(first.status).toBe(200);
    const snapshot = await tableItems();
    const stale = await update(product.id, { ...validBody(product.name), slug: product.slug, price: 50, baseVersion: 1 }, 'ADMIN');
    expect(stale).toEqual({ status: 409, body: { error: 'Conflict', message: MESSAGES.api.productStale } });
    expect(await tableItems()).toEqual(snapshot);
    expect((await call(`${PATH}/${product.id}`, { as: 'PRODUCT_MANAGER' })).body.data).toMatchObject({ price: 100, version: 2 });
  });

  it('answers 404 for an unknown product and 400 without a base version, with nothing written', async () => {
    const snapshot = await tableItems();
    expect((await update('yok-boyle', { ...validBody('Yok'), slug: '', baseVersion: 1 })).status).toBe(404);
    const res = await update('1', { ...validBody('Sürümsüz'), slug: '' });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('baseVersion');
    expect(await tableItems()).toEqual(snapshot);
  });

  it('answers 409 naming the slug when an update takes another product’s slug, and writes nothing', async () => {
    const { data: product } = (await create(validBody(`Adres ${word()}`))).body;
    const snapshot = await tableItems();
    const res = await update(product.id, { ...validBody(product.name), slug: 'premium-beyaz-bluz-2', baseVersion: 1 });
    expect(res).toEqual({ status: 409, body: { error: 'Conflict', message: MESSAGES.api.productSlugTaken('premium-beyaz-bluz-2') } });
    expect(await tableItems()).toEqual(snapshot);
  });

  it('after a rename, a category move and a new slug, search, category pages and the storefront show only the new state', async () => {
    const w = word();
    const { data: product } = (await create(validBody(`Kırmızı Yazlık Elbise ${w}`))).body;
    const renamed = `Mavi Akıllı Telefon ${w}`;
    const res = await update(product.id, {
      ...validBody(renamed),
      slug: `mavi-telefon-${w}`,
      categoryIds: ['15'],
      price: 1999.99,
      compareAtPrice: null,
      images: [IMAGE(2)],
      baseVersion: 1,
    });
    expect(res.status).toBe(200);

    expect(await adminSearch(`kırmızı ${w}`)).toEqual([]);
    expect(await adminSearch(`yazlık ${w}`)).toEqual([]);
    expect(await adminSearch(`mavi ${w}`)).toEqual([{ id: product.id, name: renamed }]);
    expect(await shopSearch(`elbise ${w}`)).toEqual([]);
    expect((await shopSearch(`telefon ${w}`)).map((p) => p.id)).toEqual([product.id]);

    for (const path of ['giyim', 'giyim/kadin', 'giyim/kadin/elbise']) expect(await categoryIds(path)).not.toContain(product.id);
    for (const path of ['elektronik', 'elektronik/telefon', 'elektronik/telefon/akilli-telefon'])
      expect(await categoryIds(path)).toContain(product.id);
    const card = ((await call('/api/storefront/category/elektronik/telefon')).body.products as { id: string }[]).find((p) => p.id === product.id);
    expect(card).toEqual({
      id: product.id,
      name: renamed,
      slug: `mavi-telefon-${w}`,
      price: 1999.99,
      image: { filePath: '/media/m2/foto-2.jpg', alt: 'Ön görünüm 2' },
      isActive: true,
      inStock: false,
    });

    expect((await call(`/api/storefront/product/${product.slug}`)).status).toBe(404);
    const page = await call(`/api/storefront/product/mavi-telefon-${w}`);
    expect(page.body.product).toMatchObject({ name: renamed, price: 1999.99 });
    expect(page.body.product.compareAtPrice).toBeUndefined();
    expect(page.body.breadcrumbs.map((b: { name: string }) => b.name)).toEqual(['Elektronik', 'Telefon', 'Akıllı Telefon']);

    // Nothing stale is left in the table: memberships of the new categories, words of the new name, one slug claim.
    const stored = await storedOf(product.id);
    expect(
      stored
        .filter((i) => String(i.sk).startsWith('CATEGORY#'))
        .map((i) => i.sk)
        .sort(),
    ).toEqual(['CATEGORY#13', 'CATEGORY#14', 'CATEGORY#15']);
    expect(
      stored
        .filter((i) => String(i.sk).startsWith('TOKEN#'))
        .map((i) => i.sk)
        .sort(),
    ).toEqual(['TOKEN#akilli', 'TOKEN#mavi', 'TOKEN#telefon', `TOKEN#${w}`].sort());
    expect(stored.filter((i) => String(i.pk).startsWith('PRODUCT_SLUG#')).map((i) => i.pk)).toEqual([`PRODUCT_SLUG#mavi-telefon-${w}`]);
    // The old slug is free again.
    expect((await create({ ...validBody(`Yeni ${w}`), slug: product.slug })).status).toBe(201);
  });

  it('takes an inactive product off the storefront (page 404, search, category) but keeps it in the admin search', async () => {
    const w = word();
    const { data: product } = (await create(validBody(`Gizlenen Elbise ${w}`))).body;
    expect((await update(product.id, { ...validBody(product.name), slug: product.slug, isActive: false, baseVersion: 1 })).status).toBe(200);
    expect(await call(`/api/storefront/product/${product.slug}`)).toEqual({
      status: 404,
      body: { error: 'NotFound', message: MESSAGES.api.productNotFound },
    });
    expect(await shopSearch(`gizlenen ${w}`)).toEqual([]);
    expect(await categoryIds('giyim/kadin/elbise')).not.toContain(product.id);
    expect(await adminSearch(`gizlenen ${w}`)).toEqual([{ id: product.id, name: product.name }]);
  });

  it('shows a new price in the product-list blocks of the storefront theme at once (read from the catalogue)', async () => {
    const theme = async () => (await call('/api/storefront/theme')).body;
    // A product list of its own on the home area (other files edit the seeded one), holding a seeded product.
    const themePath = '/api/admin/theme/components';
    const { components, versions } = (await call(themePath, { as: 'THEME_MANAGER' })).body;
    const home = components.filter((c: { tabType: string }) => c.tabType === 'middle');
    const block = {
      componentType: 'PRODUCT_LIST',
      name: `Fiyat testi ${Date.now()}`,
      order: 95,
      isActive: true,
      componentData: defaultComponentData('PRODUCT_LIST'),
    };
    const savedList = await call(themePath, {
      as: 'THEME_MANAGER',
      method: 'POST',
      body: { pageType: 'HOME', baseVersion: versions.HOME, components: [...home, { ...block, products: [{ productId: '2', order: 1 }] }] },
    });
    expect(savedList.status).toBeLessThan(300);
    const list = (await theme()).areas.middle.find((c: { name: string }) => c.name === block.name);
    const listed = list.products[0];
    const stored = (await call(`${PATH}/${listed.productId}`, { as: 'PRODUCT_MANAGER' })).body.data;
    const { id, version, ...rest } = stored;
    const fields = Object.fromEntries(Object.entries(rest).filter(([key]) => key !== 'createdAt' && key !== 'updatedAt'));
    // A stored product without a compare-at price or brand is read without them; the form sends null.
    const whole = { compareAtPrice: null, brandId: null, stockTypeId: null, ...fields };
    const res = await update(id, { ...whole, price: 12.5, images: [IMAGE(3)], baseVersion: version });
    expect(res.body.message).toBeUndefined();
    expect(res.status).toBe(200);
    try {
      const after = (await theme()).areas.middle.find((c: { id: string }) => c.id === list.id);
      expect(after.products.find((p: { productId: string }) => p.productId === listed.productId).product).toMatchObject({
        id,
        slug: stored.slug,
        price: 12.5,
        image: { filePath: '/media/m3/foto-3.jpg', alt: 'Ön görünüm 3' },
      });
    } finally {
      await update(id, { ...whole, baseVersion: version + 1 });
      const now = (await call(themePath, { as: 'THEME_MANAGER' })).body;
      await call(themePath, {
        as: 'THEME_MANAGER',
        method: 'POST',
        body: {
          pageType: 'HOME',
          baseVersion: now.versions.HOME,
          components: now.components.filter((c: { tabType: string; name: string }) => c.tabType === 'middle' && c.name !== block.name),
        },
      });
    }
  });
});

describe('GET /api/storefront/search (public)', () => {
  it('answers an empty list below two characters and is cacheable', async () => {
    const res = await fetch(`${runtime().url}/api/storefront/search?q=a`);
    expect(res.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
    expect(await res.json()).toEqual({ query: 'a', products: [] });
  });

  it('finds seeded products by a folded word prefix, at most 24', async () => {
    const res = await call('/api/storefront/search?q=ELB');
    expect(res.status).toBe(200);
    expect(res.body.products.length).toBeGreaterThan(0);
    expect(res.body.products.length).toBeLessThanOrEqual(24);
    for (const p of res.body.products) expect(p.name).toMatch(/Elbise/);
  });
});
