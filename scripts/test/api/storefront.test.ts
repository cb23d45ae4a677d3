import { describe, expect, it, vi } from 'vitest';
import { MAX_COMPONENTS_PER_TAB, SAVE_PAGE_TYPES, defaultComponentData, productSettingsKey, themeComponentsPrefix } from '@shop/shared';
import { storefrontTheme } from '@shop/functions/domain/theme/storefront-theme';
import { documentClient } from '@shop/functions/repositories/document-client';
import { demoData } from '../../src/seed/demo-data';
import { call, runtime, useRuntimeTable } from '../runtime-client';

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
    // Products that other test files add may sit here too; the demo shop's products here are all dresses.
    const demoIds = new Set(demoData().products.map((p) => p.id));
    const demoProducts = res.body.products.filter((p: { id: string }) => demoIds.has(p.id));
    expect(demoProducts.length).toBeGreaterThan(0);
    for (const p of demoProducts) expect(p.name).toContain('Elbise');
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

describe('storefront theme read (public, bounded, cacheable)', () => {
  const component = (componentType: 'FAQ' | 'VIDEO', name: string, order: number, isActive = true) => ({
    componentType,
    name,
    order,
    isActive,
    componentData: defaultComponentData(componentType),
  });

  it('answers with a public Cache-Control for browsers and CloudFront, on the theme and on a category', async () => {
    for (const path of ['/api/storefront/theme', '/api/storefront/category/giyim']) {
      const res = await fetch(`${runtime().url}${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=30, s-maxage=60');
    }
  });

  it('reads the three pointers, the config, the current versions and the listed products (bounded queries and batches, no scan), and no version again until a save', async () => {
    useRuntimeTable();
    const { versions } = (await call('/api/admin/theme/components', { as: 'THEME_MANAGER' })).body;
    await call('/api/admin/theme/components', {
      as: 'THEME_MANAGER',
      method: 'POST',
      body: { pageType: 'BOTTOM', baseVersion: versions.BOTTOM, components: [component('FAQ', 'SSS alt', 0), component('VIDEO', 'Gizli', 1, false)] },
    });
    const client = documentClient();
    const commands: { name: string; input: Record<string, unknown> }[] = [];
    const original = client.send.bind(client) as (command: unknown) => Promise<unknown>;
    const send = vi.spyOn(client, 'send').mockImplementation(((command: { constructor: { name: string }; input: Record<string, unknown> }) => {
      commands.push({ name: command.constructor.name, input: command.input });
      return original(command);
    }) as never);
    try {
      const first = await storefrontTheme();
      expect(first.areas.bottom.map((c) => c.name)).toEqual(['SSS alt']);
      // Product-list blocks read their cards from the catalogue: batches of at most 100 product keys.
      expect(commands.every((c) => c.name === 'GetCommand' || c.name === 'QueryCommand' || c.name === 'BatchGetCommand')).toBe(true);
      for (const batch of commands.filter((c) => c.name === 'BatchGetCommand')) {
        const keys = Object.values(batch.input.RequestItems as Record<string, { Keys: unknown[] }>).flatMap((request) => request.Keys);
        expect(keys.length).toBeLessThanOrEqual(100);
      }
      const queries = commands.filter((c) => c.name === 'QueryCommand');
      const pkOf = (c: (typeof commands)[number]) => String((c.input.ExpressionAttributeValues as Record<string, unknown>)[':pk']);
      for (const q of queries) {
        expect(q.input.Limit).toBe(MAX_COMPONENTS_PER_TAB);
        expect(SAVE_PAGE_TYPES.filter((pageType) => pkOf(q).startsWith(themeComponentsPrefix(pageType)))).toHaveLength(1);
      }
      // The three pointers, the config and Genel Ayarlar (the `shop` block); the product-list cards also
      // read Ürün Ayarları, once per container (whether an earlier file already did depends on file
      // order, so it is not counted).
      const settingsKey = JSON.stringify(productSettingsKey());
      const pointerAndConfigReads = () => commands.filter((c) => c.name === 'GetCommand' && JSON.stringify(c.input.Key) !== settingsKey);
      expect(pointerAndConfigReads()).toHaveLength(5);

      // Other test files may save a tab meanwhile; a version read once is never read again.
      const readVersions = new Set(queries.map(pkOf));
      commands.length = 0;
      await storefrontTheme();
      expect(pointerAndConfigReads()).toHaveLength(5);
      expect(commands.filter((c) => c.name === 'QueryCommand' && readVersions.has(pkOf(c)))).toEqual([]);
    } finally {
      send.mockRestore();
    }

    const after = (await call('/api/admin/theme/components', { as: 'THEME_MANAGER' })).body.versions;
    await call('/api/admin/theme/components', {
      as: 'THEME_MANAGER',
      method: 'POST',
      body: { pageType: 'BOTTOM', baseVersion: after.BOTTOM, components: [component('FAQ', 'SSS yeni', 0)] },
    });
    expect((await storefrontTheme()).areas.bottom.map((c) => c.name)).toEqual(['SSS yeni']);
  });
});
