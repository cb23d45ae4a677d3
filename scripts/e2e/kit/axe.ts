import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

// Evaluated through the browser's protocol: the shop's Content-Security-Policy refuses an injected <script>.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  readonly id: string;
  readonly impact: string | null | undefined;
  readonly help: string;
  readonly targets: readonly string[];
}

/**
 * axe-core's serious and critical violations of the page as it is now (WCAG 2.x A and AA rules and
 * best practices), each with the elements it found them on, so a failing test says where to look.
 */
export const seriousViolations = async (page: Page): Promise<Violation[]> => {
  await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() => (window as unknown as { axe: { run: (context: Document) => Promise<AxeResults> } }).axe.run(document));
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
};
