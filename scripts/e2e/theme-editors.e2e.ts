import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useTestApp, type PageOptions } from './kit/app';
import { itemTitles, ThemeBuilder } from './kit/builder';
import { moveWithKeyboard } from './kit/drag';
import { typeNumber, uploadInPicker } from './kit/forms';
import { withToast } from './kit/shell';
import { asShopper } from './kit/storefront';
import { MP4, png } from './media-files';

const app = useTestApp();

const ADMIN = 'theme_manager@example.com';
/** File names unique to this run: the picker lists the whole library, newest first. */
const RUN = Date.now().toString(36);
const IMAGES = [`e2e-galeri-a-${RUN}.png`, `e2e-galeri-b-${RUN}.png`] as const;
const VIDEO = `e2e-video-${RUN}.mp4`;
/** Added in this order, then the second is moved above the first from the keyboard. */
const FAQ = [
  { question: 'Hediye paketi yapıyor musunuz?', answer: 'Evet, ödeme adımında hediye paketini seçebilirsiniz.', title: 'Hediye p...' },
  { question: 'Kapıda ödeme var mı?', answer: 'Kapıda nakit ya da kartla ödeme yapabilirsiniz.', title: 'Kapıda ö...' },
] as const;
const ANNOUNCEMENTS = ['E2E duyurusu: hafta sonu kargo bedava', 'E2E duyurusu: yeni mağazamız açıldı'] as const;
const MARQUEE_BACKGROUND = '#0f766e';
const MARQUEE_BACKGROUND_RGB = 'rgb(15, 118, 110)';
const NEWSLETTER_TITLE = 'E2E bülten: fırsatları kaçırmayın';
const BANNER_TEXT = 'E2E sabit duyuru: bugün siparişlerde ek indirim';

const IMAGE_BYTES = [png(8, 6, [220, 38, 38]), png(8, 6, [37, 99, 235])] as const;

// ---------------------------------------------------------------------------
// The storefront
// ---------------------------------------------------------------------------

/** Columns of a CSS grid as laid out: its tracks, and how many of its first item fit across it. */
const gridColumns = (grid: Locator) =>
  grid.evaluate((el) => {
    const style = getComputedStyle(el);
    const gap = parseFloat(style.columnGap) || 0;
    const item = el.firstElementChild?.getBoundingClientRect();
    const width = el.getBoundingClientRect().width;
    return {
      tracks: style.gridTemplateColumns.split(' ').filter(Boolean).length,
      fitting: item ? Math.round((width + gap) / (item.width + gap)) : 0,
    };
  });

/** What a shopper gets at one window width, in a fresh context (no dismissed banners, no session). */
const checkStorefront = (viewport: PageOptions['viewport'], columns: number) =>
  asShopper(app, { viewport }, async ({ page: shop, root }) => {
    await root.waitFor();

    // Gallery: both images, served back, in the device's columns.
    const gallery = shop.locator('section.sf-gallery').filter({ has: shop.locator(`img[alt="${IMAGES[0]}"]`) });
    await gallery.waitFor();
    const images = gallery.locator('img');
    expect(await images.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('alt')))).toEqual([...IMAGES]);
    await expect.poll(() => gridColumns(gallery.locator('.sf-gallery-grid'))).toEqual({ tracks: columns, fitting: columns });
    // Two images fill one row at both widths: one distinct top, each image a column wide.
    const tops = await gallery.locator('li').evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(Math.ceil(IMAGES.length / columns));
    await gallery.scrollIntoViewIfNeeded();
    await expect
      .poll(() => images.evaluateAll((nodes) => nodes.map((n) => (n as HTMLImageElement).complete && (n as HTMLImageElement).naturalWidth)))
      .toEqual([8, 8]);

    // FAQ: in the order set in the editor; a question opens its answer.
    const faq = shop.locator('.sf-faq').filter({ hasText: FAQ[0].question });
    const questions = faq.locator('button[aria-expanded]');
    expect(await questions.allTextContents()).toEqual([`${FAQ[1].question}+`, `${FAQ[0].question}+`]);
    const first = questions.first();
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    const answer = faq.getByRole('region', { name: FAQ[1].question });
    expect(await answer.isVisible()).toBe(false);
    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    await answer.waitFor();
    expect(await answer.textContent()).toBe(FAQ[1].answer);
    expect(await faq.getByRole('region', { name: FAQ[0].question }).isVisible()).toBe(false);

    // Marquee: the colour chosen, both announcements, and a pause button that turns into play.
    const marquee = shop.locator('section.sf-marquee').filter({ hasText: ANNOUNCEMENTS[0] });
    await marquee.waitFor();
    expect(await marquee.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(MARQUEE_BACKGROUND_RGB);
    expect(await marquee.locator('.sf-marquee-group:not([aria-hidden]) li').allTextContents()).toEqual([...ANNOUNCEMENTS]);
    await marquee.getByRole('button', { name: 'Duyuruları durdur' }).click();
    await marquee.getByRole('button', { name: 'Duyuruları oynat' }).waitFor();
    expect(await marquee.evaluate((el) => el.classList.contains('is-paused'))).toBe(true);

    // Video: the uploaded file, served with its bytes.
    const video = shop.locator(`section.sf-video video[aria-label="${VIDEO}"]`);
    await video.waitFor({ state: 'attached' });
    const src = (await video.getAttribute('src')) ?? '';
    expect(src).toMatch(/^\/media\/.+\.mp4$/);
    const served = await shop.request.get(`${app.url}${src}`);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('video/mp4');
    expect(Buffer.from(await served.body()).equals(MP4)).toBe(true);

    // Newsletter title and the fixed banner (its close button kept: that change was undone).
    await shop.getByRole('heading', { name: NEWSLETTER_TITLE }).waitFor();
    const banner = shop.locator('aside.sf-fixed-banner').filter({ hasText: BANNER_TEXT });
    await banner.waitFor();
    expect(await banner.getByRole('button', { name: 'Duyuruyu kapat' }).count()).toBe(1);
  });

describe('component settings editors, saved and on the storefront', () => {
  it('fills gallery, FAQ, video, marquee, newsletter and fixed banner through their editors; undo, save, reload; shoppers see it at 1440 and 390 px', async () => {
    const builder = await ThemeBuilder.signIn(app, ADMIN);
    const { page } = builder;
    const ids: Record<string, string> = {};

    // Gallery: two PNGs uploaded in the bulk picker (each upload is picked at once), 4 columns on desktop, 2 on phones.
    {
      const { id, settings } = await builder.addComponent('Galeri');
      ids.gallery = id;
      await settings.getByRole('button', { name: 'Toplu ekle' }).click();
      const picker = builder.dialog('Görsel Seç');
      await picker.waitFor();
      for (const [i, name] of IMAGES.entries()) await uploadInPicker(picker, { name, mimeType: 'image/png', buffer: IMAGE_BYTES[i] as Buffer });
      await picker.getByText('2 / 50 seçildi').waitFor();
      await withToast(page, '2 görsel başarıyla eklendi', () => picker.getByRole('button', { name: 'Seç', exact: true }).click());
      await picker.waitFor({ state: 'detached' });
      expect(await itemTitles(settings.getByRole('list', { name: 'Görseller' }))).toEqual([...IMAGES]);
      await typeNumber(settings.getByLabel('Masaüstü sütun sayısı'), '4', '4');
      await typeNumber(settings.getByLabel('Mobil sütun sayısı'), '2', '2');
    }

    // FAQ: two questions, the second moved above the first from the keyboard.
    {
      const { id, settings } = await builder.addComponent('Sıkça Sorulan Sorular');
      ids.faq = id;
      for (const item of FAQ) await builder.addListItem(settings, 'Soru ekle', { Soru: item.question, Cevap: item.answer });
      const list = settings.getByRole('list', { name: 'Sorular' });
      expect(await itemTitles(list)).toEqual([FAQ[0].title, FAQ[1].title]);

      await moveWithKeyboard(settings.getByRole('button', { name: `${FAQ[1].title}: taşı` }), {
        pickedUp: `${FAQ[1].title} taşınmak için alındı. Şu an 2 öğe içinde 2. sırada.`,
        key: 'ArrowUp',
        moved: [`${FAQ[1].title}, 2 öğe içinde 1. sıraya taşındı.`],
        ended: `${FAQ[1].title}, 2 öğe içinde 1. sıraya bırakıldı.`,
      });
      await expect.poll(() => itemTitles(list)).toEqual([FAQ[1].title, FAQ[0].title]);
      expect(await list.locator('.kit-item-order').allTextContents()).toEqual(['1', '2']);
    }

    // Video: an MP4 uploaded from the video field's picker, inside the add dialog.
    {
      const { id, settings } = await builder.addComponent('Video');
      ids.video = id;
      await settings.getByRole('button', { name: 'Video ekle', exact: true }).click();
      const form = builder.dialog('Video ekle');
      await form.waitFor();
      await form.getByRole('button', { name: 'Seç', exact: true }).click();
      const picker = builder.dialog('Video dosyası');
      await picker.waitFor();
      await uploadInPicker(picker, { name: VIDEO, mimeType: 'video/mp4', buffer: MP4 });
      await picker.getByRole('button', { name: 'Seç', exact: true }).click();
      await picker.waitFor({ state: 'detached' });
      await form.getByText(VIDEO).waitFor();
      await withToast(page, 'Video başarıyla eklendi', () => form.getByRole('button', { name: 'Kaydet', exact: true }).click());
      await form.waitFor({ state: 'detached' });
      expect(await settings.locator('.kit-slot .kit-item-title').textContent()).toBe(VIDEO);
    }

    // Marquee: two announcements and a background colour typed as text.
    {
      const { id, settings } = await builder.addComponent('Kayan Duyuru Bandı');
      ids.marquee = id;
      for (const text of ANNOUNCEMENTS) await builder.addListItem(settings, 'Duyuru ekle', { 'Duyuru metni': text });
      expect(await itemTitles(settings.getByRole('list', { name: 'Duyurular' }))).toEqual([...ANNOUNCEMENTS]);
      const background = settings.getByRole('textbox', { name: 'Arka plan rengi' });
      await background.fill(MARQUEE_BACKGROUND);
      await background.press('Tab');
      expect(await background.inputValue()).toBe(MARQUEE_BACKGROUND);
      expect(await background.getAttribute('aria-invalid')).toBe('false');
    }

    // Newsletter title.
    {
      const { id, settings } = await builder.addComponent('Bülten');
      ids.newsletter = id;
      await settings.getByLabel('Başlık', { exact: true }).fill(NEWSLETTER_TITLE);
    }

    // Fixed banner text; then its close button switched off and that change undone from the toolbar.
    {
      const { id, settings } = await builder.addComponent('Sabit Duyuru Bandı');
      ids.banner = id;
      await settings.getByLabel('Duyuru metni', { exact: true }).fill(BANNER_TEXT);
      const close = settings.getByRole('switch', { name: 'Kapatma düğmesi' });
      expect(await close.isChecked()).toBe(true);
      await close.click();
      await expect.poll(() => close.isChecked()).toBe(false);
      // Undo from the toolbar while the panel stays open: the panel sits below the toolbar.
      await builder.toolbar.getByRole('button', { name: 'Geri al (Ctrl+Z)' }).click();
      await expect.poll(() => close.isChecked()).toBe(true);
      expect(await settings.getByLabel('Duyuru metni', { exact: true }).inputValue()).toBe(BANNER_TEXT);
    }

    await builder.save();

    // After a reload every editor shows what was saved.
    await builder.reload();
    for (const id of Object.values(ids)) await builder.rowById(id).waitFor();
    {
      const settings = await builder.openPanel(builder.rowById(ids.gallery ?? ''));
      expect(await itemTitles(settings.getByRole('list', { name: 'Görseller' }))).toEqual([...IMAGES]);
      expect(await settings.getByLabel('Masaüstü sütun sayısı').inputValue()).toBe('4');
      expect(await settings.getByLabel('Mobil sütun sayısı').inputValue()).toBe('2');
    }
    {
      const settings = await builder.openPanel(builder.rowById(ids.faq ?? ''));
      expect(await itemTitles(settings.getByRole('list', { name: 'Sorular' }))).toEqual([FAQ[1].title, FAQ[0].title]);
    }
    {
      const settings = await builder.openPanel(builder.rowById(ids.video ?? ''));
      expect(await settings.locator('.kit-slot .kit-item-title').textContent()).toBe(VIDEO);
    }
    {
      const settings = await builder.openPanel(builder.rowById(ids.marquee ?? ''));
      expect(await itemTitles(settings.getByRole('list', { name: 'Duyurular' }))).toEqual([...ANNOUNCEMENTS]);
      expect(await settings.getByRole('textbox', { name: 'Arka plan rengi' }).inputValue()).toBe(MARQUEE_BACKGROUND);
    }
    {
      const settings = await builder.openPanel(builder.rowById(ids.newsletter ?? ''));
      expect(await settings.getByLabel('Başlık', { exact: true }).inputValue()).toBe(NEWSLETTER_TITLE);
    }
    {
      const settings = await builder.openPanel(builder.rowById(ids.banner ?? ''));
      expect(await settings.getByLabel('Duyuru metni', { exact: true }).inputValue()).toBe(BANNER_TEXT);
      expect(await settings.getByRole('switch', { name: 'Kapatma düğmesi' }).isChecked()).toBe(true);
    }
    expect(await builder.unsaved.count()).toBe(0);

    await checkStorefront(DESKTOP, 4);
    await checkStorefront(PHONE, 2);
  }, 240_000);
});
