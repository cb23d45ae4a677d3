import { describe, expect, it } from 'vitest';
import {
  BANNER_CONTENT_POSITIONS,
  BANNER_TRANSITION_EFFECTS,
  DEFAULT_BANNER_CAROUSEL_SETTINGS,
  bannerCarouselSettingsSchema,
  bannerComponentDataSchema,
  bannerSchema,
  bannerSetSchema,
  decodeBannerLink,
  encodeBannerLink,
} from '../../src';
import { expectStable, issueAt } from './helpers';

describe('banner carousel settings (banner editor)', () => {
  it('defaults per component editors §3: autoplay 10000 ms', () => {
    expect(DEFAULT_BANNER_CAROUSEL_SETTINGS).toEqual({
      autoPlay: true,
      autoPlaySpeed: 10000,
      loop: true,
      height: 500,
      transitionEffect: 'FADE',
      navigationEnabled: true,
      paginationEnabled: true,
      aspectRatio: '16/6',
      mobileAspectRatio: '2/3',
    });
    expectStable(bannerCarouselSettingsSchema, DEFAULT_BANNER_CAROUSEL_SETTINGS);
  });

  it('has SLIDE and FADE', () => {
    expect(BANNER_TRANSITION_EFFECTS).toEqual(['SLIDE', 'FADE']);
  });

  it('autoplay speed: whole numbers only; empty or non-numeric input is stored as empty', () => {
    expect(bannerCarouselSettingsSchema.parse({ autoPlaySpeed: '' }).autoPlaySpeed).toBeNull();
    expect(bannerCarouselSettingsSchema.parse({ autoPlaySpeed: 'abc' }).autoPlaySpeed).toBeNull();
    expect(bannerCarouselSettingsSchema.parse({ autoPlaySpeed: '7000' }).autoPlaySpeed).toBe(7000);
    expect(bannerCarouselSettingsSchema.parse({ autoPlaySpeed: null }).autoPlaySpeed).toBeNull();
    expect(issueAt(bannerCarouselSettingsSchema, { autoPlaySpeed: 1500.5 }, 'autoPlaySpeed').message).toContain('autoPlaySpeed');
  });

  it('ratios must come from their lists', () => {
    expect(issueAt(bannerCarouselSettingsSchema, { aspectRatio: '1/1' }, 'aspectRatio').message).toBe(
      'aspectRatio şu değerlerden biri olmalıdır: 16/2, 16/3, 16/4, 16/5, 16/6, 16/7, 21/9, 16/9, 4/3.',
    );
    expect(issueAt(bannerCarouselSettingsSchema, { mobileAspectRatio: '16/6' }, 'mobileAspectRatio').message).toBe(
      'mobileAspectRatio şu değerlerden biri olmalıdır: 16/9, 3/2, 4/3, 2/3, 9/16.',
    );
  });
});

describe('banner', () => {
  const minimal = { id: -4821, queue: 1 };

  it('a new banner: PUBLISHED, centred, no views, dark overlay, white text', () => {
    const banner = bannerSchema.parse(minimal);
    expect(banner).toMatchObject({
      status: 'PUBLISHED',
      contentPosition: 'CENTER',
      views: 0,
      overlayColor: 'rgba(0,0,0,0.4)',
      link: '',
      titleStyle: { fontFamily: 'inter', fontWeight: 700, textTransform: 'none', color: '#ffffff' },
      descriptionStyle: { fontFamily: 'inter', fontWeight: 400, textTransform: 'none', color: '#ffffff' },
    });
    expectStable(bannerSchema, banner);
  });

  it('content positions', () => {
    expect(BANNER_CONTENT_POSITIONS).toEqual(['LEFT', 'CENTER', 'RIGHT']);
  });

  it('queue is 1-based', () => {
    expect(issueAt(bannerSchema, { id: 1, queue: 0 }, 'queue').message).toBe('queue en az 1 olmalıdır.');
  });

  it('the overlay colour can be cleared', () => {
    expect(bannerSchema.parse({ ...minimal, hasOverlay: false, overlayColor: null }).overlayColor).toBeNull();
  });

  it('stores its link as JSON text of a link object', () => {
    const link = encodeBannerLink({ type: 'category', title: 'Yeni', target: '/category/yeni', newTab: false });
    expect(JSON.parse(link)).toEqual({ type: 'category', title: 'Yeni', target: '/category/yeni', newTab: false });
    expect(bannerSchema.parse({ ...minimal, link }).link).toBe(link);
    expect(decodeBannerLink(link)?.target).toBe('/category/yeni');
    expect(decodeBannerLink('')).toBeNull();
    expect(issueAt(bannerSchema, { ...minimal, link: '{not json' }, 'link').message).toBe('link geçersiz.');
  });

  it('rejects bad styles naming the nested field', () => {
    expect(issueAt(bannerSchema, { ...minimal, titleStyle: { fontWeight: 350 } }, 'titleStyle.fontWeight').message).toContain(
      'titleStyle.fontWeight',
    );
    expect(issueAt(bannerSchema, { ...minimal, descriptionStyle: { textTransform: 'bold' } }, 'descriptionStyle.textTransform').message).toBe(
      'descriptionStyle.textTransform şu değerlerden biri olmalıdır: none, uppercase, lowercase, capitalize.',
    );
  });
});

describe('banner component data', () => {
  it('holds banners and settings', () => {
    const data = bannerComponentDataSchema.parse({});
    expect(data).toEqual({ banners: [], settings: DEFAULT_BANNER_CAROUSEL_SETTINGS });
    expectStable(bannerComponentDataSchema, data);
  });

  it('a banner set can be confirmed only with at least one banner', () => {
    expect(issueAt(bannerSetSchema, { banners: [] }, 'banners').message).toBe('banners en az 1 öğe içermelidir.');
    expect(bannerSetSchema.parse({ banners: [{ id: -1, queue: 1 }] }).banners).toHaveLength(1);
  });
});
