import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { JSDOM, type ParsedDocument } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generalSettingsKey, SAVE_PAGE_TYPES, upsertOfProduct, type Product } from '@shop/shared';
import { demoData } from '../../src/seed/demo-data';
import { demoTheme } from '../../src/seed/demo-theme';
import { productBody } from '../product-body';
import { call, runtime, tableClient, tableItems } from '../runtime-client';
import { tableBaseline } from './setup-test-kit';

/*
 * Issue 32: storefront pages arrive as HTML with their first screen in it. Read here as a crawler or
 * a browser without JavaScript would: the markup is parsed, no script of it runs (JSDOM's default).
 */

const tl = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

const page = async (path: string) => {
  const res = await fetch(`${runtime().url}${path}`, { headers: { accept: 'text/html' } });
  const html = await res.text();
  return { status: res.status, cacheControl: res.headers.get('cache-control'), html, document: new JSDOM(html).window.document };
};

const text = (document: ParsedDocument, selector: string): string => document.querySelector(selector)?.textContent?.trim() ?? '';

let restore: () => Promise<void>;
// The integration runtime's setup builds the web app (and so the renderer) when it is missing.
beforeAll(async () => {
  restore = await tableBaseline({ restoreChanged: true });
  // Other files save themes of their own and leave them: the pages here are the demo theme's.
  const theme = demoTheme(demoData());
  const { versions } = (await call('/api/admin/theme/components', { as: 'THEME_MANAGER' })).body;
  for (const pageType of SAVE_PAGE_TYPES) {
    const saved = await call('/api/admin/theme/components', {
      as: 'THEME_MANAGER',
      method: 'POST',
      body: { pageType, baseVersion: versions[pageType], components: theme[pageType] },
    });
    expect(saved.status, `${pageType}: ${JSON.stringify(saved.body)}`).toBe(200);
  }
});
afterAll(async () => restore());

describe('storefront pages as HTML', () => {
  it('/ has the header, the first banner and the featured products, with the answers for hydration, cached a short while', async () => {
    const theme = (await call('/api/storefront/theme')).body;
    const { status, cacheControl, document } = await page('/');
    expect(status).toBe(200);
    expect(cacheControl).toMatch(/s-maxage=(\d+)/);
    expect(
      Number(/s-maxage=(\d+)/.exec(cacheControl ?? '')?.[1]) + Number(/stale-while-revalidate=(\d+)/.exec(cacheControl ?? '')?.[1]),
    ).toBeLessThanOrEqual(60);
    expect(text(document, 'header.sf-header')).toContain(theme.shop.name);
    expect(text(document, '.sf-banner-slide h2')).toBe('Yeni Sezon Geldi');
    const card = document.querySelector('.sf-product-card');
    expect(card?.querySelector('h3')?.textContent).toBe('Organik Pembe Elbise 1');
    expect(card?.querySelector('.sf-price-now')?.textContent).toMatch(/^₺\d{1,3}(\.\d{3})*,\d{2}/);
    expect(document.querySelectorAll('.sf-product-card')).toHaveLength(8);
    // The browser hydrates with the very answers the page was rendered with.
    const embedded = JSON.parse(document.getElementById('sf-data')?.textContent ?? '{}');
    expect(embedded.theme.shop.name).toBe(theme.shop.name);
    expect(document.title).toBe(theme.shop.seo.title || theme.shop.name);
  });

  it('a category, a product, a search, a content page and the cart render their first screen; unknown ones are 404', async () => {
    const category = (await call('/api/storefront/category/giyim')).body;
    const first = category.products[0];
    const categoryPage = await page('/category/giyim');
    expect(categoryPage.status).toBe(200);
    expect(text(categoryPage.document, 'h1')).toBe('Giyim');
    const card = categoryPage.document.querySelector('.sf-product-card');
    expect(card?.querySelector('h3')?.textContent).toBe(first.name);
    expect(card?.querySelector('.sf-price-now')?.textContent).toContain(tl.format(first.pricesDiffer ? first.priceFrom : first.price));
    expect(categoryPage.document.querySelector(`a[href="/product/${first.slug}"]`)).not.toBeNull();

    const product = (await call(`/api/storefront/product/${first.slug}`)).body;
    const productPage = await page(`/product/${first.slug}`);
    expect(productPage.status).toBe(200);
    expect(text(productPage.document, 'h1')).toBe(product.product.name);
    expect(productPage.html).toContain(tl.format(product.variants[0]?.price ?? product.product.price));

    const search = await page('/search?q=elbise');
    expect(search.document.querySelectorAll('.sf-product-card').length).toBeGreaterThan(0);
    expect(text(search.document, 'h1')).toContain('elbise');

    const cart = await page('/sepet');
    expect(cart.status).toBe(200);
    expect(text(cart.document, 'header.sf-header')).toContain('Sepet');

    // `$&`, `$'` and `` $` `` in a search are text, not the shell's pieces spliced into the page.
    const dollars = "$' $& $`";
    const odd = await page(`/search?q=${encodeURIComponent(dollars)}`);
    expect(odd.status).toBe(200);
    expect(text(odd.document, 'h1')).toContain(dollars);
    expect(odd.document.querySelectorAll('script#sf-data')).toHaveLength(1);
    expect(JSON.parse(odd.document.getElementById('sf-data')?.textContent ?? '')).toHaveProperty(['theme']);

    // Only the catalogue's and content's own addresses are kept as last good pages: not a search, not an order's (its token).
    await page('/siparis/1001?t=gizli-anahtar');
    const kept = (await tableItems()).filter((i) => typeof i.pk === 'string' && i.pk.startsWith('RENDERED'));
    expect(kept.map((i) => JSON.stringify(i)).filter((i) => i.includes('gizli-anahtar') || i.includes('search'))).toEqual([]);

    expect((await page('/product/yok-boyle-bir-urun')).status).toBe(404);
    expect((await page('/sayfa/yok-boyle-bir-sayfa')).status).toBe(404);
  });

  it('a theme save and a price change are in the next page served (CloudFront keeps it at most the cache lifetime)', async () => {
    const { body } = await call('/api/admin/theme/components', { as: 'SUPER_ADMIN' });
    const middle = (body.components as { tabType: string; templateId?: unknown }[])
      .filter((c) => c.tabType === 'middle')
      .map(({ tabType: _tab, templateId: _template, ...c }) => c);
    const renamed = JSON.parse(JSON.stringify(middle).replace('Yeni Sezon Geldi', 'Kış Sezonu Geldi'));
    const saved = await call('/api/admin/theme/components', {
      as: 'SUPER_ADMIN',
      method: 'POST',
      body: { pageType: 'HOME', components: renamed, baseVersion: body.versions.HOME },
    });
    expect(saved.status).toBe(200);
    expect(text((await page('/')).document, '.sf-banner-slide h2')).toBe('Kış Sezonu Geldi');

    const name = `Fiyatı Değişen Ürün ${Date.now()}`;
    const made = await call('/api/admin/catalog/product', { as: 'SUPER_ADMIN', method: 'POST', body: { ...productBody(name), price: 10 } });
    expect(made.status).toBe(201);
    const search = `/search?q=${encodeURIComponent('Fiyatı Değişen')}`;
    expect(text((await page(search)).document, '.sf-product-card .sf-price-now')).toBe(tl.format(10));
    const stored = made.body.data as Product & { version: number };
    const changed = await call(`/api/admin/catalog/product/${stored.id}`, {
      as: 'SUPER_ADMIN',
      method: 'POST',
      body: { ...upsertOfProduct(stored), price: 1234.5, baseVersion: stored.version },
    });
    expect(changed.status).toBe(200);
    expect(text((await page(search)).document, '.sf-product-card .sf-price-now')).toBe('₺1.234,50');
  });

  it('a render that fails serves the last good page, or the shell for an address never rendered, with 200', async () => {
    const good = await page('/category/elektronik');
    expect(text(good.document, 'h1')).toBe('Elektronik');
    // Genel Ayarlar damaged in the table: the theme read the renderer needs fails (500).
    const settings = (await tableItems()).find((i) => i.pk === generalSettingsKey().pk && i.sk === generalSettingsKey().sk);
    await tableClient().send(
      new PutCommand({ TableName: runtime().tableName, Item: { ...settings, ...generalSettingsKey(), version: 1, currencyDisplay: 42 } }),
    );
    expect((await call('/api/storefront/theme')).status).toBe(500);

    const fallback = await page('/category/elektronik');
    expect(fallback.status).toBe(200);
    expect(fallback.cacheControl).toMatch(/s-maxage=\d+/);
    expect(text(fallback.document, 'h1')).toBe('Elektronik');
    expect(fallback.html).toBe(good.html);

    const shell = await page('/category/elektronik/telefon');
    expect(shell.status).toBe(200);
    expect(shell.document.getElementById('storefront-root')?.children).toHaveLength(0);
    expect(shell.document.querySelector('script[type="module"]')).not.toBeNull();
  });
});
