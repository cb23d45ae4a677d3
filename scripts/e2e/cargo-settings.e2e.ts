import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useTestApp } from './kit/app';
import { typeNumber } from './kit/forms';
import { AdminShell, withToast } from './kit/shell';

const app = useTestApp();

const ORDER_MANAGER = 'order_manager@example.com';
const PRODUCT_MANAGER = 'product_manager@example.com';

/** With E2E_SCREENSHOT_DIR set, the page as it looks is kept there (for a person to look at; nothing compares them). */
const keepScreenshot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
};

describe('Kargo Otomasyonu', () => {
  it('an ORDER_MANAGER switches PTT on, adds a fee row and a free-shipping threshold; all there after a reload', async () => {
    const shell = await AdminShell.signIn(app, ORDER_MANAGER);
    const { page } = shell;
    await shell.openFromMenu('Kargo Otomasyonu');
    const ptt = page.getByRole('switch', { name: 'PTT Kargo etkin' });
    await expect.poll(() => ptt.isChecked()).toBe(false);
    await keepScreenshot(page, 'cargo-settings-1440');

    await ptt.click();
    await page.getByRole('button', { name: 'Satır ekle' }).click();
    await typeNumber(page.getByLabel('7. satır en fazla desi'), '50', '50 desi');
    await typeNumber(page.getByLabel('7. satır ücreti'), '249,90', '₺249,90');
    await typeNumber(page.getByLabel('Ücretsiz kargo alt sınırı (₺)'), '1000', '₺1.000,00');
    await withToast(page, 'Kargo ayarları kaydedildi.', () => page.getByRole('button', { name: 'Kaydet' }).click());

    await page.reload();
    await expect.poll(() => page.getByRole('switch', { name: 'PTT Kargo etkin' }).isChecked()).toBe(true);
    await expect.poll(() => page.getByLabel('7. satır en fazla desi').inputValue()).toBe('50 desi');
    await expect.poll(() => page.getByLabel('Ücretsiz kargo alt sınırı (₺)').inputValue()).toBe('₺1.000,00');
    // The tracking link a shipment of PTT gets.
    await page.getByText('Örnek: https://gonderitakip.ptt.gov.tr/Track/Verify?q=1234567890').waitFor();
    await page.close();
  });

  it('a PRODUCT_MANAGER reads it on a phone, without a way to change it', async () => {
    const shell = await AdminShell.signIn(app, PRODUCT_MANAGER, { viewport: PHONE });
    await shell.goto('/admin/settings/cargo');
    const { page } = shell;
    await page.getByText('Bu sayfayı görüntüleyebilirsiniz; değişiklik yapma yetkiniz yok.').waitFor();
    await expect.poll(() => page.getByLabel('Alıcı adı').inputValue()).toBe('Demo Mağaza İade Birimi');
    expect(await page.getByRole('button', { name: 'Kaydet' }).count()).toBe(0);
    await keepScreenshot(page, 'cargo-settings-390');
    // The carriers table scrolls within the page; the page itself is no wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});
