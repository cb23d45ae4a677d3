/// <reference lib="dom" />
import type { OptionType, ProductSettingsAnswer, StockType, Warehouse } from '@shop/shared';
import type { Page } from 'playwright-core';
import { launchChromium, signIn } from '../../e2e/local-app';
import { webDistBuilt, type TraceEvent, scriptTimePerRun } from './builder';
import { percentile } from './stats';

/**
 * The product form's Varyantlar table in headless Chromium: the new-product form with 200 variants
 * (Beden × Renk, 10 × 20, generated at once), then one keystroke in a SKU cell and in a price cell
 * of the middle row, measured as the builder bench measures (script time on the renderer's main
 * thread between user-timing marks, from a Chrome trace). The option types, warehouses, stock types
 * and Ürün Ayarları are answered by page.route, so the figure needs no catalogue of its own.
 */

const RUNS = Number(process.env.BENCH_FORM_RUNS ?? 40);
// The first keystrokes after generating pay for its garbage and the first layout of the rows.
const WARMUP_RUNS = 10;
const AT = '2026-01-01T00:00:00.000Z';

const SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL', '4XL', '36', '38'];
const COLOURS = Array.from({ length: 20 }, (_, i) => `Renk ${String(i + 1)}`);

const optionTypes: OptionType[] = [
  { id: 'ot-beden', name: 'Beden', kind: 'TEXT', values: SIZES.map((label, i) => ({ id: `b${i}`, label })), createdAt: AT, version: 1 },
  { id: 'ot-renk', name: 'Renk', kind: 'TEXT', values: COLOURS.map((label, i) => ({ id: `r${i}`, label })), createdAt: AT, version: 1 },
];
const warehouse = (id: string, name: string, code: string, priority: number): Warehouse => ({
  id,
  name,
  code,
  province: 'İstanbul',
  district: 'Tuzla',
  address: '',
  priority,
  isActive: true,
  isDefault: priority === 0,
  createdAt: AT,
  version: 1,
});
const warehouses = [warehouse('w1', 'Ana Depo', 'ANA', 0), warehouse('w2', 'İzmir Depo', 'IZM', 1), warehouse('w3', 'Ankara Depo', 'ANK', 2)];
const stockTypes: StockType[] = [{ id: 'st-adet', name: 'Adet', allowDecimals: false, tracked: true, createdAt: AT, version: 1 }];
const settings: ProductSettingsAnswer = {
  lowStockThreshold: 5,
  defaultStockTypeId: 'st-adet',
  allowBackorder: false,
  outOfStockVisibility: 'SHOW',
  allocationStrategy: 'PRIORITY',
  version: 1,
};

/** The Varyantlar section's reads, answered in the page (they may not be served by the app under test). */
export const mockVariantReads = async (page: Page, types: readonly OptionType[] = optionTypes): Promise<void> => {
  const answer = (body: unknown) => ({ status: 200, contentType: 'application/json', body: JSON.stringify(body) });
  await page.route('**/api/admin/catalog/option-types', (route) => route.fulfill(answer({ data: types })));
  await page.route('**/api/admin/catalog/warehouse', (route) => route.fulfill(answer({ data: warehouses })));
  await page.route('**/api/admin/catalog/stock-type', (route) => route.fulfill(answer({ data: stockTypes })));
  await page.route('**/api/admin/settings/product', (route) => route.fulfill(answer(settings)));
  await page.route('**/api/admin/stock?*', (route) => route.fulfill(answer({ data: [] })));
};

/**
 * Ticks the option types and every value in the Varyantlar section, then Tümünü oluştur; resolves
 * with the milliseconds from the click until `rows` rows are painted.
 */
export const generateVariants = async (page: Page, types: readonly OptionType[], rows: number): Promise<number> => {
  const section = page.getByRole('region', { name: 'Varyant tablosu' });
  for (const type of types) await page.getByRole('checkbox', { name: type.name, exact: true }).check();
  for (const type of types) {
    const group = page.getByRole('group', { name: `${type.name} değerleri` });
    for (const value of type.values) await group.getByRole('checkbox', { name: value.label, exact: true }).check();
  }
  await section.locator('tbody tr').first().waitFor();
  // From the click to the rows painted, on the page's own clock.
  return page.evaluate(async (n) => {
    const button = Array.from(document.querySelectorAll('button')).find((b) => b.textContent.includes('Tümünü oluştur'));
    if (!button) throw new Error('no Tümünü oluştur');
    const began = performance.now();
    button.click();
    await new Promise<void>((resolve, reject) => {
      const check = () => {
        if (document.querySelectorAll('.variant-table tbody tr').length === n) resolve();
        else if (performance.now() - began > 30_000) reject(new Error(`${n} rows did not show`));
        else requestAnimationFrame(check);
      };
      check();
    });
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    return performance.now() - began;
  }, rows);
};

/** One keystroke appended to the cell labelled `label`, until the cell shows it and two frames have passed. */
const keystroke = (page: Page, label: string, run: number, measured: boolean) =>
  page.evaluate(
    async ({ label, run, measured }) => {
      const input = document.querySelector<HTMLInputElement>(`.variant-table input[aria-label="${label}"]`);
      if (!input) throw new Error(`no cell ${label}`);
      const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
      const next = `${input.value}${String(run % 10)}`;
      performance.mark(measured ? `bench-start-${run}` : `warmup-start-${run}`);
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setValue?.call(input, next);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      // React commits a discrete input event before dispatchEvent returns; two frames take in layout and paint.
      await frames();
      performance.mark(measured ? `bench-end-${run}` : `warmup-end-${run}`);
      if (input.value !== next) throw new Error(`the cell ${label} did not take the keystroke`);
    },
    { label, run, measured },
  );

const measureKeystrokes = async (page: Page, label: string) => {
  for (let i = 0; i < WARMUP_RUNS; i++) await keystroke(page, label, i, false);
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'blink.user_timing', 'v8.execute', 'v8', 'disabled-by-default-devtools.timeline'],
  });
  for (let i = 0; i < RUNS; i++) await keystroke(page, label, i, true);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const times = scriptTimePerRun(trace.traceEvents, RUNS);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
};

export interface ProductFormBenchResult {
  readonly variants: number;
  readonly generateMs: number;
  readonly sku: { readonly median: number; readonly p95: number };
  readonly price: { readonly median: number; readonly p95: number };
}

export const benchProductForm = async (appUrl: string, email: string): Promise<ProductFormBenchResult> => {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    // tsx keeps function names with a `__name` helper that the page does not have.
    await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
    const page = await context.newPage();
    await mockVariantReads(page);
    await signIn(page, appUrl, email);
    await page.goto(`${appUrl}/admin/catalog/product/upsert`);
    await page.getByLabel('Ürün adı', { exact: true }).fill('Basic Tişört');
    const variants = SIZES.length * COLOURS.length;
    const generateMs = await generateVariants(page, optionTypes, variants);
    const middle = `${SIZES[5] ?? ''} / ${COLOURS[10] ?? ''}`;
    const sku = await measureKeystrokes(page, `${middle}: SKU`);
    const price = await measureKeystrokes(page, `${middle}: Fiyat (₺)`);
    return { variants, generateMs, sku, price };
  } finally {
    await browser.close();
  }
};

/** The product form's line of `npm run bench`. */
export const runProductFormBench = async (appUrl: string, email: string): Promise<void> => {
  console.log(`\nProduct form in headless Chromium (budget: keystroke in the variant table < 16 ms script; ${RUNS} keystrokes per cell)`);
  if (!webDistBuilt()) return;
  const r = await benchProductForm(appUrl, email);
  console.log(
    `  ${r.variants} variants × 3 warehouses   SKU cell p50/p95 ${r.sku.median.toFixed(1)} / ${r.sku.p95.toFixed(1)} ms   price cell p50/p95 ${r.price.median.toFixed(1)} / ${r.price.p95.toFixed(1)} ms   Tümünü oluştur to painted ${r.generateMs.toFixed(0)} ms`,
  );
};
