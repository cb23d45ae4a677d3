import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../e2e/local-app';
import { percentile } from './stats';

/** A phone as the budget is set for: 390 px wide, CPU 4× slower than this machine's (CDP's throttling). */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } as const;
const CPU_SLOWDOWN = 4;
export const STOREFRONT_VITALS_RUNS = Number(process.env.BENCH_STOREFRONT_RUNS ?? 5);
/** Time after load for late shifts (fonts, lazy images) to be counted. */
const SETTLE_MS = 3000;

interface Vitals {
  readonly lcpMs: number;
  readonly lcpElement: string;
  readonly cls: number;
  readonly firstBlock: string;
}

export interface StorefrontVitalsResult {
  readonly runs: readonly Vitals[];
  readonly lcpP50: number;
  readonly lcpMax: number;
  readonly clsMax: number;
}

/** Observers set before the page's own scripts: LCP candidates and the layout shifts not caused by input. */
const OBSERVE = () => {
  const vitals = { lcp: 0, element: '', cls: 0 };
  (window as unknown as { __vitals: typeof vitals }).__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
      vitals.lcp = entry.startTime;
      const el = entry.element;
      vitals.element = el
        ? `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''}`
        : '';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) vitals.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
};

const measureOnce = async (browser: Browser, appUrl: string): Promise<Vitals> => {
  // A fresh context each run: a first visit, nothing cached.
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(OBSERVE);
    await page.goto(`${appUrl}/`, { waitUntil: 'load' });
    await page.locator('.sf-area--middle .sf-component').first().waitFor();
    await page.waitForTimeout(SETTLE_MS);
    return await page.evaluate(() => {
      const v = (window as unknown as { __vitals: { lcp: number; element: string; cls: number } }).__vitals;
      const first = document.querySelector<HTMLElement>('.sf-area--middle .sf-component');
      return { lcpMs: v.lcp, lcpElement: v.element, cls: v.cls, firstBlock: first?.dataset.componentType ?? '' };
    });
  } finally {
    await context.close();
  }
};

/** The storefront's home on a phone profile: LCP and CLS of each cold visit, read from PerformanceObserver. */
export const measureStorefrontVitals = async (appUrl: string, runs = STOREFRONT_VITALS_RUNS): Promise<StorefrontVitalsResult> => {
  const browser = await launchChromium();
  try {
    const results: Vitals[] = [];
    for (let i = 0; i < runs; i++) results.push(await measureOnce(browser, appUrl));
    const lcps = results.map((r) => r.lcpMs);
    return { runs: results, lcpP50: percentile(lcps, 50), lcpMax: Math.max(...lcps), clsMax: Math.max(...results.map((r) => r.cls)) };
  } finally {
    await browser.close();
  }
};

/** Issue 32: the HTML of `/` as a shopper's browser receives it (with its first screen when rendered), raw and gzipped. */
export const measureHomeHtml = async (appUrl: string): Promise<{ bytes: number; gzipBytes: number; rendered: boolean }> => {
  const html = await (await fetch(`${appUrl}/`, { headers: { accept: 'text/html' } })).text();
  return { bytes: Buffer.byteLength(html), gzipBytes: gzipSync(html).length, rendered: html.includes('id="sf-data"') };
};

/** The storefront's section of `npm run bench`. */
export const runStorefrontVitalsBench = async (appUrl: string, line: (label: string, value: string) => void): Promise<void> => {
  console.log(
    `\nStorefront / on a phone (390 px, CPU ${CPU_SLOWDOWN}× slower; budget: LCP < 2.5 s, CLS < 0.1; ${STOREFRONT_VITALS_RUNS} cold visits)`,
  );
  const result = await measureStorefrontVitals(appUrl).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
  if (typeof result === 'string') {
    line('storefront vitals', `failed: ${result}`);
    return;
  }
  const first = result.runs[0];
  line('first block of the page', `${first?.firstBlock ?? '?'} (LCP element: ${first?.lcpElement || '?'})`);
  line('LCP p50 / max', `${result.lcpP50.toFixed(0)} / ${result.lcpMax.toFixed(0)} ms`);
  line('CLS max', result.clsMax.toFixed(3));
  const html = await measureHomeHtml(appUrl);
  line(
    'HTML of / (budget < 50 KB gz)',
    `${(html.bytes / 1024).toFixed(1)} KB, ${(html.gzipBytes / 1024).toFixed(1)} KB gz${html.rendered ? ', first screen rendered' : ', shell only'}`,
  );
};
