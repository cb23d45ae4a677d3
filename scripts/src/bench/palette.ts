import type { Browser } from 'playwright-core';
import { launchChromium, signIn } from '../../e2e/local-app';
import { summary } from './stats';

/** Product name words of the demo catalogue (the bench writes 10,000 products named like them). */
const QUERIES = ['elbise', 'pembe', 'telefon', 'beyaz', 'organik', 'modern', 'dayanıklı', 'yeşil', 'kırmızı', 'siyah'];

/**
 * Command palette, in Chromium against the running app: from the moment the search request
 * leaves (the 300 ms debounce is over) to the results committed on screen, read from the
 * performance marks the palette sets. SUPER_ADMIN, so every result group is searched.
 */
export const benchPalette = async (appUrl: string, samples = 60): Promise<string> => {
  let browser: Browser;
  try {
    browser = await launchChromium();
  } catch (error) {
    // The other figures are still worth printing on a machine without Chromium.
    return error instanceof Error ? error.message : String(error);
  }
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(page, appUrl, 'super_admin@example.com');
    const opener = page.locator('[data-tour="palette"]');
    await opener.waitFor();
    // The tour would sit over the page on a first visit.
    await page.keyboard.press('Escape');
    await opener.click();
    const input = page.getByRole('combobox', { name: 'Arama' });
    await input.waitFor();

    const times: number[] = [];
    for (let i = 0; i < samples + 5; i++) {
      const query = QUERIES[i % QUERIES.length] as string;
      const before = await page.evaluate(() => performance.getEntriesByName('palette:rendered').length);
      await input.fill(query);
      await page.waitForFunction((n) => performance.getEntriesByName('palette:rendered').length > n, before);
      const ms = await page.evaluate(() => {
        const request = performance.getEntriesByName('palette:request').at(-1);
        const rendered = performance.getEntriesByName('palette:rendered').at(-1);
        return rendered && request ? rendered.startTime - request.startTime : Number.NaN;
      });
      // The first few warm the API's handler and the page.
      if (i >= 5) times.push(ms);
    }
    return summary(times);
  } finally {
    await browser.close();
  }
};
