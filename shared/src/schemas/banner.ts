import * as z from 'zod';
import {
  BANNER_CONTENT_POSITIONS,
  BANNER_DEFAULT_HEIGHT,
  BANNER_DEFAULT_OVERLAY_COLOR,
  BANNER_DESKTOP_ASPECT_RATIOS,
  BANNER_EDITOR_AUTOPLAY_SPEED_MS,
  BANNER_MOBILE_ASPECT_RATIOS,
  BANNER_NEW_STATUS,
  BANNER_RECOMMENDED_DESKTOP_ASPECT_RATIO,
  BANNER_RECOMMENDED_MOBILE_ASPECT_RATIO,
  BANNER_TRANSITION_EFFECTS,
  DEFAULT_FONT_FAMILY,
  FIELD_LIMITS,
  FONT_WEIGHTS,
  TEXT_TRANSFORMS,
} from '../constants';
import {
  bool,
  cssColor,
  enumOf,
  fieldError,
  idSchema,
  int,
  isoDateTime,
  itemOrderSchema,
  linkSchema,
  list,
  mediaSchema,
  object,
  oneOf,
  requiredText,
  shortText,
  text,
  type Link,
} from './common';

// ---------------------------------------------------------------------------
// Banner link: stored as the JSON text of a link object
// ---------------------------------------------------------------------------

const parseJson = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
};

/** The stored form of a banner link; empty means no link. */
export const encodeBannerLink = (link: Link): string => JSON.stringify(linkSchema.parse(link));

/** The link object behind a stored banner link, or null when it is empty or unreadable. */
export const decodeBannerLink = (value: string): Link | null => {
  if (value === '') return null;
  const parsed = linkSchema.safeParse(parseJson(value));
  return parsed.success ? parsed.data : null;
};

export const bannerLinkSchema = text(FIELD_LIMITS.url + FIELD_LIMITS.name + 100).refine((value) => value === '' || decodeBannerLink(value) !== null, {
  error: fieldError,
});

// ---------------------------------------------------------------------------
// Banner
// ---------------------------------------------------------------------------

const bannerTextStyleSchema = (fontWeight: (typeof FONT_WEIGHTS)[number]) =>
  object({
    fontFamily: shortText().default(DEFAULT_FONT_FAMILY),
    fontWeight: oneOf(FONT_WEIGHTS).default(fontWeight),
    textTransform: enumOf(TEXT_TRANSFORMS).default('none'),
    color: cssColor().default('#ffffff'),
  });

export const bannerContentPositionSchema = enumOf(BANNER_CONTENT_POSITIONS);
/** Banner and carousel heights in px; the bounds are ours. */
const bannerHeight = () => int(1, 2000);

export const bannerSchema = object({
  /** New banners get a temporary negative random id. */
  id: idSchema,
  title: shortText().default(''),
  description: text().default(''),
  link: bannerLinkSchema.default(''),
  /** 1-based position in the carousel. */
  queue: itemOrderSchema,
  /** New banners are PUBLISHED; the spec shows no other status, so any short status text is kept. */
  status: requiredText(undefined, 50).default(BANNER_NEW_STATUS),
  contentPosition: bannerContentPositionSchema.default('CENTER'),
  gallery: mediaSchema.nullable().default(null),
  mobileGallery: mediaSchema.nullable().default(null),
  galleryId: idSchema.nullable().default(null),
  mobileGalleryId: idSchema.nullable().default(null),
  action: shortText().nullable().default(null),
  publishedAt: isoDateTime().nullable().default(null),
  expiredAt: isoDateTime().nullable().default(null),
  views: int(0, Number.MAX_SAFE_INTEGER).default(0),
  createdAt: isoDateTime().optional(),
  updatedAt: isoDateTime().optional(),
  /** null while the overlay is off (turning it off clears the colour). */
  overlayColor: cssColor().nullable().default(BANNER_DEFAULT_OVERLAY_COLOR),
  hasOverlay: bool().default(true),
  /** null: the carousel's height applies (the spec gives no per-banner default). */
  height: bannerHeight().nullable().default(null),
  mobileHeight: bannerHeight().nullable().default(null),
  /** Not given by the spec; off so a banner shows no button until one is asked for. */
  isButtonVisible: bool().default(false),
  titleStyle: bannerTextStyleSchema(700).prefault({}),
  descriptionStyle: bannerTextStyleSchema(400).prefault({}),
});
export type Banner = z.infer<typeof bannerSchema>;

// ---------------------------------------------------------------------------
// Carousel settings
// ---------------------------------------------------------------------------

/** A typed whole number: its value, or null when the text is empty or not a whole number ("12a", "1,5"). */
export const parseWholeNumber = (input: string): number | null => {
  const trimmed = input.trim();
  return /^\d{1,15}$/.test(trimmed) ? Number(trimmed) : null;
};

/** Whole milliseconds; an empty or non-numeric input is stored as empty (null), component editors §5. */
const autoPlaySpeedSchema = z.preprocess((value) => (typeof value === 'string' ? parseWholeNumber(value) : value), int(1, 600_000).nullable());

export const bannerCarouselSettingsSchema = object({
  autoPlay: bool().default(true),
  /** The banner editor's default (component editors §3); a banner added from the builder gets 5000, see defaultComponentData. */
  autoPlaySpeed: autoPlaySpeedSchema.default(BANNER_EDITOR_AUTOPLAY_SPEED_MS),
  loop: bool().default(true),
  height: bannerHeight().default(BANNER_DEFAULT_HEIGHT),
  /** The editor table lists FADE or SLIDE without a default; FADE matches the builder's default. */
  transitionEffect: enumOf(BANNER_TRANSITION_EFFECTS).default('FADE'),
  navigationEnabled: bool().default(true),
  paginationEnabled: bool().default(true),
  aspectRatio: enumOf(BANNER_DESKTOP_ASPECT_RATIOS).default(BANNER_RECOMMENDED_DESKTOP_ASPECT_RATIO),
  mobileAspectRatio: enumOf(BANNER_MOBILE_ASPECT_RATIOS).default(BANNER_RECOMMENDED_MOBILE_ASPECT_RATIO),
});
export type BannerCarouselSettings = z.infer<typeof bannerCarouselSettingsSchema>;
export const DEFAULT_BANNER_CAROUSEL_SETTINGS: BannerCarouselSettings = bannerCarouselSettingsSchema.parse({});

/** componentData of a BANNER component: its banners and the carousel settings. */
export const bannerComponentDataSchema = object({
  banners: list(bannerSchema).default([]),
  settings: bannerCarouselSettingsSchema.prefault({}),
});
export type BannerComponentData = z.infer<typeof bannerComponentDataSchema>;

/** What the banner editor may confirm: at least one banner. */
export const bannerSetSchema = bannerComponentDataSchema.extend({
  banners: list(bannerSchema).min(1),
});
