import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../e2e/local-app';
import { freePort } from '../local/free-port';
import { lighthouseScores } from './lighthouse';
import {
  CPU_SLOWDOWN,
  measureStorefrontVitals,
  requestsBeforeLcp,
  scriptsLoaded,
  STOREFRONT_VITALS_RUNS,
  type StorefrontPage,
} from './storefront-vitals';
import { measureServedAssets, measureStorefrontJs } from './web-bundle';

type Line = (label: string, value: string) => void;

/** Issue 32's budgets: a storefront as fast as a static page on a phone. */
const BUDGET = { lcpP50Ms: 1000, lcpMaxMs: 1500, cls: 0.05, longTaskMs: 50, lighthouse: 95, jsKb: 60, htmlKb: 50 } as const;

const ms = (value: number) => `${Math.round(value).toLocaleString('en-US')} ms`;
const over = (withinBudget: boolean) => (withinBudget ? '' : '  ✗ over budget');
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The pages a new shopper meets first, read off the demo's home (a warm visit, not measured):
 * the header menu's first category and the first product card.
 */
const pickPages = async (browser: Browser, appUrl: string): Promise<StorefrontPage[]> => {
  const context = await browser.newContext();
  try {
    const tab = await context.newPage();
    await tab.goto(`${appUrl}/`);
    const category = tab.locator('header a[href^="/category/"]').first();
    const product = tab.locator('.sf-product-card a[href^="/product/"]').first();
    await Promise.all([category.waitFor({ state: 'attached' }), product.waitFor({ state: 'attached' })]);
    return [
      { name: 'home', path: '/', ready: '.sf-area--middle .sf-component' },
      { name: 'category', path: (await category.getAttribute('href')) ?? '', ready: '.sf-category .sf-product-card' },
      { name: 'product', path: (await product.getAttribute('href')) ?? '', ready: '.sf-product-page h1' },
    ];
  } finally {
    await context.close();
  }
};

/** `/` as it leaves the server: its gzipped size and how many product cards it already holds. */
const measureHomeHtml = async (appUrl: string) => {
  const html = await (await fetch(`${appUrl}/`)).text();
  return {
    gzipKb: gzipSync(html).length / 1024,
    rawKb: Buffer.byteLength(html) / 1024,
    cards: html.split('class="sf-product-card"').length - 1,
  };
};

/**
 * The storefront's section of `npm run bench` (issue 32's budgets): cold visits of `/`, a category
 * and a product page on a phone profile, Lighthouse's mobile scores for the same pages, and the
 * weight of `/` — in one browser, which Lighthouse reaches through its debugging port.
 * Figures only: a miss is marked, never a failure.
 */
export const runStorefrontBench = async (appUrl: string, line: Line): Promise<void> => {
  console.log(
    `\nStorefront on a phone (390 px, CPU ${CPU_SLOWDOWN}× slower, ${STOREFRONT_VITALS_RUNS} cold visits of each page; ` +
      `budget: LCP p50 < ${BUDGET.lcpP50Ms} ms and worst < ${BUDGET.lcpMaxMs} ms, CLS < ${BUDGET.cls}, no long task ≥ ${BUDGET.longTaskMs} ms)`,
  );
  const port = await freePort();
  const browser = await launchChromium([`--remote-debugging-port=${port}`]);
  try {
    const pages = await pickPages(browser, appUrl).catch((error: unknown) => message(error));
    if (typeof pages === 'string') {
      line('storefront pages', `failed: ${pages}`);
      return;
    }
    const vitals = await measureStorefrontVitals(browser, appUrl, pages).catch((error: unknown) => message(error));
    if (typeof vitals === 'string') line('storefront vitals', `failed: ${vitals}`);
    else {
      for (const v of vitals) {
        const first = v.visits[0];
        console.log(`  ${v.page.name} ${v.page.path} (LCP element: ${first?.lcpElement || '?'})`);
        line('  LCP p50 / worst', `${ms(v.lcpP50)} / ${ms(v.lcpMax)}${over(v.lcpP50 < BUDGET.lcpP50Ms && v.lcpMax < BUDGET.lcpMaxMs)}`);
        line('  CLS worst', `${v.clsMax.toFixed(3)}${over(v.clsMax < BUDGET.cls)}`);
        line(
          '  long tasks: most in a visit · longest',
          `${v.longTaskCountMax} · ${v.longTaskMaxMs > 0 ? ms(v.longTaskMaxMs) : 'none'}${over(v.longTaskMaxMs < BUDGET.longTaskMs)}`,
        );
      }
      const home = vitals[0];
      if (home) {
        const before = requestsBeforeLcp(home.visits);
        const clean = before.others.length === 0 && before.css.length <= 1;
        console.log(`  / requests started before LCP in any visit (budget: the HTML, one CSS file and the LCP image)${over(clean)}`);
        line('  CSS', before.css.join(', ') || 'none');
        line('  LCP image', before.lcpImage.join(', ') || 'none (the LCP element is text)');
        const scripts = before.others.filter((p) => p.endsWith('.js')).length;
        const fonts = before.others.filter((p) => p.endsWith('.woff2')).length;
        const rest = before.others.filter((p) => !p.endsWith('.js') && !p.endsWith('.woff2'));
        line(`  others (${before.others.length})`, [`${scripts} scripts`, `${fonts} fonts`, ...rest].join(' · '));
        const loaded = measureServedAssets(scriptsLoaded(home.visits, appUrl));
        line(
          '  / JavaScript fetched on a cold visit',
          loaded
            ? `${loaded.gzipKb.toFixed(1)} KB gzipped in ${loaded.files} files (budget < ${BUDGET.jsKb} KB)${over(loaded.gzipKb < BUDGET.jsKb)}`
            : 'none',
        );
      }
    }

    console.log(`\nStorefront weight of / (budget: JavaScript < ${BUDGET.jsKb} KB, HTML < ${BUDGET.htmlKb} KB gzipped)`);
    const js = measureStorefrontJs();
    line(
      '/ initial JavaScript (entry and preloads)',
      js ? `${js.gzipKb.toFixed(1)} KB gzipped in ${js.files} files${over(js.gzipKb < BUDGET.jsKb)}` : 'web/dist missing: run `npm run build -w web`',
    );
    const html = await measureHomeHtml(appUrl);
    line(
      '/ HTML document',
      `${html.gzipKb.toFixed(1)} KB gzipped (${html.rawKb.toFixed(1)} KB raw; ${html.cards} product cards in it)${over(html.gzipKb < BUDGET.htmlKb)}`,
    );

    console.log(`\nLighthouse mobile preset, one run per page (budget: performance ≥ ${BUDGET.lighthouse}, accessibility ≥ ${BUDGET.lighthouse})`);
    for (const page of pages) {
      const scores = await lighthouseScores(`${appUrl}${page.path}`, port).catch((error: unknown) => message(error));
      line(
        `${page.name} ${page.path}`,
        typeof scores === 'string'
          ? `failed: ${scores}`
          : `performance ${scores.performance} · accessibility ${scores.accessibility} (its LCP ${ms(scores.lcpMs)}, TBT ${ms(scores.tbtMs)})` +
              over(scores.performance >= BUDGET.lighthouse && scores.accessibility >= BUDGET.lighthouse),
      );
    }
  } finally {
    await browser.close();
  }
};
