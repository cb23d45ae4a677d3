import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useTestApp } from './kit/app';
import { AdminShell, withToast } from './kit/shell';

const app = useTestApp();

const ORDER_MANAGER = 'order_manager@example.com';
const ADMIN = 'admin@example.com';
/** The newest demo order: havale, three lines, waiting for approval. */
const ORDER = '1001';
const DETAIL = `/admin/order/detail/${ORDER}`;

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Sipariş işlemleri' });
/** The header's three status tags, as shown. */
const statusTags = (page: Page) => page.locator('.order-tags .p-tag').allTextContents();

/** Opens an action's dialog from the toolbar. */
const openAction = async (page: Page, name: string): Promise<Locator> => {
  await toolbar(page).getByRole('button', { name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name });
  await dialog.waitFor();
  return dialog;
};

/** Submits a dialog by its action's button and waits for the saved toast and the dialog to close. */
const submit = async (page: Page, dialog: Locator, name: string) => {
  await withToast(page, `${name} işlemi kaydedildi.`, () => dialog.getByRole('button', { name, exact: true }).click(), { exact: true });
  await dialog.waitFor({ state: 'detached' });
};

const pickCarrier = async (page: Page, dialog: Locator, carrier: string) => {
  await dialog.locator('.p-dropdown').click();
  await page.getByRole('option', { name: carrier, exact: true }).click();
};

describe('orders: an order manager works a havale order from approval to delivery', () => {
  it('confirms, takes the payment, ships two of three lines then the rest, delivers; a second admin sees each change at once', async () => {
    const manager = await AdminShell.signIn(app, ORDER_MANAGER);
    const watcher = await AdminShell.signIn(app, ADMIN);
    const { page } = manager;
    await manager.goto(DETAIL);
    await watcher.goto(DETAIL);
    await page.getByRole('heading', { name: `Sipariş #${ORDER}`, level: 1 }).waitFor();
    await watcher.page.getByRole('heading', { name: `Sipariş #${ORDER}`, level: 1 }).waitFor();
    expect(await statusTags(page)).toEqual(['Onay bekliyor', 'Ödeme bekleniyor', 'Gönderilmedi']);
    // An unpaid havale order cannot be shipped yet: no such button.
    expect(await toolbar(page).getByRole('button', { name: 'Kargoya ver', exact: true }).count()).toBe(0);

    await submit(page, await openAction(page, 'Onayla'), 'Onayla');
    // The other admin's page follows without a reload.
    await watcher.page.getByText('Sipariş başka bir yönetici tarafından güncellendi.').first().waitFor();
    await expect.poll(() => statusTags(watcher.page)).toEqual(['Onaylandı', 'Ödeme bekleniyor', 'Gönderilmedi']);

    const paid = await openAction(page, 'Ödeme alındı');
    await paid.getByLabel('Referans (ör. dekont no)').fill('DEKONT-2026-77');
    await submit(page, paid, 'Ödeme alındı');
    await expect.poll(() => statusTags(page)).toEqual(['Onaylandı', 'Ödendi', 'Gönderilmedi']);

    // Two of the three lines go in the first parcel.
    const ship = await openAction(page, 'Kargoya ver');
    await pickCarrier(page, ship, 'Yurtiçi Kargo');
    await ship.getByLabel('Takip numarası').fill('YK2026001');
    const quantities = ship.getByRole('group', { name: 'Gönderilecek ürünler' }).locator('input');
    const third = quantities.nth(2);
    await third.fill('0');
    await third.blur();
    await submit(page, ship, 'Kargoya ver');
    await expect.poll(() => statusTags(page)).toEqual(['Kısmen kargolandı', 'Ödendi', 'Kısmen gönderildi']);
    const tracking = page.getByRole('link', { name: 'YK2026001' });
    expect(await tracking.getAttribute('href')).toBe('https://www.yurticikargo.com/tr/online-servisler/gonderi-sorgula?code=YK2026001');
    expect(await tracking.getAttribute('target')).toBe('_blank');

    const rest = await openAction(page, 'Kargoya ver');
    await pickCarrier(page, rest, 'Aras Kargo');
    await rest.getByLabel('Takip numarası').fill('AR2026002');
    await submit(page, rest, 'Kargoya ver');
    await expect.poll(() => statusTags(page)).toEqual(['Kargoya verildi', 'Ödendi', 'Gönderildi']);

    await submit(page, await openAction(page, 'Teslim edildi'), 'Teslim edildi');
    await expect.poll(() => statusTags(page)).toEqual(['Teslim edildi', 'Ödendi', 'Teslim edildi']);
    await expect.poll(() => statusTags(watcher.page)).toEqual(['Teslim edildi', 'Ödendi', 'Teslim edildi']);

    // The timeline tells the story, newest first, and stays after a reload.
    await page.reload();
    const timeline = page.getByRole('list', { name: 'Sipariş geçmişi' });
    await timeline.getByText('Sipariş teslim edildi.').waitFor();
    const text = await timeline.innerText();
    for (const entry of [
      'Sipariş kargoya verildi: Aras Kargo, takip no AR2026002.',
      'Siparişin bir kısmı kargoya verildi: Yurtiçi Kargo, takip no YK2026001.',
      'Sipariş onaylandı.',
    ])
      expect(text).toContain(entry);
    expect(text.indexOf('Sipariş teslim edildi.')).toBeLessThan(text.indexOf('Sipariş onaylandı.'));

    // The customer was told at each step: the local mailbox holds the e-mails (sent from the table stream).
    const email = (await page.locator('a[href^="mailto:"]').first().textContent())?.trim() ?? '';
    const subjects = async () => {
      const res = await fetch(`${app.url}/_mailbox/messages?to=${encodeURIComponent(email)}`);
      return ((await res.json()) as { messages: { subject: string }[] }).messages.map((m) => m.subject);
    };
    for (const sent of ['Siparişiniz onaylandı (#1001)', 'Siparişiniz kargoya verildi (#1001)', 'Siparişiniz teslim edildi (#1001)'])
      await expect.poll(async () => (await subjects()).some((s) => s.startsWith(sent)), { timeout: 30_000 }).toBe(true);
    await timeline
      .getByText(/Müşteriye e-posta gönderildi: Siparişiniz teslim edildi/)
      .first()
      .waitFor({ timeout: 30_000 })
      .catch(async () => {
        await page.reload();
        await timeline
          .getByText(/Müşteriye e-posta gönderildi: Siparişiniz teslim edildi/)
          .first()
          .waitFor();
      });

    await page.setViewportSize(PHONE);
    await page.screenshot({ path: '/tmp/order-detail-390.png', fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: '/tmp/order-detail-1440.png', fullPage: true });
  });

  it('finds orders by status in the list, with the filter kept in the address', async () => {
    const manager = await AdminShell.signIn(app, ORDER_MANAGER);
    const { page } = manager;
    await manager.goto('/admin/order/list?status=CANCELLED');
    const table = page.locator('[aria-label="Sipariş listesi"]');
    await table.locator('tbody tr').first().waitFor();
    // The filtered page replaces the first one it drew: wait until every row is a cancelled order.
    const rowTexts = () => table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.textContent ?? ''));
    await expect
      .poll(async () => {
        const rows = await rowTexts();
        return rows.length > 0 && rows.every((row) => row.includes('İptal edildi'));
      })
      .toBe(true);
    await page.screenshot({ path: '/tmp/order-list-1440.png', fullPage: true });
  });
});
