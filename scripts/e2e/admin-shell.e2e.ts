import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PAGES, canSeePage } from '@shop/shared';
import { launchChromium, signIn, startLocalApp, type LocalApp } from './local-app';

let app: LocalApp;
let browser: Browser;

beforeAll(async () => {
  app = await startLocalApp();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.cleanup();
});

const openAs = async (email: string, viewport = { width: 1440, height: 900 }): Promise<Page> => {
  const page = await browser.newPage({ viewport });
  await signIn(page, app.url, email);
  await page
    .getByRole('navigation', { name: 'Yönetim menüsü' })
    .or(page.getByRole('button', { name: 'Yan menüyü aç veya kapat' }))
    .first()
    .waitFor();
  return page;
};

/** The tour starts by itself on a first visit; tests other than the tour's close it. */
const closeTour = async (page: Page) => {
  const tour = page.getByRole('dialog', { name: 'Yönetim alanları' });
  await tour.waitFor({ timeout: 5000 }).catch(() => undefined);
  if (await tour.isVisible()) await page.keyboard.press('Escape');
  await tour.waitFor({ state: 'hidden' });
};

/** What the matrix lets a role open from the menu (detail and edit pages are reached from lists). */
const expectedMenu = (role: string) =>
  ADMIN_PAGES.filter((p) => !p.path.includes(':id') && !p.path.includes('upsert') && canSeePage([role], p.path))
    .map((p) => p.label)
    .sort();

describe('admin shell in Chromium', () => {
  it.each([
    ['super_admin@example.com', 'SUPER_ADMIN'],
    ['theme_manager@example.com', 'THEME_MANAGER'],
    ['analyst@example.com', 'ANALYST'],
  ])('%s sees exactly the menu entries the role allows', async (email, role) => {
    const page = await openAs(email);
    const links = await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link').allTextContents();
    expect(links.map((l) => l.trim()).sort()).toEqual(expectedMenu(role));
    expect(await page.getByRole('switch').count()).toBe(role === 'SUPER_ADMIN' ? 1 : 0);
    await page.close();
  });

  it('Ctrl+K finds a seeded product and opens it', async () => {
    const page = await openAs('product_manager@example.com');
    await closeTour(page);
    await page.keyboard.press('Control+k');
    const input = page.getByRole('combobox', { name: 'Arama' });
    await input.fill('organik pembe');
    const option = page.getByRole('group', { name: 'Ürünler' }).getByRole('option', { name: 'Organik Pembe Elbise 1' });
    await option.waitFor();
    await input.press('Enter');
    await page.waitForURL(/\/admin\/catalog\/product\/upsert\/\d+$/);
    expect(await input.count()).toBe(0);
    await page.close();
  });

  it('a notification is read on click and then all are marked read', async () => {
    const page = await openAs('order_manager@example.com');
    await closeTour(page);
    const bell = page.locator('.notification-bell');
    const label = async () => (await bell.getAttribute('aria-label')) ?? '';
    const unreadBefore = Number(/(\d+) okunmamış/.exec(await label())?.[1]);
    expect(unreadBefore).toBeGreaterThan(1);
    await bell.click();
    await page.getByRole('button', { name: /Yeni sipariş.*#1001/ }).click();
    await page.waitForURL('**/admin/order/detail/1001');
    await expect.poll(label).toBe(`Bildirimler, ${unreadBefore - 1} okunmamış`);

    await bell.click();
    await page.getByRole('button', { name: 'Tümünü okundu işaretle' }).click();
    await expect.poll(label).toBe('Bildirimler');
    await page.reload();
    await page.locator('.notification-bell').waitFor();
    await page.waitForTimeout(1000);
    expect(await label()).toBe('Bildirimler');
    await page.close();
  });

  it('dark mode toggles, survives a reload, and the sign-in page stays light', async () => {
    const page = await openAs('marketing_manager@example.com');
    await closeTour(page);
    const scheme = () => page.evaluate(() => document.documentElement.dataset.colorScheme);
    expect(await scheme()).toBe('light');
    await page.getByRole('button', { name: 'Koyu temaya geç' }).click();
    expect(await scheme()).toBe('dark');
    expect(await page.locator('#theme-link').getAttribute('href')).toMatch(/theme-.*\.css$/);
    await page.reload();
    await page.getByRole('button', { name: 'Açık temaya geç' }).waitFor();
    expect(await scheme()).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await page.goto(`${app.url}/login`);
    expect(await scheme()).toBe('light');
    await page.close();
  });

  it('the tour runs to the end and does not return after a reload', async () => {
    const page = await openAs('content_manager@example.com');
    await page.getByRole('dialog', { name: 'Yönetim alanları' }).waitFor();
    for (let step = 1; step < 9; step++) {
      expect(await page.getByText(`${step} / 9`).count()).toBe(1);
      await page.getByRole('button', { name: 'Sonraki' }).click();
    }
    await page.getByText('9 / 9').waitFor();
    await page.getByRole('button', { name: 'Bitir' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).waitFor();
    await page.waitForTimeout(1500);
    expect(await page.getByRole('dialog', { name: 'Yönetim alanları' }).count()).toBe(0);
    await page.close();
  });

  it('at 390 px the sidebar is a closed drawer and the content is at least 350 px wide', async () => {
    const page = await openAs('warehouse_manager@example.com', { width: 390, height: 844 });
    await closeTour(page);
    expect(await page.getByRole('navigation', { name: 'Yönetim menüsü' }).count()).toBe(0);
    const width = await page.locator('main.admin-content').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(350);
    await page.getByRole('button', { name: 'Yan menüyü aç veya kapat' }).click();
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Siparişler' }).click();
    await page.waitForURL('**/admin/order/list');
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Yan menüyü aç veya kapat' }).click();
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('navigation', { name: 'Yönetim menüsü' }).waitFor({ state: 'detached' });
    await page.close();
  });
});
