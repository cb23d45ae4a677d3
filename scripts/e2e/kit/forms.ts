import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * A PrimeReact number box: select what is there, type as an admin would, leave the box; with
 * `shown`, waits until the box shows that (formatted, in tr-TR) value.
 */
export const typeNumber = async (input: Locator, typed: string, shown?: string): Promise<void> => {
  await input.click();
  await input.press('Control+a');
  await input.pressSequentially(typed);
  await input.press('Tab');
  if (shown !== undefined) await expect.poll(() => input.inputValue()).toBe(shown);
};

export interface UploadFile {
  readonly name: string;
  readonly mimeType: string;
  readonly buffer: Buffer;
}

/** Uploads a file in an open media picker: its tile appears picked at once, or the picker's reason fails the test. */
export const uploadInPicker = async (picker: Locator, file: UploadFile): Promise<void> => {
  await picker.locator('input[type=file]').setInputFiles(file);
  const tile = picker.locator(`button.media-picker__tile[title="${file.name}"]`);
  const failure = picker.getByRole('alert');
  await tile.or(failure).first().waitFor();
  if (await failure.isVisible()) throw new Error(`upload of ${file.name} failed: ${await failure.textContent()}`);
  await expect.poll(() => tile.getAttribute('aria-pressed')).toBe('true');
};
