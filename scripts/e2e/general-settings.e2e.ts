import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useTestApp } from './kit/app';
import { closePopup, fillCheckout, SHIRT } from './kit/checkout-steps';
import { AdminShell, withToast } from './kit/shell';
import { asShopper } from './kit/storefront';

const app = useTestApp();

const SUPER_ADMIN = 'super_admin@example.com';
const NAME = 'Ege Butik';
/** A made-up account with valid TR check digits (mod 97). */
const IBAN = 'TR55 0001 0001 6200 9876 5432 10';

/** With E2E_SCREENSHOT_DIR set, the page as it looks is kept there (for a person to look at; nothing compares them). */
const keepScreenshot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
};

const save = (page: Page) => withToast(page, 'Genel ayarlar kaydedildi.', () => page.getByRole('button', { name: 'Kaydet' }).click());

describe('Genel Ayarlar', () => {
  it('SUPER_ADMIN names the shop and adds a bank account: the name titles / and heads its footer, the account is in the havale instructions; maintenance mode closes the shop to shoppers', async () => {
    const shell = await AdminShell.signIn(app, SUPER_ADMIN);
    const { page } = shell;
    await shell.openFromMenu('Genel Ayarlar');
    const name = page.getByLabel('Mağaza adı');
    await expect.poll(() => name.inputValue()).toBe('Demo Mağaza');
    await name.fill(NAME);
    // Without its own SEO title, / is titled with the shop's name.
    await page.getByLabel('SEO başlığı').fill('');
    await page.getByRole('button', { name: 'Hesap ekle' }).click();
    await page.getByLabel('3. hesap banka').fill('Türkiye İş Bankası');
    await page.getByLabel('3. hesap hesap adı').fill('Ege Butik Tekstil Ltd. Şti.');
    await page.getByLabel('3. hesap IBAN').fill(IBAN.slice(0, -1) + '1');
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByRole('alert').filter({ hasText: 'bankAccounts.2.iban geçerli bir TR IBAN değil' }).waitFor();
    await page.getByLabel('3. hesap IBAN').fill(IBAN);
    await save(page);
    await keepScreenshot(page, 'general-settings-1440');

    await asShopper(app, {}, async (shop) => {
      await shop.goto('/');
      await shop.footer.getByText(NAME, { exact: true }).waitFor();
      await expect.poll(() => shop.page.title()).toBe(NAME);
      await keepScreenshot(shop.page, 'storefront-shop-1440');
      await shop.goto(`/product/${SHIRT.slug}`);
      await shop.page.getByRole('heading', { name: SHIRT.name, level: 1 }).waitFor();
      await closePopup(shop.page);
      await shop.page.getByRole('button', { name: 'Sepete ekle' }).click();
      await shop.page.getByRole('dialog', { name: 'Sepetim' }).getByRole('link', { name: 'Ödemeye geç' }).click();
      await shop.page.getByRole('heading', { name: 'Ödeme', level: 1 }).waitFor();
      await closePopup(shop.page);
      await fillCheckout(shop.page, 'genel-ayarlar@example.com');
      await shop.page.getByRole('radio', { name: /Havale/ }).check();
      await shop.page.getByText(IBAN).waitFor();
      expect(await shop.page.getByText('Türkiye İş Bankası').isVisible()).toBe(true);
    });

    await page.getByLabel('Bakım modu açık').check();
    await save(page);
    await asShopper(app, { viewport: PHONE }, async (shop) => {
      await shop.goto('/');
      await shop.page.getByRole('heading', { name: 'Bakımdayız', level: 1 }).waitFor();
      expect(await shop.components.count()).toBe(0);
      await keepScreenshot(shop.page, 'maintenance-390');
    });
    // The admin's own browser (the admin app's session in this origin's storage) still sees the shop.
    await page.goto(`${app.url}/`);
    await page.getByText('Bakım modu açık: müşteriler bakım sayfasını görüyor.', { exact: false }).waitFor();
    await page.locator('.sf-root').waitFor();
    await page.close();
  });

  it('a PRODUCT_MANAGER reads it on a phone, without a way to change it', async () => {
    const shell = await AdminShell.signIn(app, 'product_manager@example.com', { viewport: PHONE });
    await shell.goto('/admin/settings');
    const { page } = shell;
    await page.getByText('Bu sayfayı görüntüleyebilirsiniz; değişiklik yapma yetkiniz yok.').waitFor();
    expect(await page.getByRole('button', { name: 'Kaydet' }).count()).toBe(0);
    await keepScreenshot(page, 'general-settings-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});
