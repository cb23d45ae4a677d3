import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../seed/demo-admins';
import { summary } from './stats';

const CHROMIUM = '/usr/bin/chromium';
/** Product name words of the demo catalogue (the bench writes 10,000 products named like them). */
const QUERIES = ['elbise', 'pembe', 'telefon', 'beyaz', 'organik', 'modern', 'dayanıklı', 'yeşil', 'kırmızı', 'siyah'];

/**
 * Command palette, in Chromium against the running app: from the moment the search request
 * leaves (the 300 ms debounce is over) to the results committed on screen, read from the
 * performance marks the palette sets. SUPER_ADMIN, so every result group is searched.
 */
export const benchPalette = async (appUrl: string, samples = 60): Promise<string> => {
  if (!existsSync(CHROMIUM)) return `${CHROMIUM} missing: apt-get install -y chromium`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
    ],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await page.goto(`${appUrl}/login`);
    await page.getByLabel('E-posta').fill('super_admin@example.com');
    await page.getByLabel('Şifre', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL('**/admin/**');
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
