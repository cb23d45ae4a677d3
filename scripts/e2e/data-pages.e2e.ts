import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './kit/app';
import { AdminShell } from './kit/shell';

const app = useTestApp();
let page: Page;

/** A real 1×1 PNG, so a check of the bytes accepts it. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

beforeAll(async () => {
  // The tour only starts on the dashboard: these tests go straight to other pages.
  ({ page } = await AdminShell.signIn(app, 'super_admin@example.com', { keepTour: true }));
});

/** The texts of one column; the column title the stacked (phone) layout puts in every cell is left out. */
const firstCells = (column: number) =>
  page.locator('.cursor-table tbody tr').evaluateAll(
    (rows, i) =>
      rows.map((r) =>
        Array.from(r.querySelectorAll('td')[i]?.childNodes ?? [])
          .filter((n) => !(n instanceof Element && n.matches('.p-column-title')))
          .map((n) => n.textContent)
          .join(''),
      ),
    column,
  );

const waitForRows = () => page.locator('.cursor-table[aria-busy="false"] tbody tr').first().waitFor();

/** Waits until the first column shows exactly these texts (the page after a click has loaded). */
const waitForFirstColumn = (expected: string[]) =>
  page.waitForFunction((texts) => {
    const cells = Array.from(document.querySelectorAll('.cursor-table[aria-busy="false"] tbody tr')).map((r) => r.querySelector('td a')?.textContent);
    return JSON.stringify(cells) === JSON.stringify(texts);
  }, expected);

describe('data pages against npm start', () => {
  it('pages through the seeded orders 5 at a time, back and forth', async () => {
    await page.goto(`${app.url}/admin/order/list`);
    await waitForRows();
    expect(await firstCells(0)).toHaveLength(10);
    await page.getByRole('button', { name: 'Sayfa başına kayıt' }).click();
    await page.getByRole('option', { name: '5 / sayfa', exact: true }).click();
    const first = ['#1001', '#1002', '#1003', '#1004', '#1005'];
    await waitForFirstColumn(first);

    await page.getByRole('button', { name: 'Sonraki sayfa' }).click();
    await page.getByText('Sayfa 2').waitFor();
    await waitForFirstColumn(['#1006', '#1007', '#1008', '#1009', '#1010']);

    await page.getByRole('button', { name: 'Önceki sayfa' }).click();
    await waitForFirstColumn(first);
    expect(await page.getByText('Sayfa 1').count()).toBe(1);
  });

  it('opens an order from the list', async () => {
    await page.getByRole('link', { name: '#1003' }).click();
    await page.waitForURL('**/admin/order/detail/1003');
    await page.getByRole('heading', { name: 'Sipariş #1003' }).waitFor();
    expect(await page.locator('.order-totals dd').last().textContent()).toMatch(/^₺[\d.]+,\d\d$/);
  });

  it('shows the Turkish not-found page for an unknown order id and an unknown admin path', async () => {
    await page.goto(`${app.url}/admin/order/detail/yok-boyle-bir-siparis`);
    await page.getByRole('heading', { name: 'Kayıt bulunamadı' }).waitFor();
    expect(await page.getByRole('link', { name: 'Siparişler listesine dön' }).count()).toBe(1);

    await page.goto(`${app.url}/admin/boyle-bir-sayfa-yok`);
    await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/boyle-bir-sayfa-yok');
  });

  it('filters the product list by brand on the server: only that brand is shown', async () => {
    await page.goto(`${app.url}/admin/catalog/product`);
    await waitForRows();
    // Brand names come with the brands' own read: until then every row says the brand is unknown.
    await expect.poll(async () => new Set(await firstCells(1)).size, { timeout: 30_000 }).toBeGreaterThan(1);
    await page.getByRole('button', { name: 'Tüm markalar' }).click();
    await page.getByRole('option', { name: 'Anadolu', exact: true }).click();
    await page.waitForURL('**/admin/catalog/product?brand=2');
    await waitForRows();
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('.cursor-table tbody tr')).every((r) => r.querySelectorAll('td')[1]?.textContent?.endsWith('Anadolu')),
    );
    const brands = await firstCells(1);
    expect(brands.length).toBeGreaterThan(0);
    expect(new Set(brands)).toEqual(new Set(['Anadolu']));
  });

  it('uploads a small PNG to the media library and shows it in the grid after a reload', async () => {
    const name = `e2e-${Date.now()}.png`;
    await page.goto(`${app.url}/admin/gallery`);
    await page.getByRole('heading', { name: 'Galeri' }).waitFor();
    await page.locator('.media-body').waitFor();
    await page.locator('input[type=file]').setInputFiles({ name, mimeType: 'image/png', buffer: PNG });
    // The grid shows the new file once the upload is complete; a failure shows its reason instead.
    await page.getByRole('img', { name }).or(page.locator('.upload-panel .p-message')).first().waitFor();
    expect(await page.locator('.upload-panel').textContent()).not.toContain('Yükleme başarısız');

    await page.reload();
    const image = page.getByRole('img', { name });
    await image.waitFor();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
  });
});
