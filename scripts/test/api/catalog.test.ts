import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { MEMBER_LIST, memberKey, MESSAGES, productPickerItemSchema, productSchema, type RoleName } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../../src/seed/demo-data';
import { call, runtime, tableClient, tableItems } from '../runtime-client';

const demo = demoData();
const FORBIDDEN = { status: 403, body: { error: 'Forbidden', message: MESSAGES.api.forbidden } };
const UNAUTHORIZED = { status: 401, body: { message: 'Unauthorized' } };
const SEEDED_BRANDS = ['Anadolu', 'Boğaziçi', 'Çınar', 'Defne', 'Işıltı', 'İpekyolu', 'Lale', 'Şimşek'];

const itemKey = (item: Record<string, unknown>) => `${String(item.pk)}\u0000${String(item.sk)}`;

/** What the create calls below write is removed afterwards, so other test files see the seeded catalogue. */
let before: Set<string>;
beforeAll(async () => {
  before = new Set((await tableItems()).map(itemKey));
});
afterAll(async () => {
  const db = tableClient();
  const created = (await tableItems()).filter((item) => !before.has(itemKey(item)));
  for (const item of created) {
    await db.send(new DeleteCommand({ TableName: runtime().tableName, Key: { pk: item.pk, sk: item.sk } }));
  }
  db.destroy();
});

type Refusal = { field: string } | { message: string };

/** Posts a bad body and checks the 400 names the field (or says what is wrong) and that nothing at all was written. */
const expectRefused = async (path: string, as: RoleName, body: { body?: unknown; rawBody?: string }, refusal: Refusal) => {
  const snapshot = await tableItems();
  const res = await call(path, { as, method: 'POST', ...body });
  expect(res.status).toBe(400);
  expect(res.body.error).toBe('BadRequest');
  if ('field' in refusal) {
    expect(res.body.field).toBe(refusal.field);
    expect(res.body.message).toContain(refusal.field);
  } else {
    expect(res.body.message).toBe(refusal.message);
  }
  expect(await tableItems()).toEqual(snapshot);
};

const BAD_NAMES: [string, { body?: unknown; rawBody?: string }, Refusal][] = [
  ['malformed JSON', { rawBody: '{"name":' }, { message: MESSAGES.api.invalidJson }],
  ['no body', { rawBody: '' }, { message: MESSAGES.api.invalidJson }],
  ['a body that is not an object', { body: ['Yeni'] }, { message: 'Değer için nesne bekleniyor.' }],
  ['a missing name', { body: {} }, { field: 'name' }],
  ['a number as name', { body: { name: 42 } }, { field: 'name' }],
  ['a blank name', { body: { name: '   ' } }, { field: 'name' }],
  ['a 10,000-character name', { body: { name: 'Ş'.repeat(10_000) } }, { field: 'name' }],
];

describe('POST /api/admin/catalog/category', () => {
  const PATH = '/api/admin/catalog/category';
  const list = async () => (await call(PATH, { as: 'PRODUCT_MANAGER' })).body.data as Record<string, unknown>[];

  it('answers 401 without a token and 403 to roles that may not manage categories', async () => {
    expect(await call(PATH, { method: 'POST', body: { name: 'Yeni' } })).toEqual(UNAUTHORIZED);
    for (const role of ['THEME_MANAGER', 'ANALYST', 'CONTENT_MANAGER', 'USER'] as const) {
      expect(await call(PATH, { as: role, method: 'POST', body: { name: 'Yeni' } })).toEqual(FORBIDDEN);
    }
  });

  it('creates a category under a parent: 201 with id and name, and it is in the list after a reload', async () => {
    const res = await call(PATH, { as: 'PRODUCT_MANAGER', method: 'POST', body: { name: '  Yaz Elbiseleri ', parentId: '2' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { id: expect.any(String), name: 'Yaz Elbiseleri' } });
    expect(await list()).toContainEqual({ id: res.body.data.id, name: 'Yaz Elbiseleri', slug: 'yaz-elbiseleri', parents: [{ parent: { id: '2' } }] });
  });

  it('creates a root category when no parent (or null) is given', async () => {
    const res = await call(PATH, { as: 'ADMIN', method: 'POST', body: { name: 'Kırtasiye', parentId: null } });
    expect(res.status).toBe(201);
    expect(await list()).toContainEqual({ id: res.body.data.id, name: 'Kırtasiye', slug: 'kirtasiye', parents: [] });
  });

  it('answers 409 for a name whose slug a sibling has, seeded or created, and writes nothing', async () => {
    const snapshot = await tableItems();
    for (const body of [
      { name: 'Elbise', parentId: '2' },
      { name: 'ELBİSE', parentId: '2' },
      { name: 'Giyim' },
      { name: 'yaz elbiseleri', parentId: '2' },
    ]) {
      expect(await call(PATH, { as: 'PRODUCT_MANAGER', method: 'POST', body })).toEqual({
        status: 409,
        body: { error: 'Conflict', message: MESSAGES.api.categoryDuplicate },
      });
    }
    expect(await tableItems()).toEqual(snapshot);
  });

  it('answers 409 for a look-alike of a sibling (a zero-width space inside the name), and writes nothing', async () => {
    const snapshot = await tableItems();
    for (const name of ['Elb\u200bise', 'Elbise\u200c', '\u2060Elbise']) {
      expect(await call(PATH, { as: 'PRODUCT_MANAGER', method: 'POST', body: { name, parentId: '2' } }), JSON.stringify(name)).toEqual({
        status: 409,
        body: { error: 'Conflict', message: MESSAGES.api.categoryDuplicate },
      });
    }
    expect(await tableItems()).toEqual(snapshot);
  });

  it('allows the same name under another parent', async () => {
    const res = await call(PATH, { as: 'PRODUCT_MANAGER', method: 'POST', body: { name: 'Elbise', parentId: '10' } });
    expect(res.status).toBe(201);
    expect(await list()).toContainEqual({ id: res.body.data.id, name: 'Elbise', slug: 'elbise', parents: [{ parent: { id: '10' } }] });
  });

  it('answers 400 naming parentId for a parent that does not exist, and writes nothing', async () => {
    const snapshot = await tableItems();
    const res = await call(PATH, { as: 'PRODUCT_MANAGER', method: 'POST', body: { name: 'Yetim', parentId: 'yok-boyle-bir-kategori' } });
    expect(res).toEqual({ status: 400, body: { error: 'BadRequest', message: MESSAGES.api.categoryParentMissing, field: 'parentId' } });
    expect(await tableItems()).toEqual(snapshot);
  });

  it.each([
    ...BAD_NAMES,
    ['a name without letters or digits', { body: { name: '!!!' } }, { field: 'name' }],
    ['a number as parentId', { body: { name: 'Yeni', parentId: 2 } }, { field: 'parentId' }],
    ['an empty parentId', { body: { name: 'Yeni', parentId: '' } }, { field: 'parentId' }],
    ['a 10,000-character parentId', { body: { name: 'Yeni', parentId: '2'.repeat(10_000) } }, { field: 'parentId' }],
  ] satisfies typeof BAD_NAMES)('answers 400 for %s and writes nothing', async (_, body, refusal) => {
    await expectRefused(PATH, 'PRODUCT_MANAGER', body, refusal);
  });
});

describe('brands', () => {
  const PATH = '/api/admin/catalog/brand';
  const names = async (as: RoleName = 'PRODUCT_MANAGER') => {
    const res = await call(PATH, { as });
    expect(res.status).toBe(200);
    return (res.body.data as { id: string; name: string }[]).map((b) => b.name);
  };

  it('GET answers 401 without a token and 403 to roles without brands or products', async () => {
    expect(await call(PATH)).toEqual(UNAUTHORIZED);
    for (const role of ['THEME_MANAGER', 'ANALYST', 'ORDER_MANAGER', 'USER'] as const) expect(await call(PATH, { as: role })).toEqual(FORBIDDEN);
  });

  it('GET lists the seeded brands as {id, name}, in Turkish alphabetical order', async () => {
    const res = await call(PATH, { as: 'ADMIN' });
    expect(res.status).toBe(200);
    expect(res.body.data).toContainEqual({ id: '2', name: 'Anadolu' });
    expect((await names()).filter((n) => SEEDED_BRANDS.includes(n))).toEqual(SEEDED_BRANDS);
  });

  it('POST answers 401 without a token and 403 to roles that may not manage brands', async () => {
    expect(await call(PATH, { method: 'POST', body: { name: 'Yeni' } })).toEqual(UNAUTHORIZED);
    for (const role of ['ANALYST', 'THEME_MANAGER', 'ORDER_MANAGER', 'USER'] as const) {
      expect(await call(PATH, { as: role, method: 'POST', body: { name: 'Yeni' } })).toEqual(FORBIDDEN);
    }
  });

  it('POST creates a brand (name trimmed): 201 with id and name, listed in its Turkish place after a reload', async () => {
    const res = await call(PATH, { as: 'PRODUCT_MANAGER', method: 'POST', body: { name: '  Ceviz ' } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ data: { id: expect.any(String), name: 'Ceviz' } });
    const listed = (await names()).filter((n) => [...SEEDED_BRANDS, 'Ceviz'].includes(n));
    expect(listed).toEqual(['Anadolu', 'Boğaziçi', 'Ceviz', 'Çınar', 'Defne', 'Işıltı', 'İpekyolu', 'Lale', 'Şimşek']);
    expect((await call(PATH, { as: 'ADMIN' })).body.data).toContainEqual({ id: res.body.data.id, name: 'Ceviz' });
  });

  it('POST answers 409 for a name taken in any Turkish case, and writes nothing', async () => {
    const snapshot = await tableItems();
    for (const name of ['ŞİMŞEK', 'şimşek', ' IŞILTI ', 'İPEKYOLU', 'ceviz', 'CEVİZ']) {
      expect(await call(PATH, { as: 'ADMIN', method: 'POST', body: { name } })).toEqual({
        status: 409,
        body: { error: 'Conflict', message: MESSAGES.api.brandDuplicate },
      });
    }
    expect(await tableItems()).toEqual(snapshot);
  });

  it('POST refuses a look-alike of a taken name (zero-width and other invisible characters, decomposed letters, doubled spaces) with 409, and stores new names normalised', async () => {
    const probe = `Probe ${Date.now().toString(36)}`;
    const first = await call(PATH, { as: 'ADMIN', method: 'POST', body: { name: probe } });
    expect(first.status).toBe(201);
    const snapshot = await tableItems();
    const [word, tag] = probe.split(' ') as [string, string];
    for (const name of [
      `Pro\u200bbe ${tag}`,
      `Pro\u200dbe ${tag}`,
      `\ufeffProbe ${tag}`,
      `Pro\u00adbe ${tag}`,
      `Probe\u2060 ${tag}`,
      `${word}   ${tag}`,
      `${word}\u00a0${tag}`,
    ]) {
      expect(await call(PATH, { as: 'ADMIN', method: 'POST', body: { name } }), JSON.stringify(name)).toEqual({
        status: 409,
        body: { error: 'Conflict', message: MESSAGES.api.brandDuplicate },
      });
    }
    expect(await tableItems()).toEqual(snapshot);
    // "Şık" typed as S + combining cedilla is the precomposed "Şık" (NFC), stored so.
    const decomposed = `S\u0327ık ${tag}`;
    const created = await call(PATH, { as: 'ADMIN', method: 'POST', body: { name: `Zarif\u200b ${decomposed}` } });
    expect(created.body.data.name).toBe(`Zarif Şık ${tag}`);
    expect((await call(PATH, { as: 'ADMIN', method: 'POST', body: { name: `Zarif Şık ${tag}` } })).status).toBe(409);
  });

  it('POST keeps apart names that differ in a Turkish letter: "IPEKYOLU" is not "İpekyolu"', async () => {
    const res = await call(PATH, { as: 'PRODUCT_MANAGER', method: 'POST', body: { name: 'IPEKYOLU' } });
    expect(res.status).toBe(201);
    expect(await names()).toEqual(expect.arrayContaining(['IPEKYOLU', 'İpekyolu']));
  });

  it.each(BAD_NAMES)('POST answers 400 for %s and writes nothing', async (_, body, refusal) => {
    await expectRefused(PATH, 'PRODUCT_MANAGER', body, refusal);
  });
});

describe('GET /api/admin/catalog/product', () => {
  const PATH = '/api/admin/catalog/product';

  it('answers 401 without a token and 403 to roles without products or product content', async () => {
    expect(await call(PATH)).toEqual(UNAUTHORIZED);
    for (const role of ['THEME_MANAGER', 'USER'] as const) expect(await call(PATH, { as: role })).toEqual(FORBIDDEN);
  });

  it.each(['PRODUCT_MANAGER', 'ANALYST', 'WAREHOUSE_MANAGER'] as const)('gives %s the newest products first', async (role) => {
    const res = await call(`${PATH}?limit=3`, { as: role });
    expect(res.status).toBe(200);
    expect(res.body.nextCursor).toEqual(expect.any(String));
    // Products that other test files add (or edit) are newer than the demo shop's: the first page is the
    // newest of all, and among the demo shop's own the order is the seed's.
    const listed: { id: string; createdAt: string }[] = [];
    let cursor: string | undefined;
    do {
      const page = await call(`${PATH}?limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { as: role });
      listed.push(...page.body.data);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(res.body.data).toEqual(listed.slice(0, 3));
    const demoIds = new Set(demo.products.map((p) => p.id));
    expect(
      listed
        .filter((p) => demoIds.has(p.id))
        .slice(0, 3)
        .map((p) => p.id),
    ).toEqual(demo.products.slice(0, 3).map((p) => p.id));
    expect(listed.find((p) => p.id === '1')).toMatchObject({
      id: '1',
      name: 'Organik Pembe Elbise 1',
      slug: 'organik-pembe-elbise-1',
      categoryIds: ['3'],
      brandId: '1',
    });
  });

  it('visits every product exactly once by following nextCursor, newest first', async () => {
    const seen: { id: string; createdAt: string }[] = [];
    let cursor: string | undefined;
    do {
      const res = await call(`${PATH}?limit=7${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { as: 'PRODUCT_MANAGER' });
      expect(res.status).toBe(200);
      for (const p of res.body.data) expect(productSchema.safeParse(p).success).toBe(true);
      seen.push(...res.body.data);
      cursor = res.body.nextCursor;
    } while (cursor);
    const ids = seen.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(demo.products.map((p) => p.id)));
    const times = seen.map((p) => p.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });

  it.each([
    ['a garbage cursor', 'cursor=bm90LWEta2V5', 'cursor'],
    [
      'a cursor of another list',
      `cursor=${Buffer.from(JSON.stringify({ ...memberKey('1'), gsi1pk: MEMBER_LIST, gsi1sk: 'x' })).toString('base64url')}`,
      'cursor',
    ],
    ['limit=0', 'limit=0', 'limit'],
    ['limit=101', 'limit=101', 'limit'],
    ['limit=abc', 'limit=abc', 'limit'],
  ])('answers 400 naming the field for %s', async (_, query, field) => {
    const res = await call(`${PATH}?${query}`, { as: 'PRODUCT_MANAGER' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BadRequest', field });
  });
});

describe('GET /api/admin/catalog/product/{id}', () => {
  const PATH = '/api/admin/catalog/product';

  it('answers 401 without a token and 403 to roles without products', async () => {
    expect(await call(`${PATH}/1`)).toEqual(UNAUTHORIZED);
    expect(await call(`${PATH}/1`, { as: 'THEME_MANAGER' })).toEqual(FORBIDDEN);
  });

  it('gives the product as seeded', async () => {
    const res = await call(`${PATH}/9`, { as: 'ORDER_MANAGER' });
    expect(res).toEqual({ status: 200, body: { data: demo.products[8] } });
    expect(res.body.data.name).toBe('Klasik Beyaz Akıllı Telefon 9');
  });

  it('answers 404 with a JSON body for an unknown id', async () => {
    expect(await call(`${PATH}/yok`, { as: 'PRODUCT_MANAGER' })).toEqual({
      status: 404,
      body: { error: 'NotFound', message: MESSAGES.api.notFound },
    });
  });
});

describe('GET /api/admin/catalog/product/theme-selector', () => {
  const PATH = '/api/admin/catalog/product/theme-selector';
  interface Picked {
    id: string;
    name: string;
    slug: string;
  }
  const pick = async (query: string): Promise<Picked[]> => {
    const res = await call(`${PATH}?${query}`, { as: 'THEME_MANAGER' });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    for (const item of res.body) expect(productPickerItemSchema.parse(item)).toEqual(item);
    return res.body;
  };
  const asPicked = (p: { id: string; name: string; slug: string }): Picked => ({ id: p.id, name: p.name, slug: p.slug });
  const ids = (items: Picked[]) => items.map((i) => i.id).sort();
  const demoIds = new Set(demo.products.map((p) => p.id));
  const inCategories = (categoryIds: string[]) => demo.products.filter((p) => p.categoryIds.some((c) => categoryIds.includes(c)));

  it('answers 401 without a token and 403 to roles without the theme', async () => {
    expect(await call(PATH)).toEqual(UNAUTHORIZED);
    for (const role of ['PRODUCT_MANAGER', 'ADMIN', 'ANALYST'] as const) expect(await call(PATH, { as: role })).toEqual(FORBIDDEN);
  });

  it('gives the first 50 products, as {id, name, slug}, without search and category (also when sent empty)', async () => {
    const first = await pick('');
    expect(first).toHaveLength(50);
    // Products other files made are newer than the demo shop's and come first; among the demo's own the order is the seed's.
    const seeded = first.filter((p) => demoIds.has(p.id));
    expect(seeded[0]).toEqual({ id: '1', name: 'Organik Pembe Elbise 1', slug: 'organik-pembe-elbise-1' });
    expect(seeded).toEqual(demo.products.slice(0, seeded.length).map(asPicked));
    expect(await pick('search=&category=')).toEqual(first);
  });

  it('gives a parent category the products of all its descendants', async () => {
    // Giyim (1) > Kadın (2) > Elbise (3), Bluz (4), Etek (5); Erkek (6) > …; Çocuk (10) > …
    const clothing = await pick('category=1');
    expect(ids(clothing.filter((p) => demoIds.has(p.id)))).toEqual(ids(inCategories(['3', '4', '5', '7', '8', '9', '11', '12']).map(asPicked)));
    expect(clothing).toContainEqual({ id: '1', name: 'Organik Pembe Elbise 1', slug: 'organik-pembe-elbise-1' });
    const women = await pick('category=2');
    const seededOnly = (items: Picked[]) => items.filter((p) => demoIds.has(p.id));
    expect(ids(seededOnly(women))).toEqual(ids(inCategories(['3', '4', '5']).map(asPicked)));
    expect(ids(seededOnly(await pick('category=3')))).toEqual(ids(inCategories(['3']).map(asPicked)));
    expect(await pick('category=yok')).toEqual([]);
  });

  it('searches word prefixes with Turkish case folding', async () => {
    const shiny = demo.products.filter((p) => p.name.startsWith('Işıltılı')).map(asPicked);
    expect(shiny.length).toBeGreaterThan(0);
    for (const search of ['ışıltılı', 'IŞILTILI', 'Işıl', 'isiltili'])
      expect(ids(await pick(`search=${encodeURIComponent(search)}`))).toEqual(ids(shiny));
    expect(await pick(`search=${encodeURIComponent('PİŞİRME gereç')}`)).toContainEqual({
      id: '14',
      name: 'Işıltılı Bej Pişirme Gereçleri 14',
      slug: 'isiltili-bej-pisirme-gerecleri-14',
    });
    expect(await pick('search=iltili')).toEqual([]);
  });

  it('combines search and category', async () => {
    const expected = inCategories(['14', '15', '16', '17', '18', '19', '20'])
      .filter((p) => p.name.startsWith('Işıltılı'))
      .map(asPicked);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(await pick(`search=${encodeURIComponent('ışıltılı')}&category=13`))).toEqual(ids(expected));
  });

  it.each([
    ['search', `search=${'a'.repeat(10_000)}`],
    ['category', `category=${'1'.repeat(10_000)}`],
  ])('answers 400 naming %s when it is oversized', async (field, query) => {
    const res = await call(`${PATH}?${query}`, { as: 'THEME_MANAGER' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BadRequest', field });
  });
});
