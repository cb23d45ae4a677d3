import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signIn, startLocalApp, type LocalApp } from './local-app';

let app: LocalApp;
let browser: Browser;

beforeAll(async () => {
  app = await startLocalApp();
  browser = await launchChromium();
});

afterAll(async () => {
  const started = { browser: browser as Browser | undefined, app: app as LocalApp | undefined };
  await started.browser?.close().catch(() => undefined);
  await started.app?.cleanup();
});

/** A page signed in as `email`, the first-visit tour closed. */
const openAs = async (email: string): Promise<Page> => {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signIn(page, app.url, email);
  const tour = page.getByRole('dialog', { name: 'Yönetim alanları' });
  await tour.waitFor({ timeout: 5000 }).catch(() => undefined);
  if (await tour.isVisible()) await page.keyboard.press('Escape');
  await tour.waitFor({ state: 'hidden' });
  return page;
};

describe('İndirim Kodları and the Açılır Pencere page', () => {
  it('a marketing manager creates a code from the menu, sees it listed, is refused a taken one, and filters by state', async () => {
    const page = await openAs('marketing_manager@example.com');
    await page.getByRole('link', { name: 'İndirim Kodları' }).click();
    await page.getByRole('heading', { name: 'İndirim Kodları' }).waitFor();

    await page.getByRole('button', { name: 'Yeni kod' }).click();
    const dialog = page.getByRole('dialog', { name: 'Yeni indirim kodu' });
    await dialog.getByLabel('Kod', { exact: true }).fill('bahar-2026');
    await dialog.getByLabel('İndirim değeri').pressSequentially('15');
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row').filter({ hasText: 'BAHAR-2026' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/%15[\s\S]*0 \/ 1[\s\S]*Süresiz[\s\S]*Aktif/);

    await page.getByRole('button', { name: 'Yeni kod' }).click();
    await dialog.getByLabel('Kod', { exact: true }).fill('BAHAR-2026');
    await dialog.getByLabel('İndirim değeri').pressSequentially('5');
    await dialog.getByRole('button', { name: 'Oluştur' }).click();
    await dialog.getByText('Bu kod zaten var.').waitFor();
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();

    await page.getByRole('button', { name: 'BAHAR-2026 kodunu devre dışı bırak' }).click();
    await page.getByRole('dialog', { name: 'Kodu devre dışı bırak' }).getByRole('button', { name: 'Devre dışı bırak' }).click();
    await row.getByText('Devre dışı', { exact: true }).waitFor();

    await page.goto(`${app.url}/admin/campaign/code?state=INACTIVE`);
    await page.getByRole('row').filter({ hasText: 'BAHAR-2026' }).waitFor();
    await page.goto(`${app.url}/admin/campaign/code?state=ACTIVE`);
    await page
      .getByText(/Bu filtrelere uyan indirim kodu yok|KOD/)
      .first()
      .waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'BAHAR-2026' }).count()).toBe(0);
    await page.close();
  });

  it('a content manager edits the popup on /admin/content/popup and the storefront shows it', async () => {
    const page = await openAs('content_manager@example.com');
    await page.getByRole('link', { name: 'Açılır Pencere' }).click();
    await page.getByRole('heading', { name: 'Açılır Pencere', level: 1 }).waitFor();
    await page.getByRole('button', { name: /^Açılır pencere(yi düzenle| oluştur)$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Açılır Pencere' });
    await dialog.getByLabel('Başlık').fill('İçerik ekibinden merhaba');
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('region', { name: 'Kayıtlı açılır pencere' }).getByText('İçerik ekibinden merhaba').waitFor();
    await page.close();

    const shop = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await shop.goto(`${app.url}/`);
    await shop.getByRole('dialog').filter({ hasText: 'İçerik ekibinden merhaba' }).waitFor();
    await shop.close();
  });
});
