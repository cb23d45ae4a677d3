import { beforeAll, describe, expect, it } from 'vitest';
import { defaultComponentData, type ComponentType, type SavePageType } from '@shop/shared';
import { demoIdToken } from '../src/seed/demo-sign-in';
import { PHONE, useTestApp } from './kit/app';
import { Storefront } from './kit/storefront';

const app = useTestApp();
let token: string;

const SHOTS = process.env.STOREFRONT_SHOTS_DIR;

const api = async (path: string, init: { method?: string; body?: unknown } = {}) => {
  const res = await fetch(`${app.url}${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await res.json()) as Record<string, unknown>;
  if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
  return body;
};

const component = (
  componentType: ComponentType,
  name: string,
  order: number,
  isActive = true,
  componentData: unknown = defaultComponentData(componentType),
) => ({
  componentType,
  name,
  order,
  isActive,
  componentData,
});

/** Saves a tab through the theme API, as the builder does, with the version it last read. */
const saveTab = async (pageType: SavePageType, components: unknown[]) => {
  const { versions } = (await api('/api/admin/theme/components')) as { versions: Record<SavePageType, number> };
  await api('/api/admin/theme/components', { method: 'POST', body: { pageType, baseVersion: versions[pageType], components } });
};

/** The rendered components, top to bottom: each one's type, and whether it shows this file's E2E texts. */
const renderedComponents = (shop: Storefront) =>
  shop.components.evaluateAll((els) => els.map((el) => `${el.getAttribute('data-component-type')}:${el.textContent?.includes('E2E') ? 'E2E' : ''}`));

/** A shopper's page at `path`, desktop-sized. */
const visit = async (path: string) => {
  const shop = new Storefront(await app.newPage(), app.url);
  await shop.goto(path);
  return shop;
};

beforeAll(async () => {
  const config = (await (await fetch(`${app.url}/config.json`)).json()) as { userPoolEndpoint: string; userPoolClientId: string };
  token = await demoIdToken({ endpoint: config.userPoolEndpoint, clientId: config.userPoolClientId }, 'THEME_MANAGER');
});

describe('the demo shop on a fresh start', () => {
  it('shows the seeded theme: header with category menu, announcements, banners, eight products, FAQ, newsletter and footer', async () => {
    const shop = await visit('/');
    const { page } = shop;
    await shop.footer.waitFor();
    expect(await shop.componentTypes()).toEqual(['BANNER_COMPONENT', 'HEADER', 'MARQUEE', 'BANNER', 'PRODUCT_LIST', 'FAQ', 'NEWSLETTER', 'FOOTER']);
    expect(await page.getByRole('link', { name: 'Demo Mağaza' }).isVisible()).toBe(true);
    const menu = page.locator('[data-component-type="HEADER"] nav');
    expect(await menu.getByRole('link').allTextContents()).toEqual(['Anasayfa', 'Giyim', 'Elektronik', 'Ev & Yaşam', 'Kozmetik', 'Spor & Outdoor']);
    expect(await page.locator('[data-component-type="MARQUEE"] ul:not([aria-hidden]) li').allTextContents()).toEqual([
      '500 TL ve üzeri siparişlerde kargo bedava!',
      "Yeni sezon ürünlerinde %20'ye varan indirim",
      'Siparişleriniz 2 iş günü içinde kargoda',
    ]);
    expect(await page.getByText('Yeni üyelere %10 indirim: HOSGELDIN10').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Yeni Sezon Geldi' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Öne Çıkan Ürünler' }).isVisible()).toBe(true);
    expect(await page.locator('[data-component-type="PRODUCT_LIST"] .sf-product-card').count()).toBe(8);
    await page.getByRole('button', { name: 'Kargo ücreti ne kadar?' }).click();
    expect(
      await page.getByText("500 TL ve üzeri siparişlerde kargo ücretsizdir; daha küçük siparişlerde kargo ücreti 49,90 TL'dir.").isVisible(),
    ).toBe(true);
    expect(await page.getByRole('heading', { name: 'Bültenimize Abone Olun' }).isVisible()).toBe(true);
    expect(await page.locator('[data-component-type="FOOTER"]').getByRole('link', { name: 'Akıllı Telefon' }).getAttribute('href')).toBe(
      '/category/elektronik/telefon/akilli-telefon',
    );
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/demo-home-1440.png`, fullPage: true });

    // Every menu link opens its category page, not the not-found page.
    await menu.getByRole('link', { name: 'Elektronik' }).click();
    await page.waitForURL('**/category/elektronik');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Elektronik');

    await page.setViewportSize(PHONE);
    await shop.goto('/');
    await shop.footer.waitFor();
    expect(await page.getByRole('link', { name: 'Demo Mağaza' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    expect(await menu.getByRole('link', { name: 'Kozmetik' }).isVisible()).toBe(true);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/demo-home-390.png`, fullPage: true });
    await page.close();
  });
});

describe('storefront pages as HTML (issue 32)', () => {
  it('without JavaScript, /, a category and a product show their content and links work; with it, pages hydrate with a clean console', async () => {
    const still = await app.newPage({ javaScriptEnabled: false });
    await still.goto(`${app.url}/`);
    expect(await still.getByRole('heading', { name: 'Yeni Sezon Geldi' }).isVisible()).toBe(true);
    expect(await still.locator('[data-component-type="PRODUCT_LIST"] .sf-product-card').count()).toBe(8);
    await still.locator('[data-component-type="HEADER"] nav').getByRole('link', { name: 'Elektronik' }).click();
    await still.waitForURL('**/category/elektronik');
    expect(await still.getByRole('heading', { level: 1 }).textContent()).toBe('Elektronik');
    const card = still.locator('.sf-product-card').first();
    const name = await card.locator('h3').textContent();
    await card.getByRole('link').click();
    await still.waitForURL('**/product/**');
    const productPath = new URL(still.url()).pathname;
    expect(await still.getByRole('heading', { level: 1 }).textContent()).toBe(name);
    expect(await still.locator('.sf-price, .sf-product-price').first().textContent()).toMatch(/₺\d/);
    await still.close();

    // With JavaScript the same pages hydrate: nothing fetched again, nothing logged, and they respond.
    const live = await app.newPage();
    const logged: string[] = [];
    live.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') logged.push(message.text());
    });
    live.on('pageerror', (error) => logged.push(error.message));
    const refetched: string[] = [];
    live.on('request', (request) => {
      if (/\/api\/storefront\/(theme|category|product\/[^/]+$)/.test(new URL(request.url()).pathname)) refetched.push(request.url());
    });
    for (const path of ['/category/elektronik', productPath, '/']) await live.goto(`${app.url}${path}`, { waitUntil: 'networkidle' });
    await live.getByRole('button', { name: 'Kargo ücreti ne kadar?' }).click();
    expect(await live.getByText('500 TL ve üzeri siparişlerde kargo ücretsizdir', { exact: false }).isVisible()).toBe(true);
    expect({ logged, refetched }).toEqual({ logged: [], refetched: [] });
    await live.close();
  });
});

describe("the storefront at npm start's URL", () => {
  beforeAll(async () => {
    const faq = {
      ...defaultComponentData('FAQ'),
      title: 'E2E Sorular',
      faqItems: [{ id: 1, question: 'Kargo ücretli mi?', answer: '500 TL üzeri ücretsiz.', order: 1 }],
    };
    const marquee = { ...defaultComponentData('MARQUEE'), announcements: [{ id: 1, text: 'E2E kargo bedava', order: 1 }] };
    await saveTab('TOP', [component('MARQUEE', 'Duyuru', 0, true, marquee), component('HEADER', 'Üst Menü', 1)]);
    await saveTab('HOME', [component('FAQ', 'SSS', 0, true, faq), component('VIDEO', 'Gizli video', 1, false), component('NEWSLETTER', 'Bülten', 2)]);
    await saveTab('BOTTOM', [component('FOOTER', 'Alt Menü', 0)]);
  });

  it('shows the active components of each area in order, not the inactive one, loading no admin code', async () => {
    const shop = new Storefront(await app.newPage(), app.url);
    const { page } = shop;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await shop.goto('/');
    await shop.footer.waitFor();
    expect(await renderedComponents(shop)).toEqual(['MARQUEE:E2E', 'HEADER:', 'FAQ:E2E', 'NEWSLETTER:', 'FOOTER:']);
    expect(await page.getByRole('heading', { name: 'E2E Sorular' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Kargo ücretli mi?' }).click();
    expect(await page.getByText('500 TL üzeri ücretsiz.').isVisible()).toBe(true);

    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /^\/assets\/(primereact|amplify|router|zod|index|PreviewStorefront)-/.test(s))).toEqual([]);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-1440.png`, fullPage: true });

    await page.setViewportSize(PHONE);
    expect(await page.getByRole('button', { name: 'Menüyü aç' }).isVisible()).toBe(true);
    expect(await page.getByRole('search').isVisible()).toBe(false);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/home-390.png`, fullPage: true });
  });

  it("renders a category page with its trail and products between the theme's top and bottom areas", async () => {
    const shop = await visit('/category/giyim/kadin');
    const { page } = shop;
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kadın');
    const trail = page.getByRole('navigation', { name: 'Sayfa yolu' });
    expect(await trail.getByRole('listitem').allTextContents()).toEqual(['Anasayfa', 'Giyim', 'Kadın']);
    // Exact: product cards are links too now, and dresses' names hold the word.
    expect(await page.getByRole('link', { name: 'Elbise', exact: true }).getAttribute('href')).toBe('/category/giyim/kadin/elbise');
    expect(await shop.componentTypes()).toEqual(['MARQUEE', 'HEADER', 'FOOTER']);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/category-1440.png`, fullPage: true });
    await page.setViewportSize(PHONE);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/category-390.png`, fullPage: true });

    await shop.goto('/category/yok-boyle');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Kategori bulunamadı');
  });

  it('serves the admin app for /admin and /login, and the storefront for every other page', async () => {
    const html = async (path: string) => (await (await fetch(`${app.url}${path}`)).text()).includes('storefront-root');
    expect(await html('/')).toBe(true);
    expect(await html('/hic-yok')).toBe(true);
    expect(await html('/login')).toBe(false);
    expect(await html('/admin/theme')).toBe(false);
  });
});
