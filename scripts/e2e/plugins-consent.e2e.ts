import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useTestApp } from './kit/app';
import { AdminShell, withToast } from './kit/shell';

const app = useTestApp();

const SUPER_ADMIN = 'super_admin@example.com';
const MEASUREMENT_ID = 'G-E2ETEST01';
/** There is no internet here: Google's hosts are answered by the test, which also counts every request to them. */
const GOOGLE = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager|google-analytics)\.com\//;

/** With E2E_SCREENSHOT_DIR set, the page as it looks is kept there (for a person to look at; nothing compares them). */
const keepScreenshot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
};

const gtagScripts = (page: Page) => page.locator('script[src^="https://www.googletagmanager.com/gtag/js"]').count();

describe('Eklentiler and the cookie banner', () => {
  it('SUPER_ADMIN turns GA4 on; the storefront loads gtag only after the shopper accepts, and Reddet holds over a reload', async () => {
    const shell = await AdminShell.signIn(app, SUPER_ADMIN);
    const admin = shell.page;
    await shell.openFromMenu('Eklentiler');
    await admin.getByRole('heading', { name: 'Son gönderimler' }).waitFor();
    await admin.getByRole('switch', { name: 'Google Analytics 4' }).click();
    await admin.getByLabel('Ölçüm kimliği').fill(MEASUREMENT_ID);
    await withToast(admin, 'Eklentiler kaydedildi.', () => admin.getByRole('button', { name: 'Kaydet' }).click());
    await keepScreenshot(admin, 'plugins-1440');
    await admin.setViewportSize(PHONE);
    await keepScreenshot(admin, 'plugins-390');
    expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await admin.close();

    const page = await app.newPage();
    const google: string[] = [];
    await page.route(GOOGLE, (route) => {
      google.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__gtagLoaded = true;' });
    });
    await page.goto(`${app.url}/`);
    const banner = page.getByRole('region', { name: 'Çerez bildirimi' });
    await banner.waitFor();
    await keepScreenshot(page, 'consent-banner-1440');
    expect(await banner.getByRole('link', { name: 'Çerez Politikası' }).getAttribute('href')).toBe('/sayfa/cerez-politikasi');
    expect(await gtagScripts(page)).toBe(0);
    expect(google).toEqual([]);

    // Tercihler: a modal dialog with the three categories, Escape closes it and the banner is back.
    await banner.getByRole('button', { name: 'Tercihler' }).click();
    const dialog = page.getByRole('dialog', { name: 'Çerez tercihleri' });
    await dialog.waitFor();
    expect(await dialog.getByRole('checkbox', { name: 'Zorunlu' }).isDisabled()).toBe(true);
    await expect.poll(() => dialog.getByRole('checkbox', { name: 'Analitik' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await banner.waitFor();

    await banner.getByRole('button', { name: 'Reddet' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: 'Çerez tercihleri' }).waitFor();
    expect(await page.getByRole('region', { name: 'Çerez bildirimi' }).count()).toBe(0);
    expect(await gtagScripts(page)).toBe(0);
    expect(google).toEqual([]);

    // Changing one's mind: Kabul et in the preferences loads gtag with the shop's id.
    await page.getByRole('button', { name: 'Çerez tercihleri' }).click();
    await page.getByRole('dialog', { name: 'Çerez tercihleri' }).getByRole('button', { name: 'Kabul et' }).click();
    await expect.poll(() => gtagScripts(page)).toBe(1);
    await expect.poll(() => google.some((url) => url.includes(`id=${MEASUREMENT_ID}`))).toBe(true);
    await expect.poll(() => page.evaluate(() => (window as { __gtagLoaded?: boolean }).__gtagLoaded === true)).toBe(true);
    const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('sf.cookieConsent') ?? '{}') as Record<string, unknown>);
    expect(kept).toMatchObject({ version: 1, analytics: true, marketing: true });
    await page.close();

    const phone = await app.newPage({ viewport: PHONE });
    await phone.goto(`${app.url}/`);
    await phone.getByRole('region', { name: 'Çerez bildirimi' }).waitFor();
    await keepScreenshot(phone, 'consent-banner-390');
    await phone.close();
  });
});
