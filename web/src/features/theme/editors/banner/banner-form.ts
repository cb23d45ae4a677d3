import * as z from 'zod';
import {
  BANNER_DEFAULT_OVERLAY_COLOR,
  bannerSchema,
  decodeBannerLink,
  encodeBannerLink,
  itemOrderSchema,
  linkSchema,
  type Banner,
  type Link,
} from '@shop/shared';
import type { StoredForm } from '../kit/field-config';

/**
 * A banner as the list and its dialog edit it: numbered by `order` (the kit's lists) instead of
 * `queue`, its link as an object (the link picker) instead of the stored JSON text, and the overlay's
 * opacity as a 0–100 number for the slider.
 */
export type BannerItem = Omit<Banner, 'queue' | 'link'> & { order: number; link: Link | null; overlayOpacity: number };

const OPACITY_RANGE = { min: 0, max: 100 } as const;
export const OVERLAY_OPACITY = { ...OPACITY_RANGE, step: 1 } as const;

const RGBA = /^rgba\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*([\d.]+)\s*\)$/;

/** The overlay's opacity in percent, from its rgba colour (the default's 40 when it has none or is not rgba). */
export const overlayOpacityOf = (color: string | null): number => {
  const match = color === null ? null : RGBA.exec(color.replace(/\s+/g, ''));
  const alpha = match ? Number(match[4]) : Number(RGBA.exec(BANNER_DEFAULT_OVERLAY_COLOR)?.[4]);
  return Math.round(Math.max(0, Math.min(1, alpha)) * 100);
};

/** The colour with its alpha set from a percentage; a colour that is not rgba becomes the default's black. */
export const withOverlayOpacity = (color: string | null, opacity: number): string => {
  const match = RGBA.exec((color ?? BANNER_DEFAULT_OVERLAY_COLOR).replace(/\s+/g, '')) ?? RGBA.exec(BANNER_DEFAULT_OVERLAY_COLOR);
  const [, r = '0', g = '0', b = '0'] = match ?? [];
  return `rgba(${r},${g},${b},${Math.max(0, Math.min(100, Math.round(opacity))) / 100})`;
};

/**
 * What the overlay switch sets with itself (component editors §4): off clears the colour, on sets
 * rgba(0,0,0,0.4), and the slider follows.
 */
export const overlayToggled = (on: boolean): Pick<BannerItem, 'overlayColor' | 'overlayOpacity'> | Pick<BannerItem, 'overlayColor'> =>
  on ? { overlayColor: BANNER_DEFAULT_OVERLAY_COLOR, overlayOpacity: overlayOpacityOf(BANNER_DEFAULT_OVERLAY_COLOR) } : { overlayColor: null };

/** Stored banners to list items and back; a list reorder renumbers `order`, which is stored as `queue`. */
export const BANNER_STORED_FORM: StoredForm<Banner, BannerItem> = {
  toItem: ({ queue, link, ...banner }) => ({
    ...banner,
    order: queue,
    link: decodeBannerLink(link),
    overlayOpacity: overlayOpacityOf(banner.overlayColor),
  }),
  toStored: ({ order, link, overlayOpacity, ...item }) => ({
    ...item,
    queue: order,
    link: link ? encodeBannerLink(link) : '',
    overlayColor: item.hasOverlay ? withOverlayOpacity(item.overlayColor, overlayOpacity) : null,
    // The media's ids travel with them, as the stored banner keeps both.
    galleryId: item.gallery?.id ?? null,
    mobileGalleryId: item.mobileGallery?.id ?? null,
  }),
};

/** What the banner dialog checks: the stored banner's rules over the list item's shape. */
export const bannerItemSchema: z.ZodType<BannerItem> = bannerSchema.omit({ queue: true, link: true }).extend({
  order: itemOrderSchema,
  link: linkSchema.nullable().default(null),
  overlayOpacity: z.number().int().min(OPACITY_RANGE.min).max(OPACITY_RANGE.max).default(40),
});

/** A new banner (component editors §3): PUBLISHED, 0 views, content centred, the overlay on; its id and number come when it is added. */
export const emptyBannerDraft = (): Omit<BannerItem, 'id' | 'order'> => {
  const { id: _id, queue: _queue, link: _link, ...defaults } = bannerSchema.parse({ id: 0, queue: 1 });
  return { ...defaults, link: null, overlayOpacity: overlayOpacityOf(defaults.overlayColor) };
};
