import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './kit/app';
import { ThemeBuilder } from './kit/builder';
import { writeOrder } from './kit/orders';
import { AdminShell } from './kit/shell';

const app = useTestApp();
let orders: Page;
let superAdmin: Page;

const ACTIVE = /^Aktif kullanıcılar/;

/** Opens the top bar's active admins panel and answers its text. */
const activeList = async (page: Page) => {
  await page.getByRole('button', { name: ACTIVE }).click();
  const panel = page.locator('.active-admins-panel');
  await panel.waitFor();
  const text = (await panel.textContent()) ?? '';
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 700);
  return text;
};

const wiggle = async (page: Page, times = 20) => {
  for (let i = 0; i < times; i++) {
    await page.mouse.move(400 + i * 7, 300 + (i % 5) * 9);
    await page.waitForTimeout(60);
  }
};

beforeAll(async () => {
  // Two admins, each in a browser context of their own (separate sessions), their tours left open.
  orders = (await AdminShell.signIn(app, 'order_manager@example.com', { keepTour: true })).page;
  superAdmin = (await AdminShell.signIn(app, 'super_admin@example.com', { keepTour: true })).page;
});

describe('realtime between two signed-in admins', () => {
  it("lists each in the other's active admins, with the page they are on", async () => {
    await orders.waitForURL('**/admin/dashboard');
    await expect.poll(() => activeList(orders), { timeout: 15_000 }).toContain('super_admin@example.com');
    expect(await activeList(orders)).toContain('Sayfa: Genel Bakış');
    await expect.poll(() => activeList(superAdmin), { timeout: 15_000 }).toContain('order_manager@example.com');
  });

  it("shows the other's cursor with their name on the same page, and not on another page", async () => {
    const cursor = orders.getByTestId('live-cursor');
    await expect
      .poll(
        async () => {
          await wiggle(superAdmin, 5);
          return cursor.count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    expect(await cursor.textContent()).toBe('super_admin@example.com');
    await orders.screenshot({ path: '/tmp/realtime-shots/e2e-cursor.png' }).catch(() => undefined);

    await orders.goto(`${app.url}/admin/order/list`);
    await expect.poll(() => activeList(superAdmin), { timeout: 15_000 }).toContain('Sayfa: Siparişler');
    await wiggle(superAdmin);
    expect(await orders.getByTestId('live-cursor').count()).toBe(0);
  });

  it('shows the new-order alert on both when an order is written to the table', async () => {
    const order = await writeOrder(app, { quantity: 1, unitPrice: 10 });
    for (const page of [orders, superAdmin]) {
      const alert = page.getByTestId('order-alert');
      await alert.waitFor({ timeout: 20_000 });
      expect(await alert.textContent()).toContain('Yeni Sipariş Bildirimi');
      expect(await alert.getByRole('link', { name: 'Siparişi görüntüle' }).getAttribute('href')).toBe(`/admin/order/detail/${order.id}`);
      expect(await alert.getByRole('link', { name: 'Siparişi görüntüle' }).getAttribute('target')).toBe('_blank');
    }
    await superAdmin.screenshot({ path: '/tmp/realtime-shots/e2e-order-alert.png' }).catch(() => undefined);
  });

  it('shows on a builder row which other admin has it selected, and clears it when they select another', async () => {
    const { page: themeManager, rows } = await ThemeBuilder.signIn(app, 'theme_manager@example.com');
    await new ThemeBuilder(superAdmin, app.url).open();
    const [first, second] = [rows.nth(0), rows.nth(1)];
    const firstId = await first.getAttribute('data-component-id');
    const secondId = await second.getAttribute('data-component-id');
    await first.locator('.builder-row-main').click();

    const rowAt = (id: string | null) => superAdmin.locator(`[data-component-id="${id}"]`);
    await expect
      .poll(() => rowAt(firstId).getByTestId('builder-row-presence').textContent(), { timeout: 15_000 })
      .toBe(' Düzenleyen: theme_manager@example.com');
    expect(await rowAt(firstId).locator('.builder-row-main').getAttribute('aria-label')).toContain('Düzenleyen: theme_manager@example.com');
    await superAdmin.screenshot({ path: '/tmp/realtime-shots/e2e-row-presence.png' }).catch(() => undefined);

    await second.locator('.builder-row-main').click();
    await expect.poll(() => rowAt(secondId).getByTestId('builder-row-presence').count(), { timeout: 15_000 }).toBe(1);
    expect(await rowAt(firstId).getByTestId('builder-row-presence').count()).toBe(0);
    await themeManager.context().close();
  });
});
