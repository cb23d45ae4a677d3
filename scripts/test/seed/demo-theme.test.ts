import { describe, expect, it } from 'vitest';
import { decodeBannerLink, SAVE_PAGE_TYPES, type SavedThemeComponent } from '@shop/shared';
import { demoData } from '../../src/seed/demo-data';
import { demoTheme } from '../../src/seed/demo-theme';
import { call } from '../runtime-client';

const demo = demoData();
const theme = demoTheme(demo);
const all = SAVE_PAGE_TYPES.flatMap((pageType) => theme[pageType]);
const ofType = <T extends SavedThemeComponent['componentType']>(type: T) =>
  all.filter((c): c is Extract<SavedThemeComponent, { componentType: T }> => c.componentType === type);

/** Every address a shopper can follow from the demo theme, with the text that leads there. */
const links = (): { title: string; target: string }[] => [
  ...ofType('HEADER').flatMap((c) => c.componentData.navigationItems.map((i) => ({ title: i.title, target: i.link?.target ?? '' }))),
  ...ofType('BANNER_COMPONENT').map((c) => ({ title: c.componentData.linkText, target: c.componentData.link?.target ?? '' })),
  ...ofType('BANNER').flatMap((c) => c.componentData.banners.map((b) => ({ title: b.title, target: decodeBannerLink(b.link)?.target ?? '' }))),
  ...ofType('FOOTER').flatMap((c) => c.componentData.columns.flatMap((col) => col.links.map((l) => ({ title: l.title, target: l.link.target })))),
];

describe('the demo theme', () => {
  it('is taken by the save endpoint, area by area', async () => {
    const { versions } = (await call('/api/admin/theme/components', { as: 'THEME_MANAGER' })).body;
    for (const pageType of SAVE_PAGE_TYPES) {
      const res = await call('/api/admin/theme/components', {
        as: 'THEME_MANAGER',
        method: 'POST',
        body: { pageType, baseVersion: versions[pageType], components: theme[pageType] },
      });
      expect(res.status, `${pageType}: ${JSON.stringify(res.body)}`).toBe(200);
    }
  });

  it('links only to the home page, category pages and content pages that exist', async () => {
    const targets = links();
    expect(targets.length).toBeGreaterThanOrEqual(15);
    for (const { title, target } of targets) {
      if (target === '/') continue;
      // The storefront's own contact and feedback forms (issue 30).
      if (target === '/iletisim' || target === '/geri-bildirim') continue;
      // The footer's Kurumsal and Sözleşmeler columns: the demo shop's published pages (issue 29).
      if (target.startsWith('/sayfa/')) {
        const page = await call(`/api/storefront/pages/${target.slice('/sayfa/'.length)}`);
        expect(page.status, target).toBe(200);
        expect(page.body.page.title).toBe(title);
        continue;
      }
      expect(target, title).toMatch(/^\/category\//);
      const res = await call(`/api/storefront/${target.slice(1)}`);
      expect(res.status, target).toBe(200);
      expect(res.body.category.href).toBe(target);
    }
    const menu = ofType('HEADER')[0]!.componentData.navigationItems.map((i) => [i.title, i.link?.target]);
    expect(menu).toEqual([
      ['Anasayfa', '/'],
      ['Giyim', '/category/giyim'],
      ['Elektronik', '/category/elektronik'],
      ['Ev & Yaşam', '/category/ev-yasam'],
      ['Kozmetik', '/category/kozmetik'],
      ['Spor & Outdoor', '/category/spor-outdoor'],
    ]);
  });

  it('lists eight different seeded products that are in stock, by id only (the storefront reads their cards)', () => {
    const [list] = ofType('PRODUCT_LIST');
    const byId = new Map(demo.products.map((p) => [p.id, p]));
    expect(list?.products).toHaveLength(8);
    expect(new Set(list?.products.map((p) => p.productId)).size).toBe(8);
    for (const item of list?.products ?? []) {
      const product = byId.get(String(item.productId));
      expect(product?.stock).toBeGreaterThan(0);
      expect(item).not.toHaveProperty('product');
    }
  });
});
