import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useTestApp, type PageOptions } from './kit/app';
import { itemTitles, ThemeBuilder } from './kit/builder';
import { moveWithKeyboard } from './kit/drag';
import { typeNumber } from './kit/forms';
import { withToast } from './kit/shell';
import { asShopper } from './kit/storefront';

const app = useTestApp();

const ADMIN = 'theme_manager@example.com';
/** Added to Sözleşmeler in this order, then the second moved above the first from the keyboard. */
const CONTRACTS = [
  { title: 'Mesafeli Satış Sözleşmesi', target: '/sayfa/mesafeli-satis-sozlesmesi' },
  { title: 'KVKK Aydınlatma Metni', target: '/sayfa/kvkk' },
] as const;
const ABOUT = { title: 'Hakkımızda', target: 'https://ornek.com/hakkimizda' } as const;
const FOOTER_TEXT = '© {yıl} E2E Mağaza. Tüm hakları saklıdır.';

/** A column's links in the editor, top to bottom. */
const columnLinks = (settings: Locator, column: string) => itemTitles(settings.getByRole('region', { name: `${column} linkleri` }));

/** Opens the builder on the bottom area and the seeded footer's settings. */
const openFooter = async (builder: ThemeBuilder) => {
  await builder.openTab('Alt');
  return builder.openPanel(builder.rowNamed('Alt Menü'));
};

/** Types a column count as an admin would (going down may ask first: the caller checks what follows). */
const setColumnCount = (settings: Locator, value: number) => typeNumber(settings.getByLabel('Sütun sayısı', { exact: true }), String(value));

/** Adds a link through the dialog: title, a custom address in the link picker, the column. */
const addLink = async (builder: ThemeBuilder, settings: Locator, column: string, link: { title: string; target: string }) => {
  const p = builder.page;
  await settings.getByRole('button', { name: 'Link ekle', exact: true }).click();
  const form = builder.dialog('Link ekle');
  await form.waitFor();
  await form.getByLabel('Link başlığı', { exact: true }).fill(link.title);
  await form.getByRole('button', { name: 'Bağlantı seç', exact: true }).click();
  const picker = builder.dialog('Bağlantı Seç');
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
const checkStorefront = (viewport: PageOptions['viewport'], tracks: number) =>
  asShopper(app, { viewport }, async ({ page: shop }) => {
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
  });

describe('footer editor, saved and on the storefront', () => {
  it('builds a footer with links in two new columns through the editor; save, reload; shoppers see it at 1440 and 390 px', async () => {
    const builder = await ThemeBuilder.signIn(app, ADMIN);
    const { page } = builder;
    let settings = await openFooter(builder);

    // The demo footer has four columns with links: going down to one asks first, and Sil drops the other three with their links.
    await setColumnCount(settings, 1);
    const confirm = page.locator('.p-confirm-dialog');
    await confirm
      .getByText(/Popüler Kategoriler, Kurumsal, Sözleşmeler sütunları içindeki \d+ linkle birlikte silinecek\. Devam edilsin mi\?/)
      .waitFor();
    await confirm.getByRole('button', { name: 'Sil', exact: true }).click();
    await confirm.waitFor({ state: 'detached' });
    await settings.getByRole('region', { name: 'Popüler Kategoriler linkleri' }).waitFor({ state: 'detached' });
    // Back to three: two new columns with the spec's default titles.
    await setColumnCount(settings, 3);
    await settings.getByRole('region', { name: 'Sayfalar linkleri' }).waitFor();
    expect(await itemTitles(settings.getByRole('list', { name: 'Sütunlar' }))).toEqual(['Kategoriler', 'Sözleşmeler', 'Sayfalar']);

    // Links into two columns through the dialog's column choice; the second contract moved up from the keyboard.
    for (const link of CONTRACTS) await addLink(builder, settings, 'Sözleşmeler', link);
    await addLink(builder, settings, 'Sayfalar', ABOUT);
    expect(await columnLinks(settings, 'Sözleşmeler')).toEqual(CONTRACTS.map((l) => l.title));
    await moveWithKeyboard(settings.getByRole('button', { name: `${CONTRACTS[1].title}: taşı` }), {
      pickedUp: `${CONTRACTS[1].title} taşınmak için alındı. Şu an 2 öğe içinde 2. sırada.`,
      key: 'ArrowUp',
      moved: [`${CONTRACTS[1].title}, 2 öğe içinde 1. sıraya taşındı.`],
    });
    await expect.poll(() => columnLinks(settings, 'Sözleşmeler')).toEqual([CONTRACTS[1].title, CONTRACTS[0].title]);

    // Sayfalar aligned right in its column dialog; the footer text with the year token; the PayTR logos.
    await settings.getByRole('button', { name: 'Sayfalar: düzenle', exact: true }).click();
    const column = builder.dialog('Sütunu düzenle');
    await column.waitFor();
    await column.getByRole('button', { name: 'Sağa', exact: true }).click();
    await column.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await column.waitFor({ state: 'detached' });
    await settings.getByLabel('Alt bilgi metni', { exact: true }).fill(FOOTER_TEXT);
    await settings.getByRole('button', { name: 'PayTR', exact: true }).click();

    await builder.save();

    // After a reload the editor shows what was saved.
    await builder.reload();
    settings = await openFooter(builder);
    expect(await settings.getByLabel('Sütun sayısı', { exact: true }).inputValue()).toBe('3');
    expect(await columnLinks(settings, 'Sözleşmeler')).toEqual([CONTRACTS[1].title, CONTRACTS[0].title]);
    expect(await columnLinks(settings, 'Sayfalar')).toEqual([ABOUT.title]);
    expect(await settings.getByLabel('Alt bilgi metni', { exact: true }).inputValue()).toBe(FOOTER_TEXT);

    await checkStorefront(DESKTOP, 3);
    await checkStorefront(PHONE, 2);
  }, 240_000);
});
