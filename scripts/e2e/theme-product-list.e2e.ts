import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoData } from '../src/seed/demo-data';
import { launchChromium, signIn, startLocalApp, type LocalApp } from './local-app';

let app: LocalApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const ADMIN = 'theme_manager@example.com';
const SAVED = 'Tema ve ayarlar başarıyla kaydedildi';
const TITLE = 'E2E Seçilenler';

/** Three active demo products in stock (the seed is deterministic), picked in this order. */
const PICKED = demoData()
  .products.filter((p) => p.isActive && p.stock > 0)
  .slice(10, 13);
/** The third is moved to the top from the keyboard. */
const ORDERED = [PICKED[2], PICKED[0], PICKED[1]].map((p) => p!);
const tryPrice = (value: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(value);

beforeAll(async () => {
  app = await startLocalApp();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  const started = { browser: browser as Browser | undefined, app: app as LocalApp | undefined };
  await started.browser?.close().catch(() => undefined);
  await started.app?.cleanup();
});

const toolbar = (p: Page) => p.locator('.builder-toolbar');
const rows = (p: Page) => p.getByTestId('builder-row');
const panel = (p: Page) => p.locator('.builder-settings-panel');
const liveRegions = (p: Page) =>
  p
    .locator('[id^="DndLiveRegion"]')
    .allTextContents()
    .then((texts) => texts.join(' | '));
const itemTitles = (list: Locator) => list.locator('.kit-item-title').allTextContents();
/** See theme-builder.e2e.ts: dnd-kit starts listening for arrows on a timer set at pick-up. */
const afterPickUp = (p: Page) => p.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

const openBuilder = async (p: Page) => {
  await p.goto(`${app.url}/admin/theme`);
  await p.getByRole('tab', { name: 'Orta' }).waitFor();
  await expect.poll(() => rows(p).count()).toBeGreaterThan(0);
};

const openPanel = async (p: Page, id: string) => {
  const main = p.locator(`[data-testid="builder-row"][data-component-id="${id}"] .builder-row-main`);
  if ((await main.getAttribute('aria-pressed')) !== 'true') {
    await main.click();
    await expect.poll(() => main.getAttribute('aria-pressed')).toBe('true');
  }
  if (!(await panel(p).isVisible())) await main.click();
  await panel(p).locator('.kit-form legend').first().waitFor();
  return panel(p);
};

const withToast = async (p: Page, text: string, action: () => Promise<void>) => {
  const shown = p.getByText(text).first().waitFor();
  await action();
  await shown;
};

/** The list's cards on the shopper's page at one window width, in a fresh context. */
const checkStorefront = async (width: number, height: number) => {
  const shopper = await browser.newContext({ viewport: { width, height } });
  try {
    const shop = await shopper.newPage();
    await shop.goto(`${app.url}/`);
    const list = shop.locator('section.sf-product-list').filter({ has: shop.getByRole('heading', { name: TITLE }) });
    await list.waitFor();
    const cards = list.getByRole('article');
    await expect.poll(() => cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')))).toEqual(ORDERED.map((p) => p.name));
    expect(await list.locator('.sf-price-now').allTextContents()).toEqual(ORDERED.map((p) => tryPrice(p.price)));
    expect(await cards.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      ORDERED.map((p) => `/product/${p.slug}`),
    );
    await shop.screenshot({ path: `/tmp/plist-e2e-${width}.png`, fullPage: false }).catch(() => undefined);
  } finally {
    await shopper.close();
  }
};

describe('product-list block', () => {
  it('three products picked, reordered from the keyboard, titled in the settings dialog, saved, reloaded and shown on / at 1440 and 390 px', async () => {
    expect(PICKED).toHaveLength(3);
    await signIn(page, app.url, ADMIN);
    await openBuilder(page);

    // Adding a product list opens the picker; the list is added with what is chosen there.
    const before = new Set(await rows(page).evaluateAll((items) => items.map((item) => item.getAttribute('data-component-id'))));
    await toolbar(page).getByRole('button', { name: 'Bileşen Ekle' }).click();
    await page.locator('.builder-add-drawer').getByRole('button', { name: 'Ürün Listesi', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Ürün Seç' });
    await picker.waitFor();
    for (const product of PICKED) {
      await picker.getByRole('searchbox', { name: 'Ürün ara' }).fill(product.name);
      const item = picker.locator('.product-picker__item').filter({ hasText: product.slug });
      await item.waitFor();
      await item.locator('.p-checkbox').click();
    }
    await expect.poll(() => picker.locator('.product-picker__count').textContent()).toBe('3 ürün seçildi');
    await picker.getByRole('button', { name: 'Seçimi onayla' }).click();
    await picker.waitFor({ state: 'detached' });

    const selected = page.locator('[data-testid="builder-row"][data-selected]');
    let id = '';
    await expect
      .poll(async () => {
        id = (await selected.getAttribute('data-component-id').catch(() => null)) ?? '';
        return id !== '' && !before.has(id);
      })
      .toBe(true);
    let settings = await openPanel(page, id);
    const list = settings.getByRole('list', { name: 'Ürünler' });
    await expect.poll(() => itemTitles(list)).toEqual(PICKED.map((p) => p.name));

    // The third product to the top from the keyboard, each step announced in Turkish.
    const third = PICKED[2]!.name;
    await settings.getByRole('button', { name: `${third}: taşı` }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegions(page)).toContain(`${third} taşınmak için alındı. Şu an 3 öğe içinde 3. sırada.`);
    await afterPickUp(page);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => liveRegions(page)).toContain(`${third}, 3 öğe içinde 2. sıraya taşındı.`);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => liveRegions(page)).toContain(`${third}, 3 öğe içinde 1. sıraya taşındı.`);
    await page.keyboard.press('Space');
    await expect.poll(() => itemTitles(list)).toEqual(ORDERED.map((p) => p.name));

    // Settings are a draft until Kaydet.
    await settings.getByRole('button', { name: 'Ayarları düzenle' }).click();
    const form = page.getByRole('dialog', { name: 'Ürün listesi ayarları' });
    await form.getByLabel('Başlık', { exact: true }).fill(TITLE);
    await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await form.waitFor({ state: 'detached' });

    // The preview shows the real cards (name and price) in the new order.
    const preview = page.frameLocator('iframe.builder-preview-frame');
    const previewList = preview.locator('section.sf-product-list').filter({ hasText: TITLE });
    await expect
      .poll(() => previewList.getByRole('article').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label'))))
      .toEqual(ORDERED.map((p) => p.name));
    expect(await previewList.locator('.sf-price-now').first().textContent()).toBe(tryPrice(ORDERED[0]!.price));

    await withToast(page, SAVED, () => toolbar(page).getByRole('button', { name: 'Kaydet', exact: true }).click());
    await page.getByTestId('builder-unsaved').waitFor({ state: 'detached' });

    await page.reload();
    await openBuilder(page);
    settings = await openPanel(page, id);
    await expect.poll(() => itemTitles(settings.getByRole('list', { name: 'Ürünler' }))).toEqual(ORDERED.map((p) => p.name));

    await checkStorefront(1440, 900);
    await checkStorefront(390, 844);
  });
});
