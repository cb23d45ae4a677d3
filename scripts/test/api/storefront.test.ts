import { describe, expect, it } from 'vitest';
import { call } from '../runtime-client';

describe('storefront category (public)', () => {
  it('resolves a slug path to the category, its trail, sub-categories and products, without sign-in', async () => {
    const res = await call('/api/storefront/category/giyim/kadin/elbise');
    expect(res.status).toBe(200);
    expect(res.body.category).toMatchObject({ name: 'Elbise', slug: 'elbise', href: '/category/giyim/kadin/elbise' });
    expect(res.body.breadcrumbs.map((b: { name: string; href: string }) => [b.name, b.href])).toEqual([
      ['Giyim', '/category/giyim'],
      ['Kadın', '/category/giyim/kadin'],
      ['Elbise', '/category/giyim/kadin/elbise'],
    ]);
    expect(res.body.products.length).toBeGreaterThan(0);
    for (const p of res.body.products) expect(p.name).toContain('Elbise');
  });

  it('lists the products of every category below a parent', async () => {
    const res = await call('/api/storefront/category/giyim');
    expect(res.body.children.map((c: { name: string }) => c.name).sort()).toEqual(['Erkek', 'Kadın', 'Çocuk'].sort());
    const names: string[] = res.body.products.map((p: { name: string }) => p.name);
    expect(names.some((n) => n.includes('Elbise'))).toBe(true);
    expect(names.some((n) => n.includes('Gömlek'))).toBe(true);
    expect(names.some((n) => n.includes('Telefon'))).toBe(false);
  });

  it('answers 404 with a JSON body for an unknown path or a slug outside its parent', async () => {
    expect(await call('/api/storefront/category/yok-boyle')).toEqual({ status: 404, body: { error: 'NotFound', message: 'Kategori bulunamadı.' } });
    expect((await call('/api/storefront/category/kadin/elbise')).status).toBe(404);
  });
});
