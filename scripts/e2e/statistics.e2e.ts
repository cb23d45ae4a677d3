import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useTestApp } from './kit/app';
import { writeOrder } from './kit/orders';
import { AdminShell } from './kit/shell';

const app = useTestApp();
const ANALYST = 'analyst@example.com';

/** With E2E_SCREENSHOT_DIR set, the page as it looks is kept there (for a person to look at; nothing compares them). */
const keepScreenshot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
};

const money = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });
/** "₺12.345,60" back to 12345.6. */
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

describe('İstatistikler', () => {
  it('an ANALYST sees the last 30 days with the orders just written, and the days as a table', async () => {
    const shell = await AdminShell.signIn(app, ANALYST);
    await shell.openFromMenu('İstatistikler');
    const { page } = shell;
    const revenue = page.getByTestId('statistics-revenue');
    await page
      .getByRole('radio', { name: 'Son 30 gün', checked: true })
      .or(page.getByRole('button', { name: 'Son 30 gün' }))
      .first()
      .waitFor();
    const before = amountOf(await revenue.innerText());
    const ordersBefore = Number((await page.getByTestId('statistics-orders').innerText()).replace(/\D/g, ''));

    // Two orders placed now (1 × 1.234,50 TL and 3 × 100 TL) through the order write the shop uses.
    await writeOrder(app, { quantity: 1, unitPrice: 1234.5 });
    await writeOrder(app, { quantity: 3, unitPrice: 100 });
    await page.reload();
    await expect.poll(() => revenue.innerText()).toBe(money.format(before + 1534.5));
    expect(await page.getByTestId('statistics-orders').innerText()).toBe(new Intl.NumberFormat('tr-TR').format(ordersBefore + 2));
    await page.getByRole('table', { name: 'Dönemin göstergeleri ve önceki dönem' }).waitFor();
    await keepScreenshot(page, 'statistics-1440');

    await page
      .getByRole('button', { name: 'Tablo' })
      .or(page.getByRole('radio', { name: 'Tablo' }))
      .first()
      .click();
    const days = page.getByRole('table', { name: 'Günlük ciro, sipariş ve yeni müşteri' });
    await days.waitFor();
    // 30 days and the header row.
    expect(await days.getByRole('row').count()).toBe(31);
    await page.close();
  });

  it('fits a phone', async () => {
    const shell = await AdminShell.signIn(app, ANALYST, { viewport: PHONE });
    await shell.goto('/admin/statistics');
    const { page } = shell;
    await page.getByTestId('statistics-revenue').waitFor();
    await page.getByRole('table', { name: 'Ödeme yöntemlerinin sipariş ve cirosu' }).waitFor();
    await keepScreenshot(page, 'statistics-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});
