import { describe, expect, it } from 'vitest';
import { FIXED_BANNER_DEFAULT_ICON, ICON_CATALOGUE, ICON_PAGE_SIZE, iconListQuerySchema, searchIcons } from '../src';

const search = (query: Record<string, string>) => searchIcons(iconListQuerySchema.parse(query));
const keysFor = (text: string) => search({ search: text, limit: '200' }).map((icon) => icon.key);

describe('icon catalogue', () => {
  it('holds at least 300 lucide icons with unique kebab-case keys and Turkish names', () => {
    expect(ICON_CATALOGUE.length).toBeGreaterThanOrEqual(300);
    const keys = ICON_CATALOGUE.map((icon) => icon.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { key, turkishName } of ICON_CATALOGUE) {
      expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(turkishName.trim()).not.toBe('');
      expect(turkishName.length).toBeLessThanOrEqual(200);
    }
    expect(new Set(ICON_CATALOGUE.map((icon) => icon.turkishName)).size).toBe(keys.length);
  });

  it("has the fixed banner's default icon as 'Roket'", () => {
    expect(ICON_CATALOGUE.find((icon) => icon.key === FIXED_BANNER_DEFAULT_ICON)?.turkishName).toBe('Roket');
  });
});

describe('icon search', () => {
  it('answers icons as {id, key, turkishName} with the key as the stable id', () => {
    expect(search({ search: 'roket' })).toEqual([{ id: 'rocket', key: 'rocket', turkishName: 'Roket' }]);
  });

  it('matches Turkish names with Turkish case rules and without Turkish letters', () => {
    expect(keysFor('ROKET')).toEqual(['rocket']);
    expect(keysFor('IŞIK')).toContain('sun-dim');
    expect(keysFor('ışık')).toContain('sun-dim');
    expect(keysFor('isik')).toContain('sun-dim');
    expect(keysFor('İNDİR')).toEqual(expect.arrayContaining(['download', 'cloud-download']));
    expect(keysFor('alışveriş')).toEqual(expect.arrayContaining(['shopping-cart', 'shopping-bag']));
    expect(keysFor('  sepet ')).toEqual(expect.arrayContaining(['shopping-cart', 'shopping-basket']));
  });

  it('matches keys too, and finds nothing for nonsense', () => {
    expect(keysFor('shopping-cart')).toEqual(['shopping-cart']);
    expect(keysFor('qqqxxq')).toEqual([]);
  });

  it('pages with offset and limit in catalogue order', () => {
    const all = search({ limit: String(ICON_PAGE_SIZE) });
    expect(all).toHaveLength(ICON_PAGE_SIZE);
    expect(search({ offset: '1', limit: '2' }).map((i) => i.key)).toEqual(ICON_CATALOGUE.slice(1, 3).map((i) => i.key));
    expect(search({ offset: String(ICON_CATALOGUE.length), limit: '10' })).toEqual([]);
  });

  it('reads empty parameters as not given, and refuses a limit above 200', () => {
    expect(iconListQuerySchema.parse({ offset: '', search: '' })).toEqual({ offset: 0, limit: 200, search: '' });
    const tooMany = iconListQuerySchema.safeParse({ limit: '201' });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]?.path).toEqual(['limit']);
    expect(tooMany.error?.issues[0]?.message).toBe('limit en fazla 200 olabilir.');
    expect(iconListQuerySchema.safeParse({ offset: 'abc' }).error?.issues[0]?.path).toEqual(['offset']);
  });
});
