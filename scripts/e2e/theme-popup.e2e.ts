import type { Browser, BrowserContext, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signIn, startLocalApp, type LocalApp } from './local-app';

let app: LocalApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const ADMIN = 'theme_manager@example.com';
const TIME_ZONE = 'Europe/Istanbul';
const POPUP_NAME = 'Yarının Kuponu';
const POPUP_TITLE = 'Yarına özel indirim';
const GENERATE = 'Kodumu ver';
const COPY = 'Kodu kopyala';

/** Tomorrow 00:00 in the shop's time zone, as the date-time picker reads it (MM/dd/yyyy HH:mm). */
const tomorrowMidnight = (): string => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
      .formatToParts(new Date(Date.now() + 24 * 60 * 60 * 1000))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.month}/${parts.day}/${parts.year} 00:00`;
};

beforeAll(async () => {
  app = await startLocalApp();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: TIME_ZONE, locale: 'tr-TR' });
  page = await context.newPage();
});

afterAll(async () => {
  // Either may be missing when setup failed half-way; the app is stopped whatever happens to the browser.
  const started = { browser: browser as Browser | undefined, app: app as LocalApp | undefined };
  await started.browser?.close().catch(() => undefined);
  await started.app?.cleanup();
});

const preview = (p: Page): FrameLocator => p.frameLocator('iframe.builder-preview-frame');

describe('popup editor and time-travel preview', () => {
  it('creates a coupon popup starting tomorrow: absent on / today, present in the preview of tomorrow, closed by Escape', async () => {
    await signIn(page, app.url, ADMIN);
    await page.goto(`${app.url}/admin/theme`);
    await page.getByRole('tab', { name: 'Üst' }).waitFor();
    await preview(page).locator('.sf-root').waitFor();

    await page.getByRole('toolbar').getByRole('button', { name: 'Tema ayarları' }).click();
    await page.getByRole('menuitem', { name: 'Açılır Pencere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Açılır Pencere' });
    const name = dialog.getByLabel('İsim', { exact: true });
    await name.waitFor();
    expect(await name.inputValue()).toBe('Açılır Pencere');

    await name.fill(POPUP_NAME);
    await dialog.getByLabel('Başlık', { exact: true }).fill(POPUP_TITLE);
    await expect(dialog.getByLabel('İndirim değeri').count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Kupon', exact: true }).click();
    await dialog.getByLabel('İndirim değeri').fill('15');
    await dialog.getByLabel('Kupon oluştur düğmesi metni').fill(GENERATE);
    await dialog.getByLabel('Kopyala düğmesi metni').fill(COPY);
    const start = dialog.getByLabel('Başlangıç tarihi').first();
    await start.fill(tomorrowMidnight());
    // Leave the picker by clicking elsewhere in the dialog (Escape would close the dialog).
    await dialog.getByText('Yayın zamanı').click();
    expect(await start.inputValue()).toBe(tomorrowMidnight());

    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Popup oluşturuldu').waitFor();
    await dialog.waitFor({ state: 'detached' });

    // The builder's top area shows the saved popup and nothing is unsaved.
    await page.getByRole('tab', { name: 'Üst' }).click();
    await page.locator('.builder-row-name', { hasText: POPUP_NAME }).waitFor();
    expect(await page.getByTestId('builder-unsaved').count()).toBe(0);

    // A shopper today (fresh context: no frequency memory): the storefront renders, the popup does not.
    const shopper = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: TIME_ZONE });
    const shop = await shopper.newPage();
    await shop.goto(`${app.url}/`);
    await shop.locator('.sf-root .sf-area--top').waitFor();
    await shop.waitForLoadState('networkidle');
    expect(await shop.getByRole('dialog').count()).toBe(0);
    await shopper.close();

    // The preview of tomorrow: marked as such, with the popup and its coupon buttons.
    await page.getByRole('toolbar').getByRole('button', { name: 'Zaman yolculuğu' }).click();
    await page.getByRole('button', { name: 'Yarın bu saatte' }).click();
    const frame = preview(page);
    await frame.getByTestId('time-travel-banner').waitFor();
    expect(await frame.getByTestId('time-travel-banner').textContent()).toContain('Zaman yolculuğu önizlemesi');
    const popup = frame.getByRole('dialog', { name: POPUP_TITLE });
    await popup.waitFor();
    await popup.getByRole('button', { name: GENERATE }).waitFor();
    await popup.getByRole('button', { name: COPY }).waitFor();
    expect(await popup.getByText('%15 indirim').count()).toBe(1);
    expect(
      await page
        .getByRole('toolbar')
        .getByRole('button', { name: /^Önizleme: / })
        .count(),
    ).toBe(1);

    // Focus in the frame's popup, then Escape closes it. The preview shows a sample code: codes are made for shoppers only.
    await popup.getByRole('button', { name: GENERATE }).click();
    expect(await popup.locator('output').textContent()).toBe('ORNEK2KOD');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    // Back to now: no banner, no popup.
    await page
      .getByRole('toolbar')
      .getByRole('button', { name: /^Önizleme: / })
      .click();
    await page.getByRole('button', { name: 'Şimdiye dön' }).click();
    await frame.locator('.sf-root').waitFor();
    await page.waitForFunction(() => !document.querySelector('iframe.builder-preview-frame')?.getAttribute('src')?.includes('at='));
    await frame.locator('.sf-area--top').waitFor();
    expect(await frame.getByTestId('time-travel-banner').count()).toBe(0);
    expect(await frame.getByRole('dialog').count()).toBe(0);
  });

  it('without a start date the popup is on / now: focus inside, Tab stays inside, Escape closes it', async () => {
    await page.getByRole('toolbar').getByRole('button', { name: 'Tema ayarları' }).click();
    await page.getByRole('menuitem', { name: 'Açılır Pencere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Açılır Pencere' });
    const start = dialog.getByLabel('Başlangıç tarihi').first();
    await start.waitFor();
    expect(await start.inputValue()).toBe(tomorrowMidnight());
    // The picker's own clear button (its button bar) empties the date.
    await start.click();
    await page.locator('.p-datepicker').getByRole('button', { name: 'Temizle' }).click();
    await dialog.getByText('Yayın zamanı').click();
    expect(await start.inputValue()).toBe('');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText('Popup ayarları güncellendi').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const shopper = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: TIME_ZONE });
    const shop = await shopper.newPage();
    await shop.goto(`${app.url}/`);
    const popup = shop.getByRole('dialog', { name: POPUP_TITLE });
    await popup.waitFor();
    const focusInside = () => popup.evaluate((el) => el.contains(document.activeElement));
    expect(await focusInside()).toBe(true);
    for (let i = 0; i < 5; i++) {
      await shop.keyboard.press('Tab');
      expect(await focusInside()).toBe(true);
    }
    await shop.keyboard.press('Shift+Tab');
    expect(await focusInside()).toBe(true);
    await shop.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    await shopper.close();
  });

  it('a save after another admin saved the top area offers to keep the draft, and keeping it wins on the storefront', async () => {
    const openPopup = async (p: Page) => {
      await p.getByRole('toolbar').getByRole('button', { name: 'Tema ayarları' }).click();
      await p.getByRole('menuitem', { name: 'Açılır Pencere' }).click();
      const dialog = p.getByRole('dialog', { name: 'Açılır Pencere' });
      await dialog.getByLabel('İsim', { exact: true }).waitFor();
      return dialog;
    };
    const mine = await openPopup(page);
    await mine.getByLabel('Başlık', { exact: true }).fill('Benim başlığım');

    // Another admin, in their own browser, saves the popup first.
    const other = await browser.newContext({ viewport: { width: 1440, height: 900 }, timezoneId: TIME_ZONE });
    const otherPage = await other.newPage();
    await signIn(otherPage, app.url, 'super_admin@example.com');
    await otherPage.goto(`${app.url}/admin/theme`);
    await otherPage.getByRole('tab', { name: 'Üst' }).waitFor();
    const theirs = await openPopup(otherPage);
    await theirs.getByLabel('Başlık', { exact: true }).fill('Onların başlığı');
    await theirs.getByRole('button', { name: 'Kaydet' }).click();
    await theirs.waitFor({ state: 'detached' });
    await other.close();

    await mine.getByRole('button', { name: 'Kaydet' }).click();
    await mine.getByText('Siz düzenlerken başka bir yönetici temanın üst alanını kaydetti.', { exact: false }).waitFor();
    expect(await mine.getByLabel('Başlık', { exact: true }).inputValue()).toBe('Benim başlığım');
    await mine.getByRole('button', { name: 'Benimkini kaydet' }).click();
    await page.getByText('Popup ayarları güncellendi').first().waitFor();
    await mine.waitFor({ state: 'detached' });

    const shopper = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: TIME_ZONE });
    const shop = await shopper.newPage();
    await shop.goto(`${app.url}/`);
    await shop.getByRole('dialog', { name: 'Benim başlığım' }).waitFor();
    await shopper.close();
  });
});
