import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './kit/app';
import { ThemeBuilder } from './kit/builder';
import { writeOrder } from './kit/orders';
import { AdminShell } from './kit/shell';

const app = useTestApp();

/** The theme manager as the log names them: by name, or by e-mail when the session's token carries no name. */
const THEME_ADMIN = /Deniz Aydın|theme_manager@example\.com/;

/** Picks `option` in the PrimeReact dropdown whose placeholder is `placeholder`. */
const pick = async (page: Page, placeholder: string, option: RegExp) => {
  const choice = page.locator('.p-dropdown-panel .p-dropdown-item').filter({ hasText: option }).first();
  // The options may still be loading: open the list again until the option is there.
  await expect
    .poll(async () => {
      if (!(await page.locator('.p-dropdown-panel').isVisible())) await page.locator('.p-dropdown').filter({ hasText: placeholder }).click();
      return choice.isVisible();
    })
    .toBe(true);
  await choice.click();
};

describe('Aktivite Geçmişi', () => {
  it("SUPER_ADMIN filters to one admin's theme saves and opens one", async () => {
    // The theme manager saves the middle area from the builder (the FAQ row switched off).
    const theme = await ThemeBuilder.signIn(app, 'theme_manager@example.com');
    await theme.activeSwitch('Sıkça Sorulan Sorular').click();
    await theme.save();
    await theme.page.context().close();
    // Someone else changes something else.
    const { page: product } = await AdminShell.signIn(app, 'product_manager@example.com');
    await product.goto(`${app.url}/admin/catalog/brand`);
    await product.getByRole('heading', { name: 'Markalar', level: 1 }).waitFor();
    await product.getByLabel('Marka adı').fill('Denetim Markası');
    await product.getByRole('button', { name: 'Oluştur' }).click();
    await product.getByText('Denetim Markası').first().waitFor();
    await product.context().close();

    const { page } = await AdminShell.signIn(app, 'super_admin@example.com');
    await page.goto(`${app.url}/admin/other/audit`);
    await page.getByRole('heading', { name: 'Aktivite Geçmişi', level: 1 }).waitFor();
    await page.getByRole('row').filter({ hasText: 'Tema kaydedildi' }).first().waitFor();
    await page.getByRole('row').filter({ hasText: 'Marka oluşturuldu' }).first().waitFor();

    await pick(page, 'Tüm kişiler', THEME_ADMIN);
    await pick(page, 'Tüm işlemler', /^Tema kaydedildi$/);
    await expect.poll(() => new URL(page.url()).searchParams.get('action')).toBe('theme.saved');
    expect(new URL(page.url()).searchParams.get('actor')).toEqual(expect.any(String));
    const rows = page.locator('.cursor-table tbody tr');
    await page.getByRole('row').filter({ hasText: 'Marka oluşturuldu' }).waitFor({ state: 'detached' });
    await expect.poll(async () => (await rows.allInnerTexts()).every((t) => t.includes('Tema kaydedildi') && THEME_ADMIN.test(t))).toBe(true);
    const middle = rows.filter({ hasText: 'Orta alan' }).first();
    await middle.waitFor();
    expect(await middle.innerText()).toMatch(/Orta alan: \d+ bileşen, sürüm 2/);

    await middle.getByRole('button', { name: /^Tema kaydedildi kaydının ayrıntıları/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Kayıt ayrıntıları' });
    await dialog.waitFor();
    await dialog.getByText('theme_manager@example.com').first().waitFor();
    await dialog.getByText('Tema Yöneticisi').waitFor();
    await dialog.getByText('POST /api/admin/theme/components').waitFor();
    await dialog.getByRole('link', { name: 'Orta alan' }).click();
    await page.waitForURL(/\/admin\/theme$/);
    await page.context().close();
  });
});

describe('Genel Bakış', () => {
  it("an ORDER_MANAGER's dashboard shows a new order's figures as soon as it is written to the table", async () => {
    const { page } = await AdminShell.signIn(app, 'order_manager@example.com');
    await page.goto(`${app.url}/admin/dashboard`);
    const count = page.getByTestId('orders-today-count');
    await count.waitFor();
    const before = Number(await count.innerText());
    const revenueBefore = await page.getByTestId('orders-today-revenue').innerText();

    const order = await writeOrder(app, { quantity: 2, unitPrice: 125.5 });

    await expect.poll(async () => Number(await count.innerText()), { timeout: 20_000 }).toBe(before + 1);
    expect(await page.getByTestId('orders-today-revenue').innerText()).not.toBe(revenueBefore);
    await page.getByRole('link', { name: `#${order.id}` }).waitFor();
    // The figures are also a table for screen readers.
    expect(await page.getByRole('table', { name: /Son 14 günün sipariş sayısı ve cirosu/ }).count()).toBe(1);
    await page.context().close();
  });

  it("a THEME_MANAGER's dashboard shows no order data, and the theme's last publication", async () => {
    const { page } = await AdminShell.signIn(app, 'theme_manager@example.com');
    await page.goto(`${app.url}/admin/dashboard`);
    await page.getByRole('heading', { name: 'Mağaza teması', level: 2 }).waitFor();
    await expect
      .poll(() => page.getByTestId('theme-last-published').innerText())
      .toMatch(/^Son yayın: .+, (Deniz Aydın|theme_manager@example\.com) \((Üst|Orta|Alt) alan\)$/);
    await page.getByRole('heading', { name: 'Bildirimler', level: 2 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Siparişler', level: 2 }).count()).toBe(0);
    expect(await page.getByTestId('orders-today-count').count()).toBe(0);
    expect(await page.getByRole('link', { name: /^#/ }).count()).toBe(0);
    await page.context().close();
  });
});
