import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** The texts of dnd-kit's live regions (its announcements; one per sortable list on the page), joined. */
export const liveRegions = (page: Page): Promise<string> =>
  page
    .locator('[id^="DndLiveRegion"]')
    .allTextContents()
    .then((texts) => texts.join(' | '));

/**
 * dnd-kit listens for the moving keys from a timer it sets at pick-up, and Chromium runs queued
 * key presses before timers: wait until that timer has run, or an arrow pressed at once is lost.
 */
export const afterPickUp = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

export interface KeyboardMove {
  /** Announced when Space picks the item up. */
  readonly pickedUp: string;
  readonly key: 'ArrowUp' | 'ArrowDown';
  /** Announced after each press of `key`, in order: one press a text. */
  readonly moved: readonly string[];
  /** Space drops the item, Escape cancels the move (Space unless told). */
  readonly end?: 'Space' | 'Escape';
  /** Announced after the end; left out, the caller checks the outcome itself. */
  readonly ended?: string | RegExp;
}

/** Moves a sortable item from the keyboard as a keyboard user does, waiting for each Turkish announcement. */
export const moveWithKeyboard = async (handle: Locator, move: KeyboardMove): Promise<void> => {
  const page = handle.page();
  await handle.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => liveRegions(page)).toContain(move.pickedUp);
  await afterPickUp(page);
  for (const text of move.moved) {
    await page.keyboard.press(move.key);
    await expect.poll(() => liveRegions(page)).toContain(text);
  }
  await page.keyboard.press(move.end ?? 'Space');
  if (move.ended !== undefined) await expect.poll(() => liveRegions(page)).toMatch(move.ended);
};
