import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signIn, startLocalApp, type LocalApp } from './local-app';

let app: LocalApp | undefined;
let browser: Browser | undefined;

/** The app and browser beforeAll started (a failed start fails the test, not the clean-up). */
const started = () => {
  if (!app || !browser) throw new Error('the app or the browser did not start');
  return { url: app.url, browser };
};

const ADMIN = 'theme_manager@example.com';
const SAVED = 'Tema ve ayarlar başarıyla kaydedildi';

beforeAll(async () => {
  app = await startLocalApp();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.cleanup();
});

const openBuilder = async (p: Page) => {
  await p.goto(`${started().url}/admin/theme`);
  await p.getByRole('tab', { name: 'Orta' }).waitFor();
};

const active = (p: Page, name: string) => p.getByRole('switch', { name: `${name} aktif` });
const isActive = async (p: Page, name: string) => (await active(p, name).getAttribute('aria-checked')) === 'true';

/** Sets the seeded FAQ and newsletter rows of the middle area active or not, and saves: one new version. */
const saveMiddle = async (p: Page, want: { faq: boolean; newsletter: boolean }) => {
  for (const [name, on] of [
    ['Sıkça Sorulan Sorular', want.faq],
    ['Bülten', want.newsletter],
  ] as const) {
    if ((await isActive(p, name)) !== on) await active(p, name).click();
    await expect.poll(() => isActive(p, name)).toBe(on);
  }
  await p.getByTestId('builder-unsaved').waitFor();
  await p.getByRole('button', { name: 'Kaydet' }).click();
  await p.getByText(SAVED).first().waitFor();
  await p.getByTestId('builder-unsaved').waitFor({ state: 'detached' });
};

const storefrontTypes = (p: Page) => p.$$eval('[data-component-type]', (els) => els.map((el) => el.getAttribute('data-component-type')));

describe('version history of the theme builder', () => {
  it('rolls the middle area back to an earlier version, which the builder and the storefront then show', async () => {
    const { url, browser } = started();
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // Two shared cores: the builder can take far longer than Playwright's default to load.
    context.setDefaultTimeout(90_000);
    const page = await context.newPage();
    await signIn(page, url, ADMIN);
    await openBuilder(page);

    // The seed is version 1; A, B and C become versions 2, 3 and 4.
    await saveMiddle(page, { faq: true, newsletter: false }); // A
    await saveMiddle(page, { faq: false, newsletter: true }); // B
    await saveMiddle(page, { faq: true, newsletter: true }); // C

    await page.getByRole('toolbar').getByRole('button', { name: 'Sürüm Geçmişi' }).click();
    const list = page.getByRole('list', { name: 'Orta alanının sürümleri' });
    await list.waitFor();
    const items = list.getByTestId('version-item');
    expect(await items.locator('.versions-item-title').allTextContents()).toEqual(['Sürüm 4', 'Sürüm 3', 'Sürüm 2', 'Sürüm 1']);
    expect(await items.first().getByText('Yayında').isVisible()).toBe(true);
    expect(await items.first().getByText('theme_manager@example.com').isVisible()).toBe(true);
    expect(await items.first().getByText('4 bileşen').isVisible()).toBe(true);

    // The read-only preview of B: its own frame, with B's middle area (no FAQ) and the newsletter.
    await page.getByRole('button', { name: 'Sürüm 3 önizlemesi' }).click();
    const preview = page.getByRole('dialog', { name: /Orta alanı · Sürüm 3/ });
    await preview.getByText('Salt okunur', { exact: true }).waitFor();
    const frame = preview.frameLocator('iframe[title="Sürüm 3 mağaza önizlemesi (salt okunur)"]');
    await frame.locator('[data-component-type="NEWSLETTER"]').waitFor();
    expect(await frame.locator('[data-component-type="FAQ"]').count()).toBe(0);
    await preview.locator('.p-dialog-header-close').click();
    await preview.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Sürüm 2: geri yükle' }).click();
    const confirm = page.getByRole('dialog', { name: 'Sürümü geri yükle' });
    await confirm.getByText('Orta alanı Sürüm 2 ile değiştirilecek', { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Geri yükle' }).click();
    await page.getByText('Orta alanında Sürüm 2 geri yüklendi (yeni sürüm: 5).').waitFor();
    await expect.poll(() => items.first().locator('.versions-item-title').textContent()).toBe('Sürüm 5');
    expect(await items.first().getByText('Sürüm 2 geri yüklenerek oluşturuldu').isVisible()).toBe(true);
    // The rollback is a version like any other: C can be rolled forward to.
    expect(await page.getByRole('button', { name: 'Sürüm 4: geri yükle' }).isVisible()).toBe(true);

    // The builder took the restored area at once, and again after a reload.
    await page.keyboard.press('Escape');
    await expect.poll(() => isActive(page, 'Bülten')).toBe(false);
    await page.reload();
    await page.getByRole('tab', { name: 'Orta' }).waitFor();
    await expect.poll(() => isActive(page, 'Bülten')).toBe(false);
    expect(await isActive(page, 'Sıkça Sorulan Sorular')).toBe(true);

    // A shopper sees A: the FAQ, no newsletter.
    const shopper = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    shopper.setDefaultTimeout(90_000);
    const shop = await shopper.newPage();
    await shop.goto(`${url}/`);
    await shop.waitForSelector('[data-component-type="FOOTER"]');
    const types = await storefrontTypes(shop);
    expect(types).toContain('FAQ');
    expect(types).not.toContain('NEWSLETTER');
    await shopper.close();
    await context.close();
  }, 300_000);
});
