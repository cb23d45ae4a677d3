import type { Browser, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signIn, startLocalApp, type LocalApp } from './local-app';

let app: LocalApp | undefined;
let browser: Browser | undefined;
let page: Page;

/** What beforeAll started; undefined until then, so afterAll can stop whatever did start. */
const running = (): { app: LocalApp; browser: Browser } => {
  if (!app || !browser) throw new Error('the app or the browser did not start');
  return { app, browser };
};

const ADMIN = 'theme_manager@example.com';
const SAVED = 'Tema ve ayarlar başarıyla kaydedildi';
/** The two primaries chosen below, and the HSL tokens the theme stores for them. */
const CUSTOM_PRIMARY = { typed: '#e11d48', token: '347 77% 50%' };
const PARTIAL_PRIMARY = { typed: '#16a34a', token: '142 76% 36%', shown: '#16a249' };
const PARTIAL_BORDER = { typed: '#f97316', token: '25 95% 53%' };

beforeAll(async () => {
  app = await startLocalApp();
  browser = await launchChromium();
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await app?.cleanup();
});

const preview = (p: Page): FrameLocator => p.frameLocator('iframe.builder-preview-frame');

/** A theme variable as the storefront's root resolves it. */
const rootVariable = (root: Locator, name: string) => root.evaluate((el, n) => getComputedStyle(el).getPropertyValue(n).trim(), name);

const openBuilder = async (p: Page) => {
  await p.goto(`${running().app.url}/admin/theme`);
  await p.getByRole('tab', { name: 'Orta' }).waitFor();
  await preview(p).locator('.sf-root').waitFor();
};

const openAppearance = async (p: Page): Promise<Locator> => {
  await p.getByRole('button', { name: 'Tema ayarları' }).click();
  await p.getByRole('menuitem', { name: 'Görünüm Ayarları' }).click();
  const drawer = p.getByRole('complementary', { name: 'Görünüm Ayarları' });
  await drawer.waitFor();
  return drawer;
};

const pressed = (drawer: Locator, name: string) => drawer.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');

describe('theme look (Görünüm Ayarları)', () => {
  it('switches ready → custom → partial, shows each change in the preview, saves, and the storefront takes the chosen primary', async () => {
    const { app: shop, browser: chromium } = running();
    await signIn(page, shop.url, ADMIN);
    await openBuilder(page);
    const previewRoot = preview(page).locator('.sf-root');
    const before = await rootVariable(previewRoot, '--sf-primary');

    let drawer = await openAppearance(page);
    expect(await pressed(drawer, 'Hazır Tema')).toBe('true');

    // Ready → custom keeps the current primary; a new one shows in the preview at once.
    await drawer.getByRole('button', { name: 'Özel Tema', exact: true }).click();
    expect(await pressed(drawer, 'Özel Tema')).toBe('true');
    await expect.poll(() => drawer.getByRole('slider', { name: 'Ana renk: Ton' }).getAttribute('aria-valuenow')).toBe(before.split(' ')[0]);
    await drawer.getByRole('textbox', { name: 'Ana renk', exact: true }).fill(CUSTOM_PRIMARY.typed);
    await expect.poll(() => rootVariable(previewRoot, '--sf-primary')).toBe(CUSTOM_PRIMARY.token);

    // Custom → partial loads the light colours; a colour edit shows at once, shadows follow the primary.
    await drawer.getByRole('button', { name: 'Kısmi Tema', exact: true }).click();
    expect(await pressed(drawer, 'Kısmi Tema')).toBe('true');
    await drawer.getByRole('textbox', { name: 'Kenarlık', exact: true }).fill(PARTIAL_BORDER.typed);
    await drawer.getByRole('textbox', { name: 'Ana renk', exact: true }).fill(PARTIAL_PRIMARY.typed);
    await expect.poll(() => rootVariable(previewRoot, '--sf-primary')).toBe(PARTIAL_PRIMARY.token);
    expect(await rootVariable(previewRoot, '--sf-border')).toBe(PARTIAL_BORDER.token);
    expect(await rootVariable(previewRoot, '--sf-shadow-sm')).toBe('0 1px 2px 0 hsl(142 50% 12% / 0.05)');

    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText(SAVED).first().waitFor();

    // After a reload the drawer shows the saved type and colours.
    await page.reload();
    await page.getByRole('tab', { name: 'Orta' }).waitFor();
    drawer = await openAppearance(page);
    expect(await pressed(drawer, 'Kısmi Tema')).toBe('true');
    expect(await drawer.getByRole('textbox', { name: 'Ana renk', exact: true }).inputValue()).toBe(PARTIAL_PRIMARY.shown);

    // The storefront paints with it: the root's token and a button's background.
    const shopper = await chromium.newPage();
    await shopper.goto(shop.url);
    const root = shopper.locator('.sf-root');
    await expect.poll(() => rootVariable(root, '--sf-primary'), { timeout: 20_000 }).toBe(PARTIAL_PRIMARY.token);
    const button = shopper.locator('.sf-banner-slide.is-active .sf-btn').first();
    const expected = await shopper.evaluate((token) => {
      const probe = document.createElement('span');
      probe.style.color = `hsl(${token})`;
      document.body.append(probe);
      const color = getComputedStyle(probe).color;
      probe.remove();
      return color;
    }, PARTIAL_PRIMARY.token);
    expect(await button.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(expected);
    expect(await rootVariable(root, '--sf-radius')).toBe('0.5rem');
    await shopper.close();
  });
});
