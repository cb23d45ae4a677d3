import type { OrderDetail, StockLevel } from '@shop/shared';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoIdToken } from '../src/seed/demo-sign-in';
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

/** What the API says, read as an ADMIN (the ORDER_MANAGER may not read stock): the order and its lines' stock levels. */
const adminApi = async <T>(path: string): Promise<T> => {
  const config = (await (await fetch(`${app.url}/config.json`)).json()) as { userPoolEndpoint: string; userPoolClientId: string };
  const token = await demoIdToken({ endpoint: config.userPoolEndpoint, clientId: config.userPoolClientId }, 'ADMIN');
  const res = await fetch(`${app.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { data: T }).data;
};
/** On hand and allocated of each line's variant in the line's warehouse, in line order. */
const lineStock = async (order: OrderDetail) =>
  Promise.all(
    order.lines.map(async (line) => {
      const levels = await adminApi<StockLevel[]>(`/api/admin/stock?productId=${encodeURIComponent(line.productId)}&limit=100`);
      const level = levels.find((l) => l.variantId === line.variantId && l.warehouseId === line.warehouseId);
      return { onHand: level?.onHand ?? 0, allocated: level?.allocated ?? 0 };
    }),
  );

/** The bank account the refund goes to (a valid TR IBAN) and the transfer's receipt number. */
const IBAN = 'TR330006100519786457841326';
const REFUND_REFERENCE = 'IADE-DEKONT-1001';

describe('orders: an order manager works a havale order from approval to delivery and a return', () => {
  it('confirms, takes the payment, ships two of three lines then the rest, delivers (a second admin sees each change at once); returns a line with restock and a bank refund', async () => {
    const manager = await AdminShell.signIn(app, ORDER_MANAGER);
    const watcher = await AdminShell.signIn(app, ADMIN);
    const { page } = manager;
    await manager.goto(DETAIL);
    await watcher.goto(DETAIL);
    await page.getByRole('heading', { name: `Sipariş #${ORDER}`, level: 1 }).waitFor();
    await watcher.page.getByRole('heading', { name: `Sipariş #${ORDER}`, level: 1 }).waitFor();
    expect(await statusTags(page)).toEqual(['Onay bekliyor', 'Ödeme bekleniyor', 'Gönderilmedi']);
    const placed = await adminApi<OrderDetail>(`/api/admin/order/${ORDER}`);
    const stockBefore = await lineStock(placed);
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
    // What left the shelf: the two shipped lines' units are taken from on hand and from what they held allocated; the third's stay.
    const stockShipped = await lineStock(placed);
    placed.lines.forEach((line, i) => {
      const shipped = i < 2 ? line.quantity : 0;
      expect(stockShipped[i]).toEqual({ onHand: stockBefore[i]!.onHand - shipped, allocated: stockBefore[i]!.allocated - shipped });
    });

    // The tracking link opens the carrier's page (stubbed here: no internet) in a tab of its own, with the number in it.
    await page.context().route('https://www.yurticikargo.com/**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html; charset=utf-8',
        body: '<!doctype html><title>Yurtiçi Kargo</title><h1>Gönderi sorgulama</h1>',
      }),
    );
    const tracking = page.getByRole('link', { name: 'YK2026001' });
    const [carrierPage] = await Promise.all([page.context().waitForEvent('page'), tracking.click()]);
    await carrierPage.waitForLoadState();
    expect(carrierPage.url()).toContain('yurticikargo.com');
    expect(carrierPage.url()).toContain('YK2026001');
    expect(await carrierPage.title()).toBe('Yurtiçi Kargo');
    await carrierPage.close();

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

    await watcher.page.close();

    // The return half: one unit of the first line comes back, is restocked and refunded by bank transfer.
    const returned = placed.lines[0]!;
    await toolbar(page).getByRole('link', { name: 'İade oluştur' }).click();
    const create = page.getByRole('dialog', { name: `#${ORDER} için iade oluştur` });
    const row = create.locator('fieldset').first();
    await row.getByLabel(/iade adedi/).fill('1');
    await row.getByLabel(/iade adedi/).blur();
    await row.locator('.p-dropdown').click();
    await page.getByRole('option', { name: 'Beden küçük geldi', exact: true }).click();
    await create.getByRole('button', { name: 'İade oluştur', exact: true }).click();
    await create.waitFor({ state: 'detached' });

    const returnId = `R-${ORDER}-1`;
    const detail = page.getByRole('dialog', { name: returnId });
    const act = async (name: string, fill: (form: Locator) => Promise<void> = async () => undefined) => {
      await detail.getByRole('group', { name: 'İşlemler' }).getByRole('button', { name, exact: true }).click();
      const form = detail.getByRole('form', { name });
      await fill(form);
      await form.getByRole('button', { name, exact: true }).click();
      await form.waitFor({ state: 'detached' });
    };
    await act('Onayla', (form) => form.getByLabel('İade kargo kodu').fill('YK-IADE-1001'));
    await detail.getByText('YK-IADE-1001').first().waitFor();
    // The ORDER_MANAGER may not read warehouses: the sellable units go back to the line's own warehouse.
    await act('Teslim al', async (form) => expect(await form.getByLabel(/sağlam olanları stoğa geri al/).isChecked()).toBe(true));
    await expect.poll(() => detail.getByText('Teslim alındı').count()).toBeGreaterThan(0);
    await act('Para iadesi', async (form) => {
      await form.locator('.p-dropdown').click();
      await page.getByRole('option', { name: 'Banka havalesi (IBAN)', exact: true }).click();
      await form.getByLabel('IBAN').fill(IBAN);
      await form.getByLabel('Referans (dekont no)').fill(REFUND_REFERENCE);
    });
    await detail.getByText(`Banka havalesi (IBAN) · ${IBAN}`).waitFor();
    await page.screenshot({ path: '/tmp/order-return-dialog-1440.png', fullPage: true });

    // Back on the order: the money axis says part of it was refunded, and the timeline tells the return's story.
    await detail.getByRole('link', { name: `#${ORDER}` }).click();
    await page.getByRole('heading', { name: `Sipariş #${ORDER}`, level: 1 }).waitFor();
    await expect.poll(() => statusTags(page)).toEqual(['Teslim edildi', 'Kısmen iade edildi', 'Teslim edildi']);
    const returnTimeline = await timeline.innerText();
    for (const entry of [
      `İade talebi ${returnId} oluşturuldu`,
      `İade ${returnId}: onaylandı, iade kargo kodu YK-IADE-1001.`,
      `İade ${returnId}: teslim alındı: ${returned.sku} × 1.`,
      `İadeden stoğa geri alındı: ${returned.sku} × 1.`,
      `iade edildi (banka havalesi, ${IBAN}).`,
    ])
      expect(returnTimeline).toContain(entry);

    // Every line has left the shelf (its allocation with it); the restocked unit of the first is on hand again.
    expect(await lineStock(placed)).toEqual(
      placed.lines.map((line, i) => ({
        onHand: stockBefore[i]!.onHand - line.quantity + (i === 0 ? 1 : 0),
        allocated: stockBefore[i]!.allocated - line.quantity,
      })),
    );

    // The customer's mailbox, as a person opens it: the return-approved and refund e-mails are listed.
    const mailbox = await app.newPage();
    const mailHeading = (subject: string) => mailbox.getByRole('heading', { level: 2, name: new RegExp(`^${subject.replace(/[()]/g, '\\$&')}`) });
    await mailbox.goto(`${app.url}/_mailbox`);
    await expect
      .poll(
        async () => {
          await mailbox.reload();
          return (
            (await mailHeading(`İade talebiniz onaylandı (#${ORDER})`).count()) + (await mailHeading(`Ücret iadeniz yapıldı (#${ORDER})`).count())
          );
        },
        { timeout: 30_000 },
      )
      .toBe(2);
    await mailbox.screenshot({ path: '/tmp/order-return-mailbox-1440.png' });
    await mailbox.close();

    await page.setViewportSize(PHONE);
    await page.screenshot({ path: '/tmp/order-detail-390.png', fullPage: true });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: '/tmp/order-detail-1440.png', fullPage: true });
    // The whole walk, both halves, in one test: a busy machine needs more than the default two minutes.
  }, 240_000);

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
