import type { Banner, BannerComponentData } from '@shop/shared';

/** A banner shows while it is PUBLISHED and `now` is within its publish and expiry dates (either may be open). */
export const isBannerShowing = (banner: Pick<Banner, 'status' | 'publishedAt' | 'expiredAt'>, now: number): boolean =>
  banner.status === 'PUBLISHED' &&
  (banner.publishedAt === null || Date.parse(banner.publishedAt) <= now) &&
  (banner.expiredAt === null || Date.parse(banner.expiredAt) > now);

/** The banners to show at `now`, in their queue order. */
export const showingBanners = (banners: readonly Banner[], now: number): Banner[] =>
  banners.filter((banner) => isBannerShowing(banner, now)).sort((a, b) => a.queue - b.queue);

/**
 * The carousel's box, reserved before any image loads (no layout shift), per device: the tallest
 * height a showing banner sets, else the set ratio (on desktop no taller than the carousel's height).
 */
export interface CarouselBox {
  readonly desktopHeight: number | null;
  readonly mobileHeight: number | null;
}

const tallest = (heights: readonly (number | null)[]): number | null =>
  heights.reduce<number | null>((max, h) => (h === null ? max : Math.max(max ?? 0, h)), null);

export const carouselBox = (banners: readonly Banner[]): CarouselBox => ({
  desktopHeight: tallest(banners.map((b) => b.height)),
  mobileHeight: tallest(banners.map((b) => b.mobileHeight)),
});

/** The slide after `step` moves from `index`: wrapping round with loop, stopping at the ends without. */
export const stepSlide = (index: number, step: number, count: number, loop: boolean): number => {
  if (count === 0) return 0;
  const next = index + step;
  return loop ? ((next % count) + count) % count : Math.max(0, Math.min(count - 1, next));
};

/** The autoplay delay, or null when the carousel does not rotate by itself (off, no speed, a single slide). */
export const autoPlayDelay = (settings: BannerComponentData['settings'], count: number): number | null =>
  settings.autoPlay && settings.autoPlaySpeed !== null && count > 1 ? settings.autoPlaySpeed : null;
