import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useTestApp } from './kit/app';
import { AdminShell } from './kit/shell';

const app = useTestApp();
const ORDER_MANAGER = 'order_manager@example.com';

/** With E2E_SCREENSHOT_DIR set, the page as it looks is kept there (for a person to look at; nothing compares them). */
const keepScreenshot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
};

describe('İadeler', () => {
  it('an ORDER_MANAGER approves the demo return, receives it with restock, and sees the reason figures', async () => {
    const shell = await AdminShell.signIn(app, ORDER_MANAGER);
    await shell.openFromMenu('İadeler');
    const { page } = shell;
    await page.getByRole('button', { name: 'R-1008-1 iadesini aç' }).waitFor();
    await page.getByRole('table', { name: 'Nedenlere göre iade sayıları' }).waitFor();
    await keepScreenshot(page, 'returns-list-1440');

    await page.getByRole('button', { name: 'R-1008-1 iadesini aç' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Onayla' }).click();
    await dialog.getByLabel('İade kargo kodu').fill('YK-E2E-1');
    await dialog.getByRole('form', { name: 'Onayla' }).getByRole('button', { name: 'Onayla' }).click();
    await dialog.getByText('YK-E2E-1').first().waitFor();
    await dialog.getByRole('button', { name: 'Teslim al' }).click();
    await keepScreenshot(page, 'returns-detail-1440');
    await dialog.getByRole('form', { name: 'Teslim al' }).getByRole('button', { name: 'Teslim al' }).click();
    await expect.poll(() => dialog.getByText('Teslim alındı').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('on a phone: the list, and creating a return from an order link', async () => {
    const shell = await AdminShell.signIn(app, ORDER_MANAGER, { viewport: PHONE });
    await shell.goto('/admin/returns/list');
    const { page } = shell;
    await page.getByRole('button', { name: 'R-1011-1 iadesini aç' }).waitFor();
    await keepScreenshot(page, 'returns-list-390');
    await shell.goto('/admin/returns/list?orderId=1009&new=1');
    const dialog = page.getByRole('dialog', { name: '#1009 için iade oluştur' });
    await dialog.waitFor();
    await keepScreenshot(page, 'returns-create-390');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await page.close();
  });
});
