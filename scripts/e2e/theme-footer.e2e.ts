import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signIn, startLocalApp, type LocalApp } from './local-app';

let app: LocalApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const ADMIN = 'theme_manager@example.com';
const SAVED = 'Tema ve ayarlar başarıyla kaydedildi';
/** Added to Sözleşmeler in this order, then the second moved above the first from the keyboard. */
const CONTRACTS = [
  { title: 'Mesafeli Satış Sözleşmesi', target: '/sayfa/mesafeli-satis-sozlesmesi' },
  { title: 'KVKK Aydınlatma Metni', target: '/sayfa/kvkk' },
] as const;
const ABOUT = { title: 'Hakkımızda', target: 'https://ornek.com/hakkimizda' } as const;
const FOOTER_TEXT = '© {yıl} E2E Mağaza. Tüm hakları saklıdır.';

beforeAll(async () => {
  app = await startLocalApp();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  const started = { browser: browser as Browser | undefined, app: app as LocalApp | undefined };
  await started.browser?.close().catch(() => undefined);
  await started.app?.cleanup();
});

const toolbar = (p: Page) => p.locator('.builder-toolbar');
const panel = (p: Page) => p.locator('.builder-settings-panel');
const dialog = (p: Page, name: string) => p.getByRole('dialog', { name, exact: true });
const confirmation = (p: Page) => p.locator('.p-confirm-dialog');
const liveRegions = (p: Page) =>
  p
    .locator('[id^="DndLiveRegion"]')
    .allTextContents()
    .then((texts) => texts.join(' | '));
const itemTitles = (list: Locator) => list.locator('.kit-item-title').allTextContents();
/** A column's links in the editor, top to bottom. */
const columnLinks = (settings: Locator, column: string) => itemTitles(settings.getByRole('region', { name: `${column} linkleri` }));
/** See theme-builder.e2e.ts: dnd-kit starts listening for arrows on a timer set at pick-up. */
const afterPickUp = (p: Page) => p.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

/** Opens the builder on the bottom area and the seeded footer's settings (a first click selects the row, a second opens its panel). */
const openFooter = async (p: Page) => {
  await p.goto(`${app.url}/admin/theme`);
  await p.getByRole('tab', { name: 'Alt' }).click();
  const row = p.getByTestId('builder-row').filter({ hasText: 'Alt Menü' });
  const main = row.locator('.builder-row-main');
  await main.waitFor();
  if ((await main.getAttribute('aria-pressed')) !== 'true') {
    await main.click();
    await expect.poll(() => main.getAttribute('aria-pressed')).toBe('true');
  }
  if (!(await panel(p).isVisible())) await main.click();
  await panel(p).locator('.kit-form legend').first().waitFor();
  return panel(p);
};

/** The wait for a toast starts before the action that shows it (toasts go after 4 s). */
const withToast = async (p: Page, text: string, action: () => Promise<void>) => {
  const shown = p.getByText(text).first().waitFor();
  try {
    await action();
  } catch (error) {
    shown.catch(() => undefined);
    throw error;
  }
  await shown;
};

/** Types a column count as an admin would: select what is there, type, leave the box. */
const setColumnCount = async (settings: Locator, value: number) => {
  const input = settings.getByLabel('Sütun sayısı', { exact: true });
  await input.click();
  await input.press('Control+a');
  await input.pressSequentially(String(value));
  await input.press('Tab');
};

/** Adds a link through the dialog: title, a custom address in the link picker, the column. */
const addLink = async (p: Page, settings: Locator, column: string, link: { title: string; target: string }) => {
  await settings.getByRole('button', { name: 'Link ekle', exact: true }).click();
  const form = dialog(p, 'Link ekle');
  await form.waitFor();
  await form.getByLabel('Link başlığı', { exact: true }).fill(link.title);
  await form.getByRole('button', { name: 'Bağlantı seç', exact: true }).click();
  const picker = dialog(p, 'Bağlantı Seç');
  await picker.waitFor();
  await picker.getByRole('button', { name: 'Özel', exact: true }).click();
  await picker.getByRole('textbox', { name: 'Adres' }).fill(link.target);
  await withToast(p, 'Link seçildi', () => picker.getByRole('button', { name: 'Seç', exact: true }).click());
  await picker.waitFor({ state: 'detached' });
  await form.locator('.p-dropdown').click();
  await p.getByRole('option', { name: column, exact: true }).click();
  await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await form.waitFor({ state: 'detached' });
};

/** What a shopper sees of the footer at one window width, in a fresh context. */
const checkStorefront = async (width: number, height: number, tracks: number) => {
  const shopper = await browser.newContext({ viewport: { width, height } });
  try {
    const shop = await shopper.newPage();
    await shop.goto(`${app.url}/`);
    const nav = shop.getByRole('navigation', { name: 'Alt menü' });
    await nav.waitFor();
    expect(await nav.getByRole('heading', { level: 2 }).allTextContents()).toEqual(['Kategoriler', 'Sözleşmeler', 'Sayfalar']);
    const columns = nav.locator('.sf-footer-column');
    const linksOf = (index: number) =>
      columns
        .nth(index)
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(await linksOf(1)).toEqual([
      [CONTRACTS[1].title, CONTRACTS[1].target],
      [CONTRACTS[0].title, CONTRACTS[0].target],
    ]);
    expect(await linksOf(2)).toEqual([[ABOUT.title, ABOUT.target]]);
    // The first column kept the demo shop's category links.
    expect((await linksOf(0)).length).toBeGreaterThan(0);
    expect(await columns.nth(2).evaluate((el) => getComputedStyle(el).textAlign)).toBe('right');
    expect(await nav.evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length)).toBe(tracks);
    const footer = shop.locator('footer.sf-footer');
    expect(await footer.locator('.sf-footer-text').textContent()).toBe(`© ${new Date().getFullYear()} E2E Mağaza. Tüm hakları saklıdır.`);
    expect(
      await footer
        .getByRole('list', { name: 'Güvenli ödeme' })
        .getByRole('img')
        .evaluateAll((imgs) => imgs.map((i) => i.getAttribute('aria-label'))),
    ).toEqual(['PayTR', 'Visa', 'Mastercard', 'Troy']);
    // Link colour and hover colour from the settings (the spec's defaults), above the page's own link colour.
    const about = columns.nth(2).getByRole('link', { name: ABOUT.title });
    expect(await about.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(107, 114, 128)');
    await about.hover();
    await expect.poll(() => about.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(59, 130, 246)');
  } finally {
    await shopper.close();
  }
};

describe('footer editor, saved and on the storefront', () => {
  it('builds a footer with links in two new columns through the editor; save, reload; shoppers see it at 1440 and 390 px', async () => {
    await signIn(page, app.url, ADMIN);
    let settings = await openFooter(page);

    // The demo footer has two columns with links: going down to one asks first, and Sil drops the second with its links.
    await setColumnCount(settings, 1);
    const confirm = confirmation(page);
    await confirm.getByText(/Popüler Kategoriler sütunu içindeki \d+ linkle birlikte silinecek\. Devam edilsin mi\?/).waitFor();
    await confirm.getByRole('button', { name: 'Sil', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await settings.getByRole('region', { name: 'Popüler Kategoriler linkleri' }).waitFor({ state: 'detached' });
    // Back to three: two new columns with the spec's default titles.
    await setColumnCount(settings, 3);
    await settings.getByRole('region', { name: 'Sayfalar linkleri' }).waitFor();
    expect(await itemTitles(settings.getByRole('list', { name: 'Sütunlar' }))).toEqual(['Kategoriler', 'Sözleşmeler', 'Sayfalar']);

    // Links into two columns through the dialog's column choice; the second contract moved up from the keyboard.
    for (const link of CONTRACTS) await addLink(page, settings, 'Sözleşmeler', link);
    await addLink(page, settings, 'Sayfalar', ABOUT);
    expect(await columnLinks(settings, 'Sözleşmeler')).toEqual(CONTRACTS.map((l) => l.title));
    await settings.getByRole('button', { name: `${CONTRACTS[1].title}: taşı` }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => liveRegions(page)).toContain(`${CONTRACTS[1].title} taşınmak için alındı. Şu an 2 öğe içinde 2. sırada.`);
    await afterPickUp(page);
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => liveRegions(page)).toContain(`${CONTRACTS[1].title}, 2 öğe içinde 1. sıraya taşındı.`);
    await page.keyboard.press('Space');
    await expect.poll(() => columnLinks(settings, 'Sözleşmeler')).toEqual([CONTRACTS[1].title, CONTRACTS[0].title]);

    // Sayfalar aligned right in its column dialog; the footer text with the year token; the PayTR logos.
    await settings.getByRole('button', { name: 'Sayfalar: düzenle', exact: true }).click();
    const column = dialog(page, 'Sütunu düzenle');
    await column.waitFor();
    await column.getByRole('button', { name: 'Sağa', exact: true }).click();
    await column.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await column.waitFor({ state: 'detached' });
    await settings.getByLabel('Alt bilgi metni', { exact: true }).fill(FOOTER_TEXT);
    await settings.getByRole('button', { name: 'PayTR', exact: true }).click();

    await page.getByTestId('builder-unsaved').waitFor();
    await withToast(page, SAVED, () => toolbar(page).getByRole('button', { name: 'Kaydet', exact: true }).click());
    await page.getByTestId('builder-unsaved').waitFor({ state: 'detached' });

    // After a reload the editor shows what was saved.
    await page.reload();
    settings = await openFooter(page);
    expect(await settings.getByLabel('Sütun sayısı', { exact: true }).inputValue()).toBe('3');
    expect(await columnLinks(settings, 'Sözleşmeler')).toEqual([CONTRACTS[1].title, CONTRACTS[0].title]);
    expect(await columnLinks(settings, 'Sayfalar')).toEqual([ABOUT.title]);
    expect(await settings.getByLabel('Alt bilgi metni', { exact: true }).inputValue()).toBe(FOOTER_TEXT);

    await checkStorefront(1440, 900, 3);
    await checkStorefront(390, 844, 2);
  }, 240_000);
});
