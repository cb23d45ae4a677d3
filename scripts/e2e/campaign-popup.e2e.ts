import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COUPON_CODE_ALPHABET } from '@shop/shared';
import { useTestApp } from './kit/app';
import { AdminShell } from './kit/shell';
import { Storefront } from './kit/storefront';

const app = useTestApp();

/** A shopper's first visit to / (a fresh context: no popup frequency memory, no session). */
const openShop = async (): Promise<Page> => {
  const shop = new Storefront(await app.newPage(), app.url);
  await shop.goto('/');
  await shop.topArea.waitFor();
  return shop.page;
};

/** Signs `email` in and opens the editor of the popup from Açılır Pencere in the menu. */
const editPopup = async (email: string) => {
  const shell = await AdminShell.signIn(app, email);
  const { page } = shell;
  await shell.openFromMenu('Açılır Pencere');
  await page.getByRole('heading', { name: 'Açılır Pencere', level: 1 }).waitFor();
  await page.getByRole('button', { name: /^Açılır pencere(yi düzenle| oluştur)$/ }).click();
  return { shell, page, dialog: page.getByRole('dialog', { name: 'Açılır Pencere' }) };
};

describe('storefront services a shopper uses, as the back office sees them', () => {
  it('a shopper subscribes in the newsletter block on / and the address is listed on Bülten Aboneleri', async () => {
    const email = `alisveris-${randomUUID().slice(0, 8)}@example.com`;
    const shop = await openShop();
    const field = shop.getByLabel('E-posta adresiniz');
    await field.fill('adres-degil');
    await shop.getByRole('button', { name: 'Abone ol' }).click();
    await shop.getByRole('alert').getByText('Geçerli bir e-posta adresi girin.').waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');

    await field.fill(email.toUpperCase());
    await shop.getByRole('button', { name: 'Abone ol' }).click();
    await shop.getByRole('status').getByText('Teşekkürler! Bülten aboneliğiniz alındı.').waitFor();
    await shop.context().close();

    const shell = await AdminShell.signIn(app, 'marketing_manager@example.com');
    const { page } = shell;
    await shell.openFromMenu('Bülten Aboneleri');
    await page.getByRole('heading', { name: 'Bülten Aboneleri', level: 1 }).waitFor();
    await page.getByLabel('E-posta ara').fill(email.slice(0, 18));
    const row = page.getByRole('row').filter({ hasText: email });
    await row.waitFor();
    // Stored folded, from the demo shop's newsletter block.
    expect(await row.innerText()).toMatch(new RegExp(`${email.replace(/[.]/g, '\\.')}[\\s\\S]*Bülten bloğu`));
    await page.close();
  });

  it('a marketing manager makes the popup a coupon popup at /admin/content/popup; a shopper gets a code there that is valid and listed on İndirim Kodları', async () => {
    const { shell, page, dialog } = await editPopup('marketing_manager@example.com');
    await dialog.getByLabel('Başlık', { exact: true }).fill('Pazarlamadan hoş geldin kuponu');
    await dialog.getByRole('button', { name: 'Kupon', exact: true }).click();
    await dialog.getByLabel('İndirim değeri').fill('20');
    await dialog.getByLabel('Kupon süresi (dakika)').fill('90');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('region', { name: 'Kayıtlı açılır pencere' }).getByText('Pazarlamadan hoş geldin kuponu').waitFor();

    const shop = await openShop();
    await shop.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
    const popup = shop.getByRole('dialog', { name: 'Pazarlamadan hoş geldin kuponu' });
    await popup.waitFor();
    await popup.getByText('%20 indirim').waitFor();
    await popup.getByText('90 dakika geçerli').waitFor();
    const before = Date.now();
    await popup.getByRole('button', { name: 'Kupon oluştur' }).click();
    const output = popup.locator('output.sf-coupon-code');
    await output.waitFor();
    const code = (await output.textContent()) ?? '';
    expect(code).toMatch(new RegExp(`^[${COUPON_CODE_ALPHABET}]{10}$`));
    await popup.getByText(/^Son kullanma: /).waitFor();
    await popup.getByRole('button', { name: 'Kuponu kopyala' }).click();
    await popup.getByRole('status').getByText('Kupon kopyalandı').waitFor();
    expect(await shop.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await shop.context().close();

    // What a checkout would ask.
    const validation = (await (await fetch(`${app.url}/api/storefront/coupon/${code}`)).json()) as { valid: boolean; expiresAt: string };
    expect(validation).toMatchObject({ valid: true, discountType: 'PERCENTAGE', discountValue: 20 });
    const expiry = Date.parse(validation.expiresAt);
    expect(expiry).toBeGreaterThanOrEqual(before + 90 * 60_000 - 60_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 90 * 60_000 + 60_000);
    // `npm start` has no clock hook (only the integration tests' runtime does): time cannot be moved from outside.
    const hook = await fetch(`${app.url}/_local/clock`, { method: 'PUT', body: JSON.stringify({ offsetMs: 24 * 3600_000 }) });
    // The path falls through to the web app, as any unknown page does.
    expect([hook.status, hook.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
    expect(((await (await fetch(`${app.url}/api/storefront/coupon/${code}`)).json()) as { valid: boolean }).valid).toBe(true);

    await shell.openFromMenu('İndirim Kodları');
    await page.getByRole('heading', { name: 'İndirim Kodları' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: code });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Açılır pencere[\s\S]*%20[\s\S]*0 \/ 1[\s\S]*Aktif/);
    await page.close();
  });
});

describe('İndirim Kodları and the Açılır Pencere page', () => {
  it('a marketing manager creates a code from the menu, sees it listed, is refused a taken one, and filters by state', async () => {
    const shell = await AdminShell.signIn(app, 'marketing_manager@example.com');
    const { page } = shell;
    await shell.openFromMenu('İndirim Kodları');
    await page.getByRole('heading', { name: 'İndirim Kodları' }).waitFor();

    await page.getByRole('button', { name: 'Yeni kod' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni indirim kodu' });
    await dialog.getByLabel('Kod', { exact: true }).fill('bahar-2026');
    await dialog.getByLabel('İndirim değeri').pressSequentially('15');
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: 'BAHAR-2026' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/%15[\s\S]*0 \/ 1[\s\S]*Süresiz[\s\S]*Aktif/);

    await page.getByRole('button', { name: 'Yeni kod' }).click();
    await dialog.getByLabel('Kod', { exact: true }).fill('BAHAR-2026');
    await dialog.getByLabel('İndirim değeri').pressSequentially('5');
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await dialog.getByText('Bu kod zaten var.').waitFor();
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();

    await page.getByRole('button', { name: 'BAHAR-2026 kodunu devre dışı bırak' }).click();
    await page.getByRole('dialog', { name: 'Kodu devre dışı bırak' }).getByRole('button', { name: 'Devre dışı bırak' }).click();
    await row.getByText('Devre dışı', { exact: true }).waitFor();

    await page.goto(`${app.url}/admin/campaign/code?state=INACTIVE`);
    await page.getByRole('row').filter({ hasText: 'BAHAR-2026' }).waitFor();
    await page.goto(`${app.url}/admin/campaign/code?state=ACTIVE`);
    // The filtered list has loaded (it may hold the popup's code from the test above, or nothing).
    await page.locator('.cursor-table[aria-busy="false"]').waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'BAHAR-2026' }).count()).toBe(0);
    await page.close();
  });

  it('a content manager edits the popup on /admin/content/popup and the storefront shows it', async () => {
    const { page, dialog } = await editPopup('content_manager@example.com');
    await dialog.getByLabel('Başlık').fill('İçerik ekibinden merhaba');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('region', { name: 'Kayıtlı açılır pencere' }).getByText('İçerik ekibinden merhaba').waitFor();
    await page.close();

    const shop = await app.newPage();
    await shop.goto(`${app.url}/`);
    await shop.getByRole('dialog').filter({ hasText: 'İçerik ekibinden merhaba' }).waitFor();
    await shop.close();
  });
});
