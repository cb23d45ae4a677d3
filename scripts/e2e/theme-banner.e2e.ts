import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useTestApp, type PageOptions } from './kit/app';
import { itemTitles, ThemeBuilder } from './kit/builder';
import { uploadInPicker } from './kit/forms';
import { asShopper } from './kit/storefront';
import { png } from './media-files';

const app = useTestApp();

const ADMIN = 'theme_manager@example.com';
/** File names unique to this run: the picker lists the whole library, newest first. */
const RUN = Date.now().toString(36);
const FILES = {
  first: `e2e-banner-1-${RUN}.png`,
  firstMobile: `e2e-banner-1-mobil-${RUN}.png`,
  second: `e2e-banner-2-${RUN}.png`,
} as const;
const BYTES = {
  first: png(32, 12, [190, 24, 93]),
  firstMobile: png(12, 16, [2, 132, 199]),
  second: png(32, 12, [22, 163, 74]),
} as const;
const TITLES = ['E2E Banner Bir', 'E2E Banner İki'] as const;
const DESKTOP_MEDIA = 'Masaüstü görseli veya videosu';
const MOBILE_MEDIA = 'Mobil görsel veya video (isteğe bağlı)';

/** Picks a media field's file by uploading it in the field's own picker (named by the field's label). */
const uploadInto = async (builder: ThemeBuilder, form: Locator, field: string, name: string, buffer: Buffer) => {
  await form.getByRole('group', { name: field, exact: true }).getByRole('button', { name: 'Seç', exact: true }).click();
  const picker = builder.dialog(field);
  await picker.waitFor();
  await uploadInPicker(picker, { name, mimeType: 'image/png', buffer });
  await picker.getByRole('button', { name: 'Seç', exact: true }).click();
  await picker.waitFor({ state: 'detached' });
  await form.getByRole('group', { name: field, exact: true }).getByText(name).waitFor();
};

/** Adds one banner in the create dialog: its images, then its title. */
const addBanner = async (builder: ThemeBuilder, create: Locator, title: string, desktop: keyof typeof FILES, mobile?: keyof typeof FILES) => {
  await create.getByRole('button', { name: 'Banner ekle', exact: true }).click();
  const form = builder.dialog('Banner ekle');
  await form.waitFor();
  await uploadInto(builder, form, DESKTOP_MEDIA, FILES[desktop], BYTES[desktop]);
  if (mobile) await uploadInto(builder, form, MOBILE_MEDIA, FILES[mobile], BYTES[mobile]);
  await form.getByLabel('Başlık', { exact: true }).fill(title);
  await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
  await form.waitFor({ state: 'detached' });
};

/** The carousel a shopper sees at one width: slides, the image the browser chose, keyboard pause and next. */
const checkStorefront = (viewport: PageOptions['viewport'], mobile: boolean) =>
  asShopper(app, { viewport }, async ({ page: shop }) => {
    const carousel = shop.locator('section.sf-banner').filter({ hasText: TITLES[0] });
    await carousel.waitFor();
    await carousel.scrollIntoViewIfNeeded();
    expect(await carousel.getAttribute('aria-roledescription')).toBe('karusel');
    const slides = carousel.locator('[role="group"][aria-roledescription="slayt"]');
    expect(await slides.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')))).toEqual(['1 / 2', '2 / 2']);
    expect(await slides.locator('h2').allTextContents()).toEqual([...TITLES]);

    // The first banner's image as the browser chose it: its mobile image below 768 px, served back.
    const firstImage = slides.first().locator('img');
    const desktopSrc = (await firstImage.getAttribute('src')) ?? '';
    const mobileSrc = (await slides.first().locator('source').getAttribute('srcset')) ?? '';
    expect(desktopSrc).toMatch(/^\/media\/.+\.png$/);
    expect(mobileSrc).toMatch(/^\/media\/.+\.png$/);
    await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(mobile ? 12 : 32);
    expect(new URL(await firstImage.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe(mobile ? mobileSrc : desktopSrc);
    // Not the page's first block (the demo's carousel is): every image waits until it is needed.
    expect(await carousel.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('loading')))).toEqual(['lazy', 'lazy']);
    // The space is reserved by the ratio: 16/6 on desktop (no taller than 500 px), 2/3 on phones.
    const box = await carousel.boundingBox();
    if (!box) throw new Error('carousel not laid out');
    const reserved = mobile ? (box.width * 3) / 2 : Math.min(500, (box.width * 6) / 16);
    expect(Math.abs(box.height - reserved)).toBeLessThanOrEqual(1);

    // Keyboard: pause first (focus alone stops rotation too), then Tab to Sonraki and move on.
    const pause = carousel.getByRole('button', { name: 'Otomatik geçişi durdur' });
    await pause.focus();
    await shop.keyboard.press('Enter');
    const play = carousel.getByRole('button', { name: 'Otomatik geçişi başlat' });
    await play.waitFor();
    expect(await carousel.locator('.sf-banner-track').getAttribute('aria-live')).toBe('polite');
    const active = () =>
      slides.evaluateAll((nodes) => nodes.filter((n) => n.getAttribute('aria-hidden') !== 'true').map((n) => n.getAttribute('aria-label')));
    const before = (await active())[0];
    await shop.keyboard.press('Tab');
    expect(await shop.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Önceki');
    await shop.keyboard.press('Tab');
    expect(await shop.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Sonraki');
    await shop.keyboard.press('Enter');
    await expect.poll(active).toEqual([before === '1 / 2' ? '2 / 2' : '1 / 2']);
    // Stopped by the shopper: leaving the carousel does not start it again.
    await shop.keyboard.press('Shift+Tab');
    await shop.mouse.move(0, 0);
    expect(await play.count()).toBe(1);
  });

describe('banner carousel: created in the builder, saved, on the storefront', () => {
  it('creates a carousel of two uploaded banners (one with a mobile image) in create mode, saves, reloads; shoppers see it at 1440 and 390 px', async () => {
    const builder = await ThemeBuilder.signIn(app, ADMIN);
    const before = await builder.rowIdSet();

    await builder.pickFromDrawer('Banner & Afiş');
    const create = builder.dialog('Banner carousel oluştur');
    await create.waitFor();
    const confirm = create.getByRole('button', { name: 'Carousel ekle', exact: true });
    expect(await confirm.isDisabled()).toBe(true);
    expect(await create.getByLabel('Geçiş süresi (ms)', { exact: true }).inputValue()).toBe('5000');

    await addBanner(builder, create, TITLES[0], 'first', 'firstMobile');
    await addBanner(builder, create, TITLES[1], 'second');
    expect(await itemTitles(create.getByRole('list', { name: 'Bannerlar' }))).toEqual([...TITLES]);
    await confirm.click();
    await create.waitFor({ state: 'detached' });
    const id = await builder.newRowId(before);

    await builder.save();

    await builder.reload();
    const settings = await builder.openPanel(builder.rowById(id));
    expect(await itemTitles(settings.getByRole('list', { name: 'Bannerlar' }))).toEqual([...TITLES]);
    expect(await settings.locator('.kit-item-order').allTextContents()).toEqual(['1', '2']);
    expect(await settings.getByLabel('Geçiş süresi (ms)', { exact: true }).inputValue()).toBe('5000');

    await checkStorefront(DESKTOP, false);
    await checkStorefront(PHONE, true);
  });
});
