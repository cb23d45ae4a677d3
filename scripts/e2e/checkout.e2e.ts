import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from './kit/axe';
import { PHONE, useTestApp } from './kit/app';
import { AdminShell } from './kit/shell';
import { chooseCarrier, closePopup, fillCheckout, POPUP_TITLE, SHIRT } from './kit/checkout-steps';
import { asShopper, type Storefront } from './kit/storefront';

const app = useTestApp();
const SHOTS = process.env.E2E_SCREENSHOT_DIR;

/** With E2E_SCREENSHOT_DIR set, keeps a full-page screenshot of what the shopper sees. */
const shot = async (page: Page, name: string): Promise<void> => {
  if (!SHOTS) return;
  // From the top: the summary column is sticky, and a page scrolled down would draw it lower.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/checkout-${name}.png`, fullPage: true });
};

const openProduct = async (shop: Storefront): Promise<void> => {
  await shop.goto(`/product/${SHIRT.slug}`);
  await shop.page.getByRole('heading', { name: SHIRT.name, level: 1 }).waitFor();
  await closePopup(shop.page);
};

/** Presses Tab until `target` has focus: the keyboard's way to a control, whatever lies between. */
const tabTo = async (page: Page, target: Locator, max = 80): Promise<void> => {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
};

const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

const mailSubjects = async (to: string): Promise<string[]> => {
  const res = await fetch(`${app.url}/_mailbox/messages?to=${encodeURIComponent(to)}`);
  return ((await res.json()) as { messages: { subject: string }[] }).messages.map((m) => m.subject);
};

describe('a guest buys: cart, coupon, checkout, confirmation', () => {
  it('adds two variants, applies a popup coupon, pays kapıda nakit, sees the confirmation and the e-mail; a signed-in ORDER_MANAGER gets the new-order alert', async () => {
    const manager = await AdminShell.signIn(app, 'order_manager@example.com');

    // A marketing manager makes the popup a coupon popup (as in campaign-popup.e2e.ts).
    const marketing = await AdminShell.signIn(app, 'marketing_manager@example.com');
    await marketing.openFromMenu('Açılır Pencere');
    await marketing.page.getByRole('heading', { name: 'Açılır Pencere', level: 1 }).waitFor();
    await marketing.page.getByRole('button', { name: /^Açılır pencere(yi düzenle| oluştur)$/ }).click();
    const editor = marketing.page.getByRole('dialog', { name: 'Açılır Pencere' });
    await editor.getByLabel('Başlık', { exact: true }).fill(POPUP_TITLE);
    await editor.getByRole('button', { name: 'Kupon', exact: true }).click();
    await editor.getByLabel('İndirim değeri').fill('10');
    await editor.getByLabel('Kupon süresi (dakika)').fill('90');
    await editor.getByRole('button', { name: 'Kaydet' }).click();
    await editor.waitFor({ state: 'hidden' });
    await marketing.close();

    const email = `misafir-${Date.now()}@example.com`;
    const orderNo = await asShopper(app, {}, async (shop) => {
      const { page } = shop;
      const popup = page.getByRole('dialog', { name: POPUP_TITLE });
      await popup.waitFor();
      await popup.getByRole('button', { name: 'Kupon oluştur' }).click();
      const output = popup.locator('output.sf-coupon-code');
      await output.waitFor();
      const code = ((await output.textContent()) ?? '').trim();
      await page.keyboard.press('Escape');

      // Two variants of one product, each through Sepete ekle and the drawer it opens.
      await openProduct(shop);
      const drawer = page.getByRole('dialog', { name: 'Sepetim' });
      await page.getByRole('button', { name: 'Sepete ekle' }).click();
      await drawer.waitFor();
      await expect.poll(() => drawer.locator('.sf-drawer-line').count()).toBe(1);
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      await page
        .getByRole('radiogroup', { name: /^Beden:/ })
        .getByRole('radio', { name: 'XL', exact: true })
        .click();
      await page.getByRole('button', { name: 'Sepete ekle' }).click();
      await drawer.waitFor();
      await expect.poll(() => drawer.locator('.sf-drawer-line').count()).toBe(2);
      // The header's count (behind the drawer, which makes the page inert).
      await expect.poll(() => page.locator('.sf-cart-button .sf-cart-count').first().textContent()).toBe('2');
      await drawer.getByRole('link', { name: 'Sepete git' }).click();

      // /sepet: the popup's code applied, the discount in the totals.
      await page.getByRole('heading', { name: 'Sepetim', level: 1 }).waitFor();
      await closePopup(page);
      expect(await page.getByRole('list', { name: 'Sepetteki ürünler' }).getByRole('listitem').count()).toBe(2);
      await page.getByLabel('İndirim kodu').fill(code);
      await page.getByRole('button', { name: 'Uygula' }).click();
      await page.getByRole('button', { name: 'Kodu kaldır' }).waitFor();
      const summary = page.getByRole('complementary', { name: 'Sipariş özeti' });
      await summary.getByText(`İndirim (${code})`).waitFor();
      await shot(page, 'sepet-1440');
      await summary.getByRole('link', { name: 'Ödemeye geç' }).click();

      // /odeme: another carrier than the first, kapıda nakit, both texts accepted.
      await page.getByRole('heading', { name: 'Ödeme', level: 1 }).waitFor();
      await closePopup(page);
      await fillCheckout(page, email);
      await chooseCarrier(page, 'Aras Kargo');
      await page.getByRole('radio', { name: /Kapıda nakit/ }).check();
      await page.getByRole('checkbox', { name: /Ön Bilgilendirme Formu/ }).check();
      await page.getByRole('checkbox', { name: /Mesafeli Satış Sözleşmesi/ }).check();
      await shot(page, 'odeme-1440');
      await page.getByRole('button', { name: 'Siparişi tamamla' }).click();
      await page.waitForURL(/\/siparis\/[^/?]+\?t=/).catch(async (error: unknown) => {
        await shot(page, 'odeme-refused');
        throw error;
      });
      await page.getByRole('heading', { name: 'Siparişiniz alındı', level: 1 }).waitFor();
      const number = ((await page.locator('.sf-order-no').textContent()) ?? '').trim();
      expect(number).not.toBe('');
      const table = page.getByRole('table');
      expect(await table.getByRole('row').count()).toBe(3);
      await page.getByText(/kapıda nakit olarak ödeyeceksiniz/).waitFor();
      await page.getByRole('region', { name: 'Kargo' }).getByText('Aras Kargo').waitFor();
      await page.getByText(`Sipariş özetini ${email} adresine gönderdik.`).waitFor();
      await shot(page, 'siparis-1440');
      return number;
    });

    await expect
      .poll(async () => (await mailSubjects(email)).some((s) => s.startsWith('Siparişiniz alındı') && s.includes(orderNo.replace(/^#/, ''))), {
        timeout: 30_000,
      })
      .toBe(true);
    const alert = manager.page.getByTestId('order-alert');
    await alert.waitFor({ timeout: 20_000 });
    expect(await alert.textContent()).toContain('Yeni Sipariş Bildirimi');
    await manager.close();
  });

  it('keyboard only at 390 px: Sepete ekle, the drawer to Ödemeye geç, every step of /odeme, a contract read and closed, Siparişi tamamla', async () => {
    await asShopper(app, { viewport: PHONE }, async (shop) => {
      const { page } = shop;
      await openProduct(shop);
      await tabTo(page, page.getByRole('button', { name: 'Sepete ekle' }));
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Sepetim' });
      await drawer.waitFor();
      await tabTo(page, drawer.getByRole('link', { name: 'Ödemeye geç' }));
      await page.keyboard.press('Enter');

      await page.getByRole('heading', { name: 'Ödeme', level: 1 }).waitFor();
      await closePopup(page);
      // Sent empty: focus goes to the first field in error.
      await tabTo(page, page.getByRole('button', { name: 'Siparişi tamamla' }));
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('checkout-email');

      await page.keyboard.type(`klavye-${Date.now()}@example.com`);
      await tabTo(page, page.getByLabel('Telefon'));
      await page.keyboard.type('05321234567');
      await tabTo(page, page.getByLabel('Ad soyad'));
      await page.keyboard.type('Klavye Kullanıcı');
      await tabTo(page, page.getByLabel('İl', { exact: true }));
      await page.keyboard.type('Ankara');
      await expect.poll(() => page.getByLabel('İl', { exact: true }).inputValue()).toBe('Ankara');
      await page.keyboard.press('Tab');
      // A select's type-ahead takes what a keyboard types (letters of its own layout).
      await page.keyboard.type('Mamak');
      await expect.poll(() => page.getByLabel('İlçe').inputValue()).toBe('Mamak');
      await tabTo(page, page.getByLabel('Adres', { exact: true }));
      await page.keyboard.type('Cumhuriyet Mah. 1. Sok. No: 3');
      await tabTo(page, page.getByLabel('T.C. kimlik no'));
      await page.keyboard.type('10000000146');
      await tabTo(page, page.getByRole('radio', { name: /Kapıda nakit/ }));
      await page.keyboard.press('Space');
      expect(await page.getByRole('radio', { name: /Kapıda nakit/ }).isChecked()).toBe(true);

      const read = page.getByRole('button', { name: /Mesafeli Satış Sözleşmesi.* oku$/ });
      await tabTo(page, read);
      await page.keyboard.press('Enter');
      const contract = page.getByRole('dialog', { name: /Mesafeli Satış Sözleşmesi/ });
      await contract.waitFor();
      await page.keyboard.press('Escape');
      await contract.waitFor({ state: 'hidden' });
      expect(await focused(page)).toMatch(/oku$/);

      for (const name of [/Ön Bilgilendirme Formu/, /Mesafeli Satış Sözleşmesi/]) {
        await tabTo(page, page.getByRole('checkbox', { name }));
        await page.keyboard.press('Space');
      }
      await tabTo(page, page.getByRole('button', { name: 'Siparişi tamamla' }));
      await shot(page, 'odeme-390');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/siparis\//);
      await page.getByRole('heading', { name: 'Siparişiniz alındı', level: 1 }).waitFor();
      await shot(page, 'siparis-390');
    });
  });

  it('axe-core finds no serious or critical violation on /sepet and /odeme (with its errors and the invoice address shown too), at 1440 and 390 px', async () => {
    await asShopper(app, {}, async (shop) => {
      const { page } = shop;
      await openProduct(shop);
      await page.getByRole('button', { name: 'Sepete ekle' }).click();
      await page.getByRole('dialog', { name: 'Sepetim' }).waitFor();

      await shop.goto('/sepet');
      await page.getByRole('heading', { name: 'Sepetim', level: 1 }).waitFor();
      await closePopup(page);
      expect(await seriousViolations(page)).toEqual([]);

      await shop.goto('/odeme');
      await page.getByRole('heading', { name: 'Ödeme', level: 1 }).waitFor();
      await closePopup(page);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('checkbox', { name: 'Fatura adresi teslimat adresiyle aynı' }).uncheck();
      await page.getByRole('button', { name: 'Siparişi tamamla' }).click();
      await page.locator('#checkout-email-error').waitFor();
      await page.locator('#checkout-invoice-address-il-error').waitFor();
      expect(await seriousViolations(page)).toEqual([]);

      // The phone layout: the same page, then the cart, at 390 px.
      await page.setViewportSize(PHONE);
      expect(await seriousViolations(page)).toEqual([]);
      await shop.goto('/sepet');
      await page.getByRole('heading', { name: 'Sepetim', level: 1 }).waitFor();
      await closePopup(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
