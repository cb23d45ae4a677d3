import type { Product } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { demoData } from '../../src/seed/demo-data';
import { call } from '../runtime-client';

const demo = demoData();
const PATH = '/api/admin/catalog/product';

/** Every page of a filtered list, following nextCursor. */
const walk = async (filter: string, limit: number): Promise<{ pages: Product[][]; all: Product[] }> => {
  const pages: Product[][] = [];
  let cursor: string | undefined;
  do {
    const res = await call(`${PATH}?${filter}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, { as: 'ANALYST' });
    expect(res.status).toBe(200);
    pages.push(res.body.data);
    cursor = res.body.nextCursor;
  } while (cursor);
  return { pages, all: pages.flat() };
};

/** Products that other test files add are left out of the comparisons: these are about the demo shop's. */
const demoIds = new Set(demo.products.map((p) => p.id));
const demoOnly = (products: readonly Product[]) => products.filter((p) => demoIds.has(p.id)).map((p) => p.id);

const descendantsOf = (id: string): string[] => {
  const found = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const c of demo.categories) {
      if (!found.has(c.id) && c.parentIds.some((p) => found.has(p))) {
        found.add(c.id);
        grew = true;
      }
    }
  }
  return [...found];
};

describe('GET /api/admin/catalog/product with filters', () => {
  it('brandId: only that brand, every one of them, newest first, in full pages', async () => {
    const expected = demo.products.filter((p) => p.brandId === '3').map((p) => p.id);
    expect(expected.length).toBeGreaterThan(4);
    const { pages, all } = await walk('brandId=3', 4);
    expect(all.map((p) => p.id)).toEqual(expected);
    expect(pages.slice(0, -1).every((page) => page.length === 4)).toBe(true);
  });

  it('categoryId: the category and everything below it ("Giyim" holds "Elbise")', async () => {
    const giyim = demo.categories.find((c) => c.name === 'Giyim');
    const ids = new Set(descendantsOf(giyim?.id ?? ''));
    const expected = demo.products.filter((p) => p.categoryIds.some((c) => ids.has(c))).map((p) => p.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(demoOnly((await walk(`categoryId=${giyim?.id}`, 5)).all)).toEqual(expected);
  });

  it('both filters at once, and an unknown brand gives an empty list without a cursor', async () => {
    const elektronik = demo.categories.find((c) => c.name === 'Elektronik');
    const ids = new Set(descendantsOf(elektronik?.id ?? ''));
    const expected = demo.products.filter((p) => p.brandId === '2' && p.categoryIds.some((c) => ids.has(c))).map((p) => p.id);
    expect(demoOnly((await walk(`brandId=2&categoryId=${elektronik?.id}`, 3)).all)).toEqual(expected);
    expect(await call(`${PATH}?brandId=yok`, { as: 'ANALYST' })).toEqual({ status: 200, body: { data: [] } });
  });

  it('an empty filter is no filter', async () => {
    const filtered = await walk('brandId=&categoryId=', 50);
    const unfiltered = await walk('', 50);
    expect(filtered.all.map((p) => p.id)).toEqual(unfiltered.all.map((p) => p.id));
    expect(demoOnly(filtered.all)).toEqual(demo.products.map((p) => p.id));
  });
});
