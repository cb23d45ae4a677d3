import { describe, expect, it } from 'vitest';
import { bannerCarouselSettingsSchema, bannerSchema, encodeBannerLink, parseWholeNumber, type Banner } from '@shop/shared';
import {
  BANNER_STORED_FORM,
  bannerItemSchema,
  emptyBannerDraft,
  overlayOpacityOf,
  overlayToggled,
  withOverlayOpacity,
} from '../../../../src/features/theme/editors/banner/banner-form';
import { moveItem, removeItem } from '../../../../src/features/theme/editors/items/item-order';
import { addItem } from '../../../../src/features/theme/editors/items/item-commands';
import { autoPlayDelay, carouselBox, isBannerShowing, showingBanners, stepSlide } from '../../../../src/storefront/components/banner-window';

const banner = (id: number, queue: number, extra: Partial<Banner> = {}): Banner => bannerSchema.parse({ id, queue, title: `B${id}`, ...extra });

/** A list edit as the editor applies it: stored banners to list items, the change, back to stored banners. */
const throughList = (
  banners: Banner[],
  change: (items: ReturnType<typeof BANNER_STORED_FORM.toItem>[]) => ReturnType<typeof BANNER_STORED_FORM.toItem>[],
) => change(banners.map(BANNER_STORED_FORM.toItem)).map(BANNER_STORED_FORM.toStored);

describe('banner ordering', () => {
  it('a move renumbers queue 1..n in the new order', () => {
    const moved = throughList([banner(1, 1), banner(2, 2), banner(3, 3)], (items) => moveItem(items, 3, 0));
    expect(moved.map((b) => [b.id, b.queue])).toEqual([
      [3, 1],
      [1, 2],
      [2, 3],
    ]);
  });

  it('a removal renumbers the rest, and the stored link stays the JSON text of the link object', () => {
    const link = { type: 'custom' as const, title: 'Kampanya', target: '/kampanya', newTab: false };
    const rest = throughList([banner(1, 1), banner(2, 2, { link: encodeBannerLink(link) })], (items) => removeItem(items, 1));
    expect(rest).toHaveLength(1);
    expect(rest[0]).toMatchObject({ id: 2, queue: 1 });
    expect(JSON.parse(rest[0]!.link)).toEqual(link);
  });

  it('a new banner gets a temporary negative id, the next queue number, PUBLISHED, 0 views, CENTER and the spec styles', () => {
    const rules = { schema: bannerItemSchema, invalidSeverity: 'error' as const, messages: { saveFailed: 'x', missing: 'y' } };
    const result = addItem([BANNER_STORED_FORM.toItem(banner(5, 1))], { ...emptyBannerDraft(), title: 'Yeni' }, rules, () => '');
    if (!result.ok) throw new Error(result.message);
    const added = BANNER_STORED_FORM.toStored(result.items[1]!);
    expect(added.id).toBeLessThan(0);
    expect(added).toMatchObject({
      queue: 2,
      title: 'Yeni',
      status: 'PUBLISHED',
      views: 0,
      contentPosition: 'CENTER',
      link: '',
      hasOverlay: true,
      overlayColor: 'rgba(0,0,0,0.4)',
      titleStyle: { fontFamily: 'inter', fontWeight: 700, textTransform: 'none', color: '#ffffff' },
      descriptionStyle: { fontFamily: 'inter', fontWeight: 400, textTransform: 'none', color: '#ffffff' },
    });
    expect(bannerSchema.safeParse(added).success).toBe(true);
  });
});

describe('banner overlay', () => {
  it('off clears the colour, on sets rgba(0,0,0,0.4)', () => {
    expect(overlayToggled(false)).toEqual({ overlayColor: null });
    expect(overlayToggled(true)).toEqual({ overlayColor: 'rgba(0,0,0,0.4)', overlayOpacity: 40 });
  });

  it('the opacity slider writes the colour alpha in percent, and a banner with the overlay off stores no colour', () => {
    expect(overlayOpacityOf('rgba(136,19,55,0.95)')).toBe(95);
    expect(overlayOpacityOf(null)).toBe(40);
    expect(withOverlayOpacity('rgba(136,19,55,0.95)', 0)).toBe('rgba(136,19,55,0)');
    expect(withOverlayOpacity(null, 100)).toBe('rgba(0,0,0,1)');
    const item = BANNER_STORED_FORM.toItem(banner(1, 1));
    expect(BANNER_STORED_FORM.toStored({ ...item, overlayOpacity: 65 }).overlayColor).toBe('rgba(0,0,0,0.65)');
    expect(BANNER_STORED_FORM.toStored({ ...item, hasOverlay: false, overlayColor: null }).overlayColor).toBeNull();
  });
});

describe('autoplay speed', () => {
  it('accepts whole numbers only; empty or non-numeric is stored as empty', () => {
    expect(parseWholeNumber('7500')).toBe(7500);
    expect(parseWholeNumber(' 3000 ')).toBe(3000);
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('abc')).toBeNull();
    expect(parseWholeNumber('12a')).toBeNull();
    expect(parseWholeNumber('1,5')).toBeNull();
    expect(parseWholeNumber('-5')).toBeNull();
    expect(bannerCarouselSettingsSchema.parse({ autoPlaySpeed: 'hızlı' }).autoPlaySpeed).toBeNull();
    expect(bannerCarouselSettingsSchema.parse({ autoPlaySpeed: '8000' }).autoPlaySpeed).toBe(8000);
    expect(bannerCarouselSettingsSchema.parse({}).autoPlaySpeed).toBe(10000);
  });

  it('a carousel rotates only with autoplay on, a speed and more than one banner', () => {
    const settings = bannerCarouselSettingsSchema.parse({ autoPlaySpeed: 5000 });
    expect(autoPlayDelay(settings, 2)).toBe(5000);
    expect(autoPlayDelay(settings, 1)).toBeNull();
    expect(autoPlayDelay({ ...settings, autoPlaySpeed: null }, 2)).toBeNull();
    expect(autoPlayDelay({ ...settings, autoPlay: false }, 2)).toBeNull();
  });

  it('steps wrap with loop and stop at the ends without', () => {
    expect(stepSlide(2, 1, 3, true)).toBe(0);
    expect(stepSlide(0, -1, 3, true)).toBe(2);
    expect(stepSlide(2, 1, 3, false)).toBe(2);
    expect(stepSlide(0, -1, 3, false)).toBe(0);
  });
});

describe('banner dates', () => {
  const now = Date.parse('2026-06-15T12:00:00.000Z');
  it('shows a published banner within its publish and expiry dates, either end open', () => {
    expect(isBannerShowing(banner(1, 1), now)).toBe(true);
    expect(isBannerShowing(banner(1, 1, { publishedAt: '2026-06-15T12:00:00.000Z' }), now)).toBe(true);
    expect(isBannerShowing(banner(1, 1, { publishedAt: '2026-06-16T00:00:00.000Z' }), now)).toBe(false);
    expect(isBannerShowing(banner(1, 1, { expiredAt: '2026-06-15T12:00:00.000Z' }), now)).toBe(false);
    expect(isBannerShowing(banner(1, 1, { expiredAt: '2026-06-20T00:00:00.000Z' }), now)).toBe(true);
    expect(isBannerShowing(banner(1, 1, { status: 'DRAFT' }), now)).toBe(false);
  });

  it('lists the showing banners in queue order and reserves the tallest set height per device', () => {
    const list = [
      banner(1, 3, { height: 400 }),
      banner(2, 1, { expiredAt: '2026-01-01T00:00:00.000Z', height: 900 }),
      banner(3, 2, { mobileHeight: 300 }),
    ];
    const showing = showingBanners(list, now);
    expect(showing.map((b) => b.id)).toEqual([3, 1]);
    expect(carouselBox(showing)).toEqual({ desktopHeight: 400, mobileHeight: 300 });
    expect(carouselBox([banner(4, 1)])).toEqual({ desktopHeight: null, mobileHeight: null });
  });
});
