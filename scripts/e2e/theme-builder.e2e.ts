import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium, signIn, startLocalApp, type LocalApp } from './local-app';

let app: LocalApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;

const ADMIN = 'theme_manager@example.com';
/** The seeded demo theme's components (scripts/src/seed/demo-theme.ts), per area. */
const DEMO_TOP = ['Hoş Geldin İndirimi', 'Üst Menü', 'Kampanya Duyuruları'];
const DEMO_MIDDLE = ['Ana Sayfa Afişleri', 'Öne Çıkan Ürünler', 'Sıkça Sorulan Sorular', 'Bülten'];
const DEMO_BOTTOM = ['Alt Menü'];
const SAVED = 'Tema ve ayarlar başarıyla kaydedildi';

beforeAll(async () => {
  app = await startLocalApp();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await app?.cleanup();
});

const rows = (p: Page): Locator => p.getByTestId('builder-row');
const rowNamed = (p: Page, name: string): Locator => rows(p).filter({ has: p.locator('.builder-row-name', { hasText: name }) });
/** Names in list order (rows are absolutely positioned, so the order is their aria-posinset). */
const rowNames = async (p: Page): Promise<string[]> =>
  rows(p).evaluateAll((items) =>
    items
      .map((item) => ({ at: Number(item.getAttribute('aria-posinset')), name: item.querySelector('.builder-row-name')?.textContent ?? '' }))
      .sort((a, b) => a.at - b.at)
      .map((item) => item.name),
  );
const rowIds = async (p: Page): Promise<{ id: string; active: boolean }[]> =>
  rows(p).evaluateAll((items) =>
    items
      .map((item) => ({
        at: Number(item.getAttribute('aria-posinset')),
        id: item.getAttribute('data-component-id') ?? '',
        active: !item.hasAttribute('data-inactive'),
      }))
      .sort((a, b) => a.at - b.at)
      .map(({ id, active }) => ({ id, active })),
  );

/**
 * dnd-kit listens for the moving keys from a timer it sets at pick-up, and Chromium runs queued
 * key presses before timers: wait until that timer has run, or an arrow pressed at once is lost.
 */
const afterPickUp = (p: Page) => p.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

const openTab = (p: Page, label: 'Üst' | 'Orta' | 'Alt') => p.getByRole('tab', { name: label }).click();

const addComponent = async (p: Page, label: string) => {
  await p.getByRole('toolbar').getByRole('button', { name: 'Bileşen Ekle' }).click();
  const drawer = p.locator('.builder-add-drawer');
  await drawer.getByRole('button', { name: label }).click();
  await drawer.waitFor({ state: 'detached' });
  if (label === 'Banner & Afiş') {
    // A carousel is added from its create dialog, once it holds a banner.
    const create = p.getByRole('dialog', { name: 'Banner carousel oluştur', exact: true });
    await create.getByRole('button', { name: 'Banner ekle', exact: true }).click();
    const form = p.getByRole('dialog', { name: 'Banner ekle', exact: true });
    await form.getByLabel('Başlık', { exact: true }).fill('E2E Banner');
    await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await form.waitFor({ state: 'detached' });
    await create.getByRole('button', { name: 'Carousel ekle', exact: true }).click();
    await create.waitFor({ state: 'detached' });
    return;
  }
  if (label !== 'Ürün Listesi') return;
  // A product list is added once its products are chosen in the picker.
  const picker = p.getByRole('dialog', { name: 'Ürün Seç' });
  await picker.locator('.product-picker__item').first().locator('label').click();
  await picker.getByText('1 ürün seçildi').waitFor();
  await picker.getByRole('button', { name: 'Seçimi onayla' }).click();
  await picker.waitFor({ state: 'detached' });
};

/** Deletes rows of the open area by name, confirming each. */
const deleteRows = async (p: Page, names: readonly string[]) => {
  for (const name of names) {
    await p.getByRole('button', { name: `${name} bileşenini sil` }).click();
    await p.getByRole('button', { name: 'Sil', exact: true }).click();
    await p.getByRole('button', { name: 'Sil', exact: true }).waitFor({ state: 'detached' });
  }
};

const openBuilder = async (p: Page) => {
  await p.goto(`${app.url}/admin/theme`);
  await p.getByRole('tab', { name: 'Orta' }).waitFor();
};

describe("the theme builder at npm start's URL", () => {
  it('adds one of each type, reorders by mouse and keyboard, toggles, deletes, undoes, redoes and saves', async () => {
    await signIn(page, app.url, ADMIN);
    await openBuilder(page);

    // The demo shop's theme is there; its middle area is cleared through the UI first.
    await expect.poll(() => rowNames(page)).toEqual(DEMO_MIDDLE);
    await deleteRows(page, DEMO_MIDDLE);
    await page.getByText('Henüz hiç bileşen eklenmemiş.').waitFor();

    // Adding a header or footer to an area that has one only selects the existing one.
    await openTab(page, 'Üst');
    await expect.poll(() => rowNames(page)).toEqual(DEMO_TOP);
    await addComponent(page, 'Üst Menü');
    await expect.poll(() => rowNamed(page, 'Üst Menü').getAttribute('data-selected')).not.toBeNull();
    expect(await rowNames(page)).toEqual(DEMO_TOP);
    // A running marquee in the preview keeps the page busy enough for quick arrow keys to beat
    // dnd-kit's keyboard listener (added a tick after the pick-up): the top keeps only its header.
    await deleteRows(
      page,
      DEMO_TOP.filter((name) => name !== 'Üst Menü'),
    );
    expect(await rowNames(page)).toEqual(['Üst Menü']);
    await openTab(page, 'Alt');
    await expect.poll(() => rowNames(page)).toEqual(DEMO_BOTTOM);
    await addComponent(page, 'Alt Menü');
    await expect.poll(() => rowNamed(page, 'Alt Menü').getAttribute('data-selected')).not.toBeNull();
    expect(await rowNames(page)).toEqual(DEMO_BOTTOM);

    await openTab(page, 'Orta');
    await page.getByRole('toolbar').getByRole('button', { name: 'Bileşen Ekle' }).click();
    const popup = page.locator('.builder-add-drawer').getByRole('button', { name: /Açılır Pencere/ });
    expect(await popup.isDisabled()).toBe(true);
    expect(await popup.textContent()).toContain('Yakında');
    await page.keyboard.press('Escape');
    await page.locator('.builder-add-drawer').waitFor({ state: 'detached' });

    const middle = [
      'Banner & Afiş',
      'Ürün Listesi',
      'Kayan Duyuru Bandı',
      'Sabit Duyuru Bandı',
      'Galeri',
      'Video',
      'Sıkça Sorulan Sorular',
      'Bülten',
    ];
    for (const label of middle) await addComponent(page, label);
    expect(await rowNames(page)).toEqual(middle);
    await page.getByTestId('builder-unsaved').waitFor();

    // Mouse: the first row's handle dragged below the third row.
    const handle = rowNamed(page, 'Banner & Afiş').locator('.builder-row-handle');
    const target = rowNamed(page, 'Kayan Duyuru Bandı');
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    for (let step = 1; step <= 12; step++) {
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + ((to.y + to.height / 2 - (from.y + from.height / 2)) * step) / 12);
    }
    await page.mouse.up();
    await expect
      .poll(() => rowNames(page))
      .toEqual(['Ürün Listesi', 'Kayan Duyuru Bandı', 'Banner & Afiş', 'Sabit Duyuru Bandı', 'Galeri', 'Video', 'Sıkça Sorulan Sorular', 'Bülten']);

    // Keyboard: Space picks Bülten up, two arrows up, Space drops; each step is announced in Turkish.
    await rowNamed(page, 'Bülten').locator('.builder-row-handle').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('[id^="DndLiveRegion"]').textContent()).toContain('Bülten taşınmak için alındı');
    await afterPickUp(page);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => page.locator('[id^="DndLiveRegion"]').textContent()).toContain('Bülten, 8 bileşen içinde 6. sıraya taşındı.');
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('[id^="DndLiveRegion"]').textContent()).toContain('Bülten, 8 bileşen içinde 6. sıraya bırakıldı.');
    const reordered = [
      'Ürün Listesi',
      'Kayan Duyuru Bandı',
      'Banner & Afiş',
      'Sabit Duyuru Bandı',
      'Galeri',
      'Bülten',
      'Video',
      'Sıkça Sorulan Sorular',
    ];
    await expect.poll(() => rowNames(page)).toEqual(reordered);

    // Escape cancels a keyboard move.
    await rowNamed(page, 'Galeri').locator('.builder-row-handle').focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator('[id^="DndLiveRegion"]').textContent()).toContain('Galeri taşınmak için alındı');
    await afterPickUp(page);
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('[id^="DndLiveRegion"]').textContent()).toContain('Galeri, 8 bileşen içinde 6. sıraya taşındı.');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[id^="DndLiveRegion"]').textContent()).toContain('Taşıma iptal edildi.');
    expect(await rowNames(page)).toEqual(reordered);

    await page.getByRole('switch', { name: 'Video aktif' }).click();
    await expect.poll(() => rowNamed(page, 'Video').getAttribute('data-inactive')).not.toBeNull();

    await page.getByRole('button', { name: 'Sıkça Sorulan Sorular bileşenini sil' }).click();
    await page.getByRole('button', { name: 'Sil', exact: true }).click();
    await expect.poll(() => rowNames(page)).toEqual(reordered.filter((name) => name !== 'Sıkça Sorulan Sorular'));

    await page
      .locator('body')
      .click({ position: { x: 5, y: 890 } })
      .catch(() => undefined);
    await page.keyboard.press('Control+z');
    await expect.poll(() => rowNames(page)).toEqual(reordered);
    await page.getByRole('button', { name: 'Yinele (Ctrl+Shift+Z)' }).click();
    const final = reordered.filter((name) => name !== 'Sıkça Sorulan Sorular');
    await expect.poll(() => rowNames(page)).toEqual(final);

    await page.getByRole('button', { name: 'Kaydet' }).click();
    await page.getByText(SAVED).first().waitFor();
    await page.getByTestId('builder-unsaved').waitFor({ state: 'detached' });
    const savedMiddle = await rowIds(page);

    await page.reload();
    await page.getByRole('tab', { name: 'Orta' }).waitFor();
    await expect.poll(() => rowNames(page)).toEqual(final);
    expect(await rowIds(page)).toEqual(savedMiddle);
    expect(await page.getByTestId('builder-unsaved').count()).toBe(0);

    await openTab(page, 'Üst');
    const top = await rowIds(page);
    await openTab(page, 'Alt');
    const bottom = await rowIds(page);
    await openTab(page, 'Orta');

    // The storefront shows the active components of each area in order, the inactive ones not at all.
    const shopper = await browser.newPage();
    await shopper.goto(app.url);
    const expected = [...top, ...savedMiddle, ...bottom].filter((c) => c.active).map((c) => c.id);
    await expect
      .poll(() => shopper.locator('[data-component-id]').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-component-id'))))
      .toEqual(expected);
    const inactive = savedMiddle.find((c) => !c.active);
    expect(inactive).toBeDefined();
    expect(await shopper.locator(`[data-component-id="${inactive?.id}"]`).count()).toBe(0);
    await shopper.close();
  });

  it('ends a save in the 409 dialog when another admin saved first, losing nothing', async () => {
    // This admin's unsaved edit.
    await page.getByRole('switch', { name: 'Galeri aktif' }).click();
    await page.getByTestId('builder-unsaved').waitFor();

    // Another admin, in another browser context, saves first.
    const other = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const otherPage = await other.newPage();
    await signIn(otherPage, app.url, ADMIN);
    await openBuilder(otherPage);
    await otherPage.getByRole('switch', { name: 'Bülten aktif' }).click();
    await otherPage.getByRole('button', { name: 'Kaydet' }).click();
    await otherPage.getByText(SAVED).first().waitFor();
    await other.close();

    await page.getByRole('button', { name: 'Kaydet' }).click();
    const dialog = page.getByRole('dialog', { name: 'Tema başka biri tarafından kaydedildi' });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('başka bir yönetici bu temayı kaydetti');
    await dialog.getByRole('button', { name: 'Düzenlemeye devam et' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(await rowNamed(page, 'Galeri').getAttribute('data-inactive')).not.toBeNull();
    await page.getByTestId('builder-unsaved').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Orta' }).waitFor();
    await expect.poll(() => rowNamed(page, 'Galeri').getAttribute('data-inactive')).not.toBeNull();
    await page.getByTestId('builder-unsaved').waitFor();
  });
});
