import type { Browser } from 'playwright-core';
import { percentile } from './stats';

/** A phone as the budget is set for: 390 px wide, CPU 4× slower than this machine's (CDP's throttling). */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true } as const;
export const CPU_SLOWDOWN = 4;
export const STOREFRONT_VITALS_RUNS = Number(process.env.BENCH_STOREFRONT_RUNS ?? 10);
/** Time after the page's first content for late shifts (fonts, lazy images) and late long tasks to be counted. */
const SETTLE_MS = 3000;

/** One storefront page to visit: its path and what shows once its content is drawn. */
export interface StorefrontPage {
  readonly name: string;
  readonly path: string;
  readonly ready: string;
}

/** A request the page made, with when it started (ms from navigation start). */
export interface PageRequest {
  readonly url: string;
  readonly startMs: number;
}

export interface Visit {
  readonly lcpMs: number;
  readonly lcpElement: string;
  /** The LCP image's address; empty when the LCP element is text. */
  readonly lcpUrl: string;
  readonly cls: number;
  /** Durations of the main thread's long tasks (> 50 ms, under the slowdown): what delays a tap's answer (INP). */
  readonly longTasks: readonly number[];
  /** Every request after the document's, from Resource Timing. */
  readonly requests: readonly PageRequest[];
}

export interface PageVitals {
  readonly page: StorefrontPage;
  readonly visits: readonly Visit[];
  readonly lcpP50: number;
  readonly lcpMax: number;
  readonly clsMax: number;
  /** Long tasks per visit at most, and the longest of any visit. */
  readonly longTaskCountMax: number;
  readonly longTaskMaxMs: number;
}

interface Observed {
  lcp: number;
  lcpUrl: string;
  element: string;
  cls: number;
  longTasks: number[];
}

/** Observers set before the page's own scripts: LCP candidates, layout shifts not caused by input, long tasks. */
const OBSERVE = () => {
  const vitals: Observed = { lcp: 0, lcpUrl: '', element: '', cls: 0, longTasks: [] };
  (window as unknown as { __vitals: Observed }).__vitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { element?: Element | null; url?: string })[]) {
      vitals.lcp = entry.startTime;
      vitals.lcpUrl = entry.url ?? '';
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
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
};

/** One cold visit: a fresh context (nothing cached), the CPU slowed, measured until the page has settled. */
const visitOnce = async (browser: Browser, appUrl: string, page: StorefrontPage): Promise<Visit> => {
  const context = await browser.newContext(PHONE);
  try {
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await tab.addInitScript(OBSERVE);
    await tab.goto(`${appUrl}${page.path}`, { waitUntil: 'load' });
    await tab.locator(page.ready).first().waitFor();
    await tab.waitForTimeout(SETTLE_MS);
    return await tab.evaluate(() => {
      const v = (window as unknown as { __vitals: Observed }).__vitals;
      const requests = performance.getEntriesByType('resource').map((r) => ({ url: r.name, startMs: r.startTime }));
      return { lcpMs: v.lcp, lcpElement: v.element, lcpUrl: v.lcpUrl, cls: v.cls, longTasks: v.longTasks, requests };
    });
  } finally {
    await context.close();
  }
};

const summarise = (page: StorefrontPage, visits: readonly Visit[]): PageVitals => {
  const lcps = visits.map((v) => v.lcpMs);
  return {
    page,
    visits,
    lcpP50: percentile(lcps, 50),
    lcpMax: Math.max(...lcps),
    clsMax: Math.max(...visits.map((v) => v.cls)),
    longTaskCountMax: Math.max(...visits.map((v) => v.longTasks.length)),
    longTaskMaxMs: Math.max(0, ...visits.flatMap((v) => v.longTasks)),
  };
};

/**
 * `runs` cold visits of each page, taken in turns (home, category, product, home, …) so a change in
 * the shared machine's load falls on every page alike.
 */
export const measureStorefrontVitals = async (
  browser: Browser,
  appUrl: string,
  pages: readonly StorefrontPage[],
  runs = STOREFRONT_VITALS_RUNS,
): Promise<PageVitals[]> => {
  const visits = pages.map(() => [] as Visit[]);
  for (let i = 0; i < runs; i++) {
    for (const [p, page] of pages.entries()) visits[p]?.push(await visitOnce(browser, appUrl, page));
  }
  return pages.map((page, p) => summarise(page, visits[p] ?? []));
};

/** The requests any visit started before its LCP: the document's critical path as the browser lived it. */
export const requestsBeforeLcp = (visits: readonly Visit[]): { css: string[]; lcpImage: string[]; others: string[] } => {
  const css = new Set<string>();
  const lcpImage = new Set<string>();
  const others = new Set<string>();
  for (const visit of visits) {
    for (const request of visit.requests) {
      if (request.startMs >= visit.lcpMs) continue;
      const url = new URL(request.url);
      const shown = url.pathname + url.search;
      if (request.url === visit.lcpUrl) lcpImage.add(shown);
      else if (url.pathname.endsWith('.css')) css.add(shown);
      else others.add(shown);
    }
  }
  return { css: [...css], lcpImage: [...lcpImage], others: [...others] };
};

/** The same-origin scripts any visit fetched (paths), for their gzipped size from the build. */
export const scriptsLoaded = (visits: readonly Visit[], appUrl: string): string[] => {
  const origin = new URL(appUrl).origin;
  const paths = new Set<string>();
  for (const visit of visits) {
    for (const request of visit.requests) {
      const url = new URL(request.url);
      if (url.origin === origin && url.pathname.endsWith('.js')) paths.add(url.pathname);
    }
  }
  return [...paths];
};
