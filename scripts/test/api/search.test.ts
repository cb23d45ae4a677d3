import { MESSAGES, searchResponseSchema, type RoleName, type SearchResult } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { demoData } from '../../src/seed/demo-data';
import { call } from '../runtime-client';

const demo = demoData();
const PATH = '/api/admin/search';
const EMPTY = { products: [], users: [], guests: [] };

const search = async (q: string, as: RoleName = 'SUPER_ADMIN'): Promise<SearchResult> => {
  const res = await call(`${PATH}?q=${encodeURIComponent(q)}&unique=true`, { as });
  expect(res.status).toBe(200);
  expect(searchResponseSchema.parse(res.body)).toEqual(res.body);
  expect(res.body.success).toBe(true);
  return res.body.data;
};
const ids = (items: { id: string | number }[]) => items.map((i) => String(i.id)).sort((a, b) => Number(a) - Number(b));

describe('GET /api/admin/search', () => {
  it('answers 401 without a token and 403 to roles that may see none of the groups', async () => {
    expect(await call(`${PATH}?q=emine`)).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    for (const role of ['THEME_MANAGER', 'CONTENT_MANAGER', 'USER'] as const) {
      expect(await call(`${PATH}?q=emine`, { as: role })).toEqual({ status: 403, body: { error: 'Forbidden', message: MESSAGES.api.forbidden } });
    }
  });

  it('finds members, guests (with their order count) and products by word prefix', async () => {
    const emine = await search('emi');
    expect(emine.users).toEqual(
      expect.arrayContaining([
        { id: '1', name: 'Emine', surname: 'Güler', email: 'emine.guler1@example.com' },
        { id: '10', name: 'Emine', surname: 'Demir', email: 'emine.demir10@example.com' },
      ]),
    );
    expect(ids(emine.users)).toEqual(['1', '10', '14', '17']);
    expect(emine.guests).toEqual(
      expect.arrayContaining([{ id: '8', name: 'Emine', surname: 'Öztürk', email: 'emine.ozturk8@example.com', _orderCount: 0 }]),
    );
    expect(ids(emine.guests)).toEqual(['8', '10']);
    expect(emine.products).toEqual([]);

    expect((await search('zeynep aydın')).guests).toEqual([
      { id: '3', name: 'Zeynep', surname: 'Aydın', email: 'zeynep.aydin3@example.com', _orderCount: 1 },
    ]);
    expect((await search('pişirme')).products).toContainEqual({ id: '14', name: 'Işıltılı Bej Pişirme Gereçleri 14' });
  });

  it('folds case by Turkish rules: İ/i and I/ı', async () => {
    const ibrahim = await search('ibrahim');
    expect(ids(ibrahim.users)).toEqual(['15', '23']);
    expect(ids(ibrahim.guests)).toEqual(['1', '4']);
    expect(await search('İBRAHİM')).toEqual(ibrahim);

    const isik = await search('ışık');
    expect(isik.users).toEqual(
      expect.arrayContaining([
        { id: '16', name: 'Çağla', surname: 'Işık', email: 'cagla.isik16@example.com' },
        { id: '24', name: 'Mehmet', surname: 'Işık', email: 'mehmet.isik24@example.com' },
      ]),
    );
    expect(await search('IŞIK')).toEqual(isik);
    expect(await search('isik')).toEqual(isik);

    const shiny = demo.products.filter((p) => p.name.startsWith('Işıltılı')).map((p) => p.id);
    const products = (await search('IŞILTILI')).products;
    expect(products).toHaveLength(Math.min(8, shiny.length));
    for (const p of products) expect(shiny).toContain(p.id);
    expect((await search('ışıltılı')).products).toEqual(products);
  });

  it('needs every word of the query to start a word of the entity', async () => {
    expect((await search('şule kaya')).users).toEqual([{ id: '4', name: 'Şule', surname: 'Kaya', email: 'sule.kaya4@example.com' }]);
    expect((await search('kaya şule')).users).toEqual([{ id: '4', name: 'Şule', surname: 'Kaya', email: 'sule.kaya4@example.com' }]);
    expect(ids((await search('gül')).guests)).toEqual(['2', '12']);
    expect(ids((await search('güler')).users)).toEqual(['1', '6', '7', '8', '17']);
    expect(await search('mine')).toEqual(EMPTY);
    expect(await search('yokböyleisim')).toEqual(EMPTY);
  });

  it('matches e-mail address prefixes', async () => {
    const sule = [{ id: '3', name: 'Şule', surname: 'Çelik', email: 'sule.celik3@example.com' }];
    expect((await search('sule.cel')).users).toEqual(sule);
    expect((await search('sule.celik3@example.com')).users).toEqual(sule);
    expect((await search('omer.kaya5@')).users).toEqual([{ id: '5', name: 'Ömer', surname: 'Kaya', email: 'omer.kaya5@example.com' }]);
  });

  it('limits each group', async () => {
    const everyone = await search('example');
    expect(everyone.users).toHaveLength(8);
    expect(new Set(ids(everyone.users)).size).toBe(8);
    expect(everyone.guests).toHaveLength(8);
    expect((await search('organik')).products.length).toBeLessThanOrEqual(8);
  });

  it("filters the groups by the caller's permissions", async () => {
    // "ay" starts Aydınlatma (products), Ayşe (members) and Aydın / Ayşe (guests).
    const all = await search('ay', 'SUPER_ADMIN');
    expect(all.products.length).toBeGreaterThan(0);
    expect(all.users.length).toBeGreaterThan(0);
    expect(all.guests.length).toBeGreaterThan(0);
    expect(await search('ay', 'ADMIN')).toEqual(all);
    expect(await search('ay', 'CUSTOMER_SERVICE')).toEqual(all);
    expect(await search('ay', 'ANALYST')).toEqual({ ...all, users: [] });
    expect(await search('ay', 'PRODUCT_MANAGER')).toEqual({ ...EMPTY, products: all.products });
    expect(await search('ay', 'ORDER_MANAGER')).toEqual({ ...EMPTY, products: all.products });
  });

  it('answers empty groups for a query under two characters, or without a two-character word', async () => {
    for (const q of ['', 'a', ' e ', 'İ', 'a b']) expect(await search(q)).toEqual(EMPTY);
    const res = await call(PATH, { as: 'ANALYST' });
    expect(res).toEqual({ status: 200, body: { success: true, data: EMPTY } });
  });

  it('answers 400 naming q when it is oversized', async () => {
    const res = await call(`${PATH}?q=${'a'.repeat(10_000)}`, { as: 'ADMIN' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BadRequest', field: 'q' });
  });
});
