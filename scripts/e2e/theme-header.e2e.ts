import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useTestApp, type PageOptions } from './kit/app';
import { itemTitles, ThemeBuilder } from './kit/builder';
import { withToast } from './kit/shell';
import { asShopper } from './kit/storefront';

const app = useTestApp();

const ADMIN = 'theme_manager@example.com';
const INSTAGRAM = { name: 'Instagram', target: 'https://instagram.com/e2e-magaza' } as const;
/** The demo shop's Giyim and its sub-categories in Turkish order, then the view-all child. */
const GIYIM_CHILDREN = [
  ['Çocuk', '/category/giyim/cocuk'],
  ['Erkek', '/category/giyim/erkek'],
  ['Kadın', '/category/giyim/kadin'],
  ['Tümünü gör', '/category/giyim'],
] as const;

/** A settings section by its title. */
const sectionOf = (settings: Locator, title: string) =>
  settings.locator('fieldset').filter({ has: settings.page().locator(`legend:text-is("${title}")`) });

/** Opens the builder on the top area and the seeded header's settings. */
const openHeader = async (builder: ThemeBuilder) => {
  await builder.openTab('Üst');
  return builder.openPanel(builder.rowNamed('Üst Menü'));
};

/** Chooses an option of the PrimeReact drop-down named by its label in a dialog. */
const choose = async (form: Locator, label: string, option: string) => {
  await form
    .locator('.p-dropdown')
    .filter({ has: form.page().getByLabel(label, { exact: true }) })
    .click();
  await form.page().locator('.p-dropdown-panel').getByRole('option', { name: option, exact: true }).click();
};

const addInstagram = async (builder: ThemeBuilder, settings: Locator) => {
  await settings.getByRole('button', { name: 'Hesap ekle', exact: true }).click();
  const form = builder.dialog('Sosyal medya ekle');
  await form.waitFor();
  await form.getByLabel('Sosyal medya adı', { exact: true }).fill(INSTAGRAM.name);
  await choose(form, 'Platform', 'Instagram');
  await form.getByRole('button', { name: 'Bağlantı seç', exact: true }).click();
  const picker = builder.dialog('Bağlantı Seç');
  await picker.waitFor();
  await picker.getByRole('button', { name: 'Özel', exact: true }).click();
  await picker.getByRole('textbox', { name: 'Adres' }).fill(INSTAGRAM.target);
  await withToast(builder.page, 'Link seçildi', () => picker.getByRole('button', { name: 'Seç', exact: true }).click());
  await picker.waitFor({ state: 'detached' });
  await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await form.waitFor({ state: 'detached' });
};

/** What a shopper sees of the header at one window width, in a fresh context: the menu opened from the keyboard. */
const checkStorefront = (viewport: NonNullable<PageOptions['viewport']>) =>
  asShopper(app, { viewport }, async ({ page: shop, header }) => {
    await header.waitFor();
    const instagram = header.getByRole('link', { name: INSTAGRAM.name, exact: true });
    expect(await instagram.getAttribute('href')).toBe(INSTAGRAM.target);
    expect(await instagram.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(193, 53, 132)');

    const nav = shop.getByRole('navigation', { name: 'Ana menü' });
    if (viewport.width < 768) {
      // Phones: the menu is folded behind its toggle.
      expect(await nav.isVisible()).toBe(false);
      await header.getByRole('button', { name: 'Menüyü aç' }).click();
      await nav.waitFor();
    }
    const giyim = nav.getByRole('button', { name: 'Giyim', exact: true });
    expect(await giyim.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.getByRole('link', { name: 'Kadın' }).count()).toBe(0);
    await giyim.focus();
    await shop.keyboard.press('Enter');
    await expect.poll(() => giyim.getAttribute('aria-expanded')).toBe('true');
    const children = nav.locator(`#${await giyim.getAttribute('aria-controls').then((id) => CSS_ESCAPE(id ?? ''))} a`);
    expect(await children.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]))).toEqual(GIYIM_CHILDREN);
    // The links are next in the tab order.
    await shop.keyboard.press('Tab');
    expect(await shop.evaluate(() => document.activeElement?.textContent)).toBe('Çocuk');
    await shop.keyboard.press('Tab');
    expect(await shop.evaluate(() => document.activeElement?.textContent)).toBe('Erkek');
    // Escape closes the list and gives focus back to its button; Space opens it again.
    await shop.keyboard.press('Escape');
    await expect.poll(() => giyim.getAttribute('aria-expanded')).toBe('false');
    expect(await giyim.evaluate((el) => el === document.activeElement)).toBe(true);
    await shop.keyboard.press('Space');
    await expect.poll(() => giyim.getAttribute('aria-expanded')).toBe('true');
    expect(await children.first().isVisible()).toBe(true);
    await shop.screenshot({ path: `/tmp/header/storefront-${viewport.width}.png` }).catch(() => undefined);
  });

/** CSS.escape for React's useId ids (':r3:'). */
const CSS_ESCAPE = (id: string) => id.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`);

describe('header editor, saved and on the storefront', () => {
  it('adds a category menu (Giyim with its children) and an Instagram account in a column; save, reload; shoppers open the menu from the keyboard at 1440 and 390 px', async () => {
    const builder = await ThemeBuilder.signIn(app, ADMIN);
    const { page } = builder;
    let settings = await openHeader(builder);
    const menu = sectionOf(settings, 'Menü öğeleri');

    // The demo menu's plain Giyim link goes; Giyim comes back from the category tree as a list.
    await menu.getByRole('button', { name: 'Giyim: sil', exact: true }).click();
    await expect.poll(() => itemTitles(menu)).not.toContain('Giyim');
    await menu.getByRole('button', { name: 'Kategoriden menü ekle', exact: true }).click();
    const picker = builder.dialog('Kategoriden menü ekle');
    await picker.getByRole('treeitem', { name: 'Giyim' }).waitFor();
    await picker.getByRole('treeitem', { name: 'Giyim' }).locator('.p-checkbox').first().click();
    await expect.poll(() => picker.getByRole('treeitem', { name: 'Giyim' }).getAttribute('aria-checked')).toBe('true');
    await withToast(page, '4 kategori menüye eklendi', () => picker.getByRole('button', { name: 'Menüye ekle', exact: true }).click());
    await picker.waitFor({ state: 'detached' });
    await expect.poll(() => itemTitles(menu)).toContain('Giyim · 4 alt menü');

    // An Instagram account, shown in the left column.
    await addInstagram(builder, settings);
    const left = sectionOf(settings, '1. sütun (sol)');
    await left.getByRole('button', { name: 'Element ekle', exact: true }).click();
    const element = builder.dialog('Element ekle');
    await element.waitFor();
    await choose(element, 'Element', 'Sosyal Medya');
    await choose(element, 'Hesap', 'Instagram (Instagram)');
    await element.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await element.waitFor({ state: 'detached' });
    expect(await itemTitles(left)).toEqual(['Logo · Mobil, Tablet, Masaüstü', 'Sosyal Medya · Mobil, Tablet, Masaüstü']);
    await builder.panel.screenshot({ path: '/tmp/header/editor-1440.png' }).catch(() => undefined);

    await builder.save();

    // After a reload the editor shows what was saved.
    await builder.reload();
    settings = await openHeader(builder);
    expect(await itemTitles(sectionOf(settings, 'Menü öğeleri'))).toContain('Giyim · 4 alt menü');
    expect(await itemTitles(sectionOf(settings, 'Sosyal medya'))).toEqual([INSTAGRAM.name]);
    expect(await itemTitles(sectionOf(settings, '1. sütun (sol)'))).toContain('Sosyal Medya · Mobil, Tablet, Masaüstü');

    await checkStorefront(DESKTOP);
    await checkStorefront(PHONE);
  }, 240_000);
});
