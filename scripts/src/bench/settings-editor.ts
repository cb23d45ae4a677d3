/// <reference lib="dom" />
import type { Page } from 'playwright-core';
import { launchChromium } from '../../e2e/local-app';
import { RUNS, measureTraced, openSeededBuilder, waitForBuilder, webDistBuilt } from './builder';

/**
 * The settings editors in headless Chromium, measured as the builder bench measures (script time on
 * the renderer's main thread between user-timing marks, from a Chrome trace): opening a fixed
 * banner's settings panel, and one keystroke in its text, until the panel and the preview frame
 * have both changed and two frames have passed.
 */

export const SETTINGS_BENCH_SIZES: readonly number[] = process.env.BENCH_SETTINGS_SIZES
  ? process.env.BENCH_SETTINGS_SIZES.split(',').map(Number)
  : [50, 1000];

export interface SettingsBenchResult {
  readonly size: number;
  readonly open: { readonly median: number; readonly p95: number };
  readonly keystroke: { readonly median: number; readonly p95: number };
}

type Step = 'open' | 'keystroke';

const runOnce = (page: Page, step: Step, run: number, measured: boolean) =>
  page.evaluate(
    async ({ step, run, measured }) => {
      const actor = window.__builder;
      if (!actor) throw new Error('no builder');
      const context = actor.getSnapshot().context as unknown as { order: { middle: string[] }; byId: Record<string, { componentType: string }> };
      const id = context.order.middle.find((c) => context.byId[c]?.componentType === 'BANNER_COMPONENT');
      if (!id) throw new Error('no fixed banner in the area');
      const frames = () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
      const panelBody = () => document.querySelector('.builder-settings-panel .kit-form');
      const textArea = () =>
        Array.from(document.querySelectorAll<HTMLTextAreaElement>('.builder-settings-panel textarea')).find(
          (el) => document.querySelector(`label[for="${el.id}"]`)?.textContent === 'Duyuru metni',
        );
      // Selected afresh with the panel closed: selecting the selected component again would toggle its panel.
      const selectClosed = () => {
        actor.send({ type: 'component.select', id: null });
        actor.send({ type: 'component.select', id });
      };
      if (step === 'open') {
        selectClosed();
        await frames();
      } else if (!textArea()) {
        selectClosed();
        actor.send({ type: 'panel.toggle' });
        const asked = performance.now();
        await new Promise<void>((resolve, reject) => {
          const check = () => {
            if (textArea()) resolve();
            else if (performance.now() - asked > 10_000) reject(new Error('the settings panel did not open'));
            else requestAnimationFrame(check);
          };
          check();
        });
        await frames();
      }
      const frameBody = document.querySelector<HTMLIFrameElement>('iframe.builder-preview-frame')?.contentDocument?.body ?? null;
      let previewChanged = false;
      const previewObserver = new MutationObserver(() => (previewChanged = true));
      if (frameBody) previewObserver.observe(frameBody, { subtree: true, childList: true, characterData: true, attributes: true });
      performance.mark(measured ? `bench-start-${run}` : `warmup-start-${run}`);
      const began = performance.now();
      let done: () => boolean;
      if (step === 'open') {
        actor.send({ type: 'panel.toggle' });
        done = () => panelBody() !== null;
      } else {
        const field = textArea() as HTMLTextAreaElement;
        const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
        setValue?.call(field, `${field.value}a`);
        field.dispatchEvent(new Event('input', { bubbles: true }));
        if (!frameBody) throw new Error('the preview frame is not there');
        done = () => previewChanged;
      }
      await new Promise<void>((resolve, reject) => {
        const check = () => {
          if (done()) resolve();
          else if (performance.now() - began > 5000) reject(new Error(`${step}: the panel or the preview did not change within 5 s`));
          else requestAnimationFrame(check);
        };
        check();
      });
      await frames();
      performance.mark(measured ? `bench-end-${run}` : `warmup-end-${run}`);
      previewObserver.disconnect();
    },
    { step, run, measured },
  );

const measure = (page: Page, step: Step) => measureTraced(page, (i, measured) => runOnce(page, step, i, measured));

export const benchSettingsEditor = async (appUrl: string, email: string): Promise<SettingsBenchResult[]> => {
  const browser = await launchChromium();
  const results: SettingsBenchResult[] = [];
  try {
    for (const size of SETTINGS_BENCH_SIZES) {
      const { context, page } = await openSeededBuilder(browser, appUrl, email, size);
      await waitForBuilder(page, size);
      await page.waitForTimeout(500);
      const open = await measure(page, 'open');
      const keystroke = await measure(page, 'keystroke');
      results.push({ size, open, keystroke });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
};

/** The settings editors' section of `npm run bench`. */
export const runSettingsBench = async (appUrl: string, email: string): Promise<void> => {
  console.log(`\nSettings editors in headless Chromium (budget: keystroke < 16 ms script, preview included; panel open < 100 ms; ${RUNS} runs)`);
  if (!webDistBuilt()) return;
  for (const r of await benchSettingsEditor(appUrl, email)) {
    console.log(
      `  ${String(r.size).padStart(5)} components   open p50/p95 ${r.open.median.toFixed(1)} / ${r.open.p95.toFixed(1)} ms   keystroke p50/p95 ${r.keystroke.median.toFixed(1)} / ${r.keystroke.p95.toFixed(1)} ms`,
    );
  }
};
