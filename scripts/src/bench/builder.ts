/// <reference lib="dom" />
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { REPO_ROOT } from '../local/runtime';
import { launchChromium, signIn } from '../../e2e/local-app';
import { percentile } from './stats';

/**
 * The theme builder in headless Chromium: with N components in one area, the main-thread script
 * time of one interaction, from dispatching the machine event until the double requestAnimationFrame
 * after the sidebar and the preview frame have changed, read from a Chrome trace (user-timing marks
 * around each run; the union of script slices of the renderer's main thread between them).
 */

/** The handle the builder page sets with `?bench=1` (web/src/features/theme/bench-hook.ts), as far as the bench uses it. */
interface BenchActor {
  send(event: { type: string } & Record<string, unknown>): void;
  getSnapshot(): { context: { isHydrated: boolean; order: { middle: readonly string[] } } };
}

declare global {
  interface Window {
    __builder?: BenchActor;
  }
}

export const BUILDER_BENCH_SIZES: readonly number[] = process.env.BENCH_BUILDER_SIZES
  ? process.env.BENCH_BUILDER_SIZES.split(',').map(Number)
  : [50, 100, 300, 1000];
export const RUNS = Number(process.env.BENCH_BUILDER_RUNS ?? 10);
const WARMUP_RUNS = 2;
/** Types an area may hold many of (HEADER and FOOTER are unique per area). */
const SEED_TYPES = ['BANNER', 'PRODUCT_LIST', 'MARQUEE', 'BANNER_COMPONENT', 'GALLERY', 'VIDEO', 'FAQ', 'NEWSLETTER'] as const;

export type BuilderOperation = 'reorder' | 'rename' | 'toggle' | 'delete' | 'insert';
export const BUILDER_OPERATIONS: readonly BuilderOperation[] = ['reorder', 'rename', 'toggle', 'delete', 'insert'];

export interface BuilderBenchResult {
  readonly size: number;
  readonly loadToInteractiveMs: number;
  readonly operations: Record<BuilderOperation, { readonly median: number; readonly p95: number }>;
}

const SCRIPT_EVENTS = new Set([
  'FunctionCall',
  'EvaluateScript',
  'EventDispatch',
  'TimerFire',
  'FireAnimationFrame',
  'RunMicrotasks',
  'V8.Execute',
  'v8.callFunction',
  'v8.run',
  'ParseHTML',
]);
const TRACE_CATEGORIES = ['devtools.timeline', 'blink.user_timing', 'v8.execute', 'v8', 'disabled-by-default-devtools.timeline'];

export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly ts: number;
  readonly dur?: number;
  readonly pid: number;
  readonly tid: number;
  readonly args?: { name?: string; data?: unknown };
}

/** Script milliseconds between each pair of `bench-start-i` / `bench-end-i` marks. */
export const scriptTimePerRun = (events: readonly TraceEvent[], runs: number): number[] => {
  const marks = new Map<string, TraceEvent>();
  for (const event of events) if (event.name.startsWith('bench-')) marks.set(event.name, event);
  const start0 = marks.get('bench-start-0');
  if (!start0) throw new Error('trace has no bench marks');
  const mainThreads = new Set(
    events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const slices: [number, number][] = [];
  const open = new Map<string, number[]>();
  for (const event of events) {
    if (!SCRIPT_EVENTS.has(event.name) || !mainThreads.has(`${event.pid}:${event.tid}`)) continue;
    if (event.ph === 'X' && event.dur !== undefined) slices.push([event.ts, event.ts + event.dur]);
    else if (event.ph === 'B')
      open.set(`${event.pid}:${event.tid}:${event.name}`, [...(open.get(`${event.pid}:${event.tid}:${event.name}`) ?? []), event.ts]);
    else if (event.ph === 'E') {
      const begun = open.get(`${event.pid}:${event.tid}:${event.name}`)?.pop();
      if (begun !== undefined) slices.push([begun, event.ts]);
    }
  }
  slices.sort((a, b) => a[0] - b[0]);
  const busyBetween = (from: number, to: number) => {
    let busy = 0;
    let reach = from;
    for (const [s, e] of slices) {
      if (e <= reach || s >= to) continue;
      const begin = Math.max(s, reach);
      const end = Math.min(e, to);
      if (end > begin) busy += end - begin;
      reach = Math.max(reach, end);
    }
    return busy / 1000;
  };
  return Array.from({ length: runs }, (_, i) => {
    const start = marks.get(`bench-start-${i}`);
    const end = marks.get(`bench-end-${i}`);
    if (!start || !end) throw new Error(`trace misses the marks of run ${i}`);
    return busyBetween(start.ts, end.ts);
  });
};

export const waitForBuilder = async (page: Page, size: number) => {
  await page.waitForFunction(
    (n) => {
      const actor = window.__builder;
      return !!actor && actor.getSnapshot().context.order.middle.length === n && document.querySelectorAll('[data-testid="builder-row"]').length > 0;
    },
    size,
    { timeout: 120_000 },
  );
};

/** Empties the middle area and fills it through the machine, as the add drawer would, then waits until it is kept locally. */
export const seed = async (page: Page, size: number) => {
  await page.evaluate(
    ({ n, types }) => {
      const actor = window.__builder;
      if (!actor) throw new Error('no builder');
      actor.send({ type: 'tab.switch', tab: 'middle' });
      // The demo shop's middle area comes first: start from an empty one so the area holds exactly n.
      for (const id of [...actor.getSnapshot().context.order.middle]) actor.send({ type: 'component.remove', id });
      for (let i = 0; i < n; i++) actor.send({ type: 'component.add', componentType: types[i % types.length] });
      actor.send({ type: 'component.select', id: null });
    },
    { n: size, types: SEED_TYPES },
  );
  await waitForBuilder(page, size);
};

/** One measured interaction; `prepare` and `restore` run outside the marks. */
const runOnce = (page: Page, operation: BuilderOperation, run: number, measured: boolean) =>
  page.evaluate(
    async ({ operation, run, measured }) => {
      const actor = window.__builder;
      if (!actor) throw new Error('no builder');
      const ids = actor.getSnapshot().context.order.middle;
      const first = ids[0] as string;
      const sidebar = document.querySelector('.builder-sidebar') as Element;
      const frame = document.querySelector<HTMLIFrameElement>('iframe.builder-preview-frame');
      const frameBody = frame?.contentDocument?.body ?? null;
      const previewShowsComponents = !!frameBody?.querySelector('[data-component-id]');
      let sidebarChanged = false;
      let previewChanged = false;
      const options = { subtree: true, childList: true, attributes: true, characterData: true };
      const sidebarObserver = new MutationObserver(() => (sidebarChanged = true));
      sidebarObserver.observe(sidebar, options);
      const previewObserver = new MutationObserver(() => (previewChanged = true));
      if (frameBody) previewObserver.observe(frameBody, options);
      // A rename shows in the sidebar only; the others in both.
      const expectPreview = previewShowsComponents && operation !== 'rename';
      const event =
        operation === 'reorder'
          ? ({ type: 'component.reorder', id: first, toIndex: ids.length - 1 } as const)
          : operation === 'rename'
            ? ({ type: 'component.rename', id: first, name: `Bileşen ${run}` } as const)
            : operation === 'toggle'
              ? ({ type: 'component.toggleActive', id: first } as const)
              : operation === 'delete'
                ? ({ type: 'component.remove', id: first } as const)
                : ({ type: 'component.add', componentType: 'NEWSLETTER' } as const);
      const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
      const label = measured ? `bench-start-${run}` : `warmup-start-${run}`;
      performance.mark(label);
      const began = performance.now();
      actor.send(event);
      await new Promise<void>((resolve) => {
        const check = () => {
          if ((sidebarChanged && (previewChanged || !expectPreview)) || performance.now() - began > 2000) resolve();
          else requestAnimationFrame(check);
        };
        check();
      });
      await frames();
      performance.mark(measured ? `bench-end-${run}` : `warmup-end-${run}`);
      sidebarObserver.disconnect();
      previewObserver.disconnect();
      // Back to N components for the next run (not measured).
      if (operation === 'delete' || operation === 'insert') actor.send({ type: 'history.undo' });
      actor.send({ type: 'component.select', id: null });
      await frames();
    },
    { operation, run, measured },
  );

/**
 * Warm-up runs, then RUNS runs under a Chrome trace; `run(i, measured)` marks each measured run with
 * `bench-start-i` / `bench-end-i`. Median and p95 of their script milliseconds.
 */
export const measureTraced = async (page: Page, run: (index: number, measured: boolean) => Promise<void>) => {
  for (let i = 0; i < WARMUP_RUNS; i++) await run(i, false);
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser');
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  for (let i = 0; i < RUNS; i++) await run(i, true);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const times = scriptTimePerRun(trace.traceEvents, RUNS);
  return { median: percentile(times, 50), p95: percentile(times, 95) };
};

const measureOperation = (page: Page, operation: BuilderOperation) => measureTraced(page, (i, measured) => runOnce(page, operation, i, measured));

/**
 * The builder with `?bench=1` in a fresh context (it keeps unsaved work per admin in the context's
 * storage), signed in, its middle area holding `size` components.
 */
export const openSeededBuilder = async (browser: Browser, appUrl: string, email: string, size: number) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  // tsx keeps function names with a `__name` helper that the page does not have.
  await context.addInitScript({ content: 'window.__name = (fn) => fn;' });
  const page = await context.newPage();
  await signIn(page, appUrl, email);
  await page.goto(`${appUrl}/admin/theme?bench=1`);
  await page.waitForFunction(() => window.__builder?.getSnapshot().context.isHydrated === true, undefined, { timeout: 60_000 });
  await seed(page, size);
  return { context, page };
};

export const benchBuilder = async (appUrl: string, email: string): Promise<BuilderBenchResult[]> => {
  const browser = await launchChromium();
  const results: BuilderBenchResult[] = [];
  try {
    for (const size of BUILDER_BENCH_SIZES) {
      const { context, page } = await openSeededBuilder(browser, appUrl, email, size);
      // Let the debounced local copy land, then load again: load to interactive with N unsaved components.
      await page.waitForTimeout(1500);
      await page.reload();
      await waitForBuilder(page, size);
      const loadToInteractiveMs = await page.evaluate(() => performance.now());
      await page.waitForTimeout(500);
      const operations = {} as Record<BuilderOperation, { median: number; p95: number }>;
      for (const operation of BUILDER_OPERATIONS) operations[operation] = await measureOperation(page, operation);
      results.push({ size, loadToInteractiveMs, operations });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
};

const cell = (text: string, width: number) => text.padStart(width);

/** The runtime serves web/dist, or the build named by WEB_DIST; says so when it is missing. */
export const webDistBuilt = (): boolean => {
  if (existsSync(join(process.env.WEB_DIST ?? join(REPO_ROOT, 'web/dist'), 'index.html'))) return true;
  console.log('  web/dist missing: run `npm run build -w web`');
  return false;
};

/** The builder's section of `npm run bench`: one row per size, script ms p50 / p95 per interaction. */
export const runBuilderBench = async (appUrl: string, email: string): Promise<void> => {
  console.log(`\nTheme builder in headless Chromium (budget: < 16 ms script per interaction, flat from 50 to 1,000; ${RUNS} runs)`);
  if (!webDistBuilt()) return;
  const results = await benchBuilder(appUrl, email);
  const header = ['components', ...BUILDER_OPERATIONS.map((op) => `${op} p50/p95`), 'load to interactive'];
  console.log(`  ${header.map((h, i) => cell(h, i === 0 ? 10 : 18)).join(' ')}`);
  for (const r of results) {
    const ops = BUILDER_OPERATIONS.map((op) => cell(`${r.operations[op].median.toFixed(1)} / ${r.operations[op].p95.toFixed(1)} ms`, 18));
    console.log(`  ${[cell(String(r.size), 10), ...ops, cell(`${r.loadToInteractiveMs.toFixed(0)} ms`, 18)].join(' ')}`);
  }
};
