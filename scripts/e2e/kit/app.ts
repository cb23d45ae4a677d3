import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium } from '../local-app';
import { takePooledApp, type FileApp } from './app-pool';

export const DESKTOP = { width: 1440, height: 900 } as const;
export const PHONE = { width: 390, height: 844 } as const;

export interface PageOptions extends BrowserContextOptions {
  /** Playwright's wait for every action and locator wait of the page, in ms (its own default is 30 s). */
  readonly timeout?: number;
}

export interface TestApp {
  readonly url: string;
  /** The `npm start` process: for the tests that stop it or reach its services. */
  readonly local: FileApp;
  readonly browser: Browser;
  /** A desktop-sized page in a browser context of its own (its own session and storage); closing the page closes the context. */
  newPage(options?: PageOptions): Promise<Page>;
}

/**
 * The file's app: one `npm start` runtime (free ports, its own copy of the seeded data; taken from
 * the suite's app pool, which started it while the previous file ran: see app-pool.ts) and one
 * Chromium, started before the file's first test and stopped after its last;
 * every page is a fresh context of that browser. One runtime per file, not per suite: most files
 * assert on the seed as it was (the theme's version numbers, the demo theme's rows, the ten orders,
 * unread notifications) and would see each other's writes.
 */
export const useTestApp = (defaults: PageOptions = {}): TestApp => {
  let local: FileApp | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    // Chromium starts while the runtime seeds; both are kept even if the other fails, so afterAll stops them.
    const starts = await Promise.allSettled([
      takePooledApp(inject('e2eAppPool')).then((app) => (local = app)),
      launchChromium().then((chromium) => (browser = chromium)),
    ]);
    for (const start of starts) if (start.status === 'rejected') throw start.reason;
  });

  afterAll(async () => {
    await browser?.close().catch(() => undefined);
    await local?.cleanup();
  });

  const started = () => {
    if (!local || !browser) throw new Error('the app or the browser did not start');
    return { local, browser };
  };

  return {
    get url() {
      return started().local.url;
    },
    get local() {
      return started().local;
    },
    get browser() {
      return started().browser;
    },
    newPage: async (options = {}) => {
      const { timeout, ...context } = { ...defaults, ...options };
      const page = await started().browser.newPage({ viewport: DESKTOP, ...context });
      if (timeout !== undefined) page.context().setDefaultTimeout(timeout);
      return page;
    },
  };
};
