import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES, canSeePage } from '@shop/shared';
import { PHONE, useTestApp } from './kit/app';
import { AdminShell } from './kit/shell';

const app = useTestApp();

/** What the matrix lets a role open from the menu (detail and edit pages are reached from lists). */
const expectedMenu = (role: string) =>
  ADMIN_PAGES.filter((p) => p.inMenu !== false && !p.path.includes(':id') && !p.path.includes('upsert') && canSeePage([role], p.path))
    .map((p) => p.label)
    .sort();

describe('admin shell in Chromium', () => {
  it.each([
    ['super_admin@example.com', 'SUPER_ADMIN'],
    ['theme_manager@example.com', 'THEME_MANAGER'],
    ['analyst@example.com', 'ANALYST'],
  ])('%s sees exactly the menu entries the role allows', async (email, role) => {
    const { page, menu, close } = await AdminShell.signIn(app, email, { keepTour: true });
    const links = await menu.getByRole('link').allTextContents();
    expect(links.map((l) => l.trim()).sort()).toEqual(expectedMenu(role));
    expect(await page.getByRole('switch').count()).toBe(role === 'SUPER_ADMIN' ? 1 : 0);
    await close();
  });

  it('Ctrl+K finds a seeded product and opens it', async () => {
    const shell = await AdminShell.signIn(app, 'product_manager@example.com');
    await shell.searchFor('organik pembe', 'Ürünler', 'Organik Pembe Elbise 1');
    await shell.search.press('Enter');
    await shell.page.waitForURL(/\/admin\/catalog\/product\/upsert\/\d+$/);
    expect(await shell.search.count()).toBe(0);
    await shell.close();
  });

  it('a notification is read on click and then all are marked read', async () => {
    const shell = await AdminShell.signIn(app, 'order_manager@example.com');
    const { page, bell } = shell;
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
    // Read from the server again after a reload: still none unread.
    // The unread count is a query on an index, which may trail the writes by a moment: reload until it has caught up.
    await expect
      .poll(
        async () => {
          await shell.reloadUntilRead(['/api/admin/notifications', '/api/admin/notifications/unread-count']);
          await bell.waitFor();
          return label();
        },
        { timeout: 30_000 },
      )
      .toBe('Bildirimler');
    await shell.close();
  });

  it('dark mode toggles, survives a reload, and the sign-in page stays light', async () => {
    const shell = await AdminShell.signIn(app, 'marketing_manager@example.com');
    const { page } = shell;
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
    await shell.goto('/login');
    expect(await scheme()).toBe('light');
    await shell.close();
  });

  it('the tour runs to the end and does not return after a reload', async () => {
    const shell = await AdminShell.signIn(app, 'content_manager@example.com', { keepTour: true });
    const { page, tour } = shell;
    await tour.waitFor();
    for (let step = 1; step < 9; step++) {
      expect(await page.getByText(`${step} / 9`).count()).toBe(1);
      await page.getByRole('button', { name: 'Sonraki' }).click();
    }
    await page.getByText('9 / 9').waitFor();
    await page.getByRole('button', { name: 'Bitir' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // The tour starts (or not) from the state the server answers: once that is read and rendered, it is not there.
    await shell.reloadUntilRead(['/api/admin/me/tour']);
    await shell.menu.waitFor();
    expect(await tour.count()).toBe(0);
    await shell.close();
  });

  it('at 390 px the sidebar is a closed drawer and the content is at least 350 px wide', async () => {
    const { page, menu, menuToggle, close } = await AdminShell.signIn(app, 'warehouse_manager@example.com', { viewport: PHONE });
    expect(await menu.count()).toBe(0);
    const width = await page.locator('main.admin-content').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeGreaterThanOrEqual(350);
    await menuToggle.click();
    await menu.getByRole('link', { name: 'Siparişler' }).click();
    await page.waitForURL('**/admin/order/list');
    await menu.waitFor({ state: 'detached' });
    await menuToggle.click();
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    await close();
  });
});
