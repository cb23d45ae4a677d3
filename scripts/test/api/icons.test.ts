import { ICON_CATALOGUE, MESSAGES, type Icon } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { call } from '../runtime-client';

const PATH = '/api/admin/icon';
const icons = async (query: string): Promise<Icon[]> => {
  const res = await call(`${PATH}?${query}`, { as: 'THEME_MANAGER' });
  expect(res.status).toBe(200);
  return res.body.data;
};

describe('GET /api/admin/icon', () => {
  it('answers 401 without a token and 403 to roles without the theme', async () => {
    expect(await call(`${PATH}?offset=0&limit=200`)).toEqual({ status: 401, body: { message: 'Unauthorized' } });
    for (const role of ['ADMIN', 'CONTENT_MANAGER', 'USER'] as const) {
      expect(await call(`${PATH}?offset=0&limit=200`, { as: role })).toEqual({
        status: 403,
        body: { error: 'Forbidden', message: MESSAGES.api.forbidden },
      });
    }
  });

  it('pages through the whole catalogue 200 at a time, as the picker does', async () => {
    const seen: Icon[] = [];
    for (let offset = 0; ; offset += 200) {
      const page = await icons(`offset=${offset}&limit=200&search=`);
      seen.push(...page);
      if (page.length < 200) break;
      expect(page).toHaveLength(200);
    }
    expect(seen.length).toBe(ICON_CATALOGUE.length);
    expect(seen.length).toBeGreaterThanOrEqual(300);
    expect(new Set(seen.map((i) => i.id)).size).toBe(seen.length);
    expect(seen).toContainEqual({ id: 'shopping-cart', key: 'shopping-cart', turkishName: 'Alışveriş Sepeti' });
    expect(seen).toContainEqual({ id: 'truck', key: 'truck', turkishName: 'Kamyon' });
  });

  it("reads the picker's empty parameters as the first page", async () => {
    expect(await icons('offset&limit=200&search')).toHaveLength(200);
  });

  it('finds icons by Turkish name with Turkish case rules, and by key', async () => {
    expect(await icons('search=roket')).toEqual([{ id: 'rocket', key: 'rocket', turkishName: 'Roket' }]);
    expect(await icons(`search=${encodeURIComponent('ROKET')}`)).toEqual([{ id: 'rocket', key: 'rocket', turkishName: 'Roket' }]);
    for (const text of ['ışık', 'IŞIK', 'isik']) {
      expect((await icons(`search=${encodeURIComponent(text)}`)).map((i) => i.key)).toContain('sun-dim');
    }
    expect((await icons(`search=${encodeURIComponent('İNDİR')}`)).map((i) => i.key)).toEqual(expect.arrayContaining(['download', 'cloud-download']));
    expect((await icons('search=heart')).map((i) => i.turkishName)).toContain('Kalp');
    expect(await icons('search=yokboyleikon')).toEqual([]);
  });

  it.each([
    ['limit=201', 'limit'],
    ['limit=0', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
    [`search=${'a'.repeat(101)}`, 'search'],
  ])('answers 400 naming the field for %s', async (query, field) => {
    const res = await call(`${PATH}?${query}`, { as: 'THEME_MANAGER' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error: 'BadRequest', field });
    expect(res.body.message).toContain(field);
  });
});
