import { describe, expect, it } from 'vitest';
import { PHONE, useTestApp } from './kit/app';
import { ThemeBuilder } from './kit/builder';
import { asShopper } from './kit/storefront';

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

// Admins and shoppers alike in the shop's time zone.
const app = useTestApp({ timezoneId: TIME_ZONE });
let builder: ThemeBuilder;

/** Opens the popup editor from the toolbar's Tema ayarları menu. */
const openPopup = async (on: ThemeBuilder) => {
  await on.openThemeSettings('Açılır Pencere');
  const dialog = on.page.getByRole('dialog', { name: 'Açılır Pencere' });
  await dialog.getByLabel('İsim', { exact: true }).waitFor();
  return dialog;
};

describe('popup editor and time-travel preview', () => {
  it('creates a coupon popup starting tomorrow: absent on / today, present in the preview of tomorrow, closed by Escape', async () => {
    builder = await ThemeBuilder.signIn(app, ADMIN, { locale: 'tr-TR' });
    const { page, preview } = builder;
    await preview.locator('.sf-root').waitFor();

    const dialog = await openPopup(builder);
    const name = dialog.getByLabel('İsim', { exact: true });
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
    await builder.openTab('Üst');
    await builder.rowNamed(POPUP_NAME).waitFor();
    expect(await builder.unsaved.count()).toBe(0);

    // A shopper today (fresh context: no frequency memory): the storefront renders, the popup does not.
    await asShopper(app, {}, async ({ page: shop, topArea }) => {
      await topArea.waitFor();
      await shop.waitForLoadState('networkidle');
      expect(await shop.getByRole('dialog').count()).toBe(0);
    });

    // The preview of tomorrow: marked as such, with the popup and its coupon buttons.
    await builder.toolbar.getByRole('button', { name: 'Zaman yolculuğu' }).click();
    await page.getByRole('button', { name: 'Yarın bu saatte' }).click();
    const frame = preview;
    await frame.getByTestId('time-travel-banner').waitFor();
    expect(await frame.getByTestId('time-travel-banner').textContent()).toContain('Zaman yolculuğu önizlemesi');
    const popup = frame.getByRole('dialog', { name: POPUP_TITLE });
    await popup.waitFor();
    await popup.getByRole('button', { name: GENERATE }).waitFor();
    await popup.getByRole('button', { name: COPY }).waitFor();
    expect(await popup.getByText('%15 indirim').count()).toBe(1);
    expect(await builder.toolbar.getByRole('button', { name: /^Önizleme: / }).count()).toBe(1);

    // Focus in the frame's popup, then Escape closes it. The preview shows a sample code: codes are made for shoppers only.
    await popup.getByRole('button', { name: GENERATE }).click();
    expect(await popup.locator('output').textContent()).toBe('ORNEK2KOD');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });

    // Back to now: no banner, no popup.
    await builder.toolbar.getByRole('button', { name: /^Önizleme: / }).click();
    await page.getByRole('button', { name: 'Şimdiye dön' }).click();
    await frame.locator('.sf-root').waitFor();
    await page.waitForFunction(() => !document.querySelector('iframe.builder-preview-frame')?.getAttribute('src')?.includes('at='));
    await frame.locator('.sf-area--top').waitFor();
    expect(await frame.getByTestId('time-travel-banner').count()).toBe(0);
    expect(await frame.getByRole('dialog').count()).toBe(0);
  });

  it('without a start date the popup is on / now: focus inside, Tab stays inside, Escape closes it', async () => {
    const { page } = builder;
    const dialog = await openPopup(builder);
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

    await asShopper(app, { viewport: PHONE }, async ({ page: shop }) => {
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
    });
  });

  it('a save after another admin saved the top area offers to keep the draft, and keeping it wins on the storefront', async () => {
    const mine = await openPopup(builder);
    await mine.getByLabel('Başlık', { exact: true }).fill('Benim başlığım');

    // Another admin, in their own browser, saves the popup first.
    const other = await ThemeBuilder.signIn(app, 'super_admin@example.com');
    const theirs = await openPopup(other);
    await theirs.getByLabel('Başlık', { exact: true }).fill('Onların başlığı');
    await theirs.getByRole('button', { name: 'Kaydet' }).click();
    await theirs.waitFor({ state: 'detached' });
    await other.page.context().close();

    await mine.getByRole('button', { name: 'Kaydet' }).click();
    await mine.getByText('Siz düzenlerken başka bir yönetici temanın üst alanını kaydetti.', { exact: false }).waitFor();
    expect(await mine.getByLabel('Başlık', { exact: true }).inputValue()).toBe('Benim başlığım');
    await mine.getByRole('button', { name: 'Benimkini kaydet' }).click();
    await builder.page.getByText('Popup ayarları güncellendi').first().waitFor();
    await mine.waitFor({ state: 'detached' });

    await asShopper(app, { viewport: PHONE }, ({ page: shop }) => shop.getByRole('dialog', { name: 'Benim başlığım' }).waitFor());
  });
});
