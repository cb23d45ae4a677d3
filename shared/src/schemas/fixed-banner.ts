import * as z from 'zod';
import { DEFAULT_FONT_FAMILY, FIXED_BANNER_DEFAULT_ICON, FIXED_BANNER_FONT_SIZE, FIXED_BANNER_MARGIN } from '../constants';
import { bool, cssColor, int, linkSchema, marginInRange, object, shortText, text, urlText, type Id } from './common';

/** Derived from the component id so each fixed banner remembers its own dismissal. */
export const fixedBannerName = (componentId?: Id): string => (componentId === undefined ? 'fixed-banner' : `fixed-banner-${componentId}`);

/** componentData of a BANNER_COMPONENT (the fixed announcement banner). */
export const fixedBannerSettingsSchema = object({
  /** The fixed banner's type label; the spec gives no default name. */
  name: shortText().default('Sabit Duyuru Bandı'),
  /** The spec gives no default announcement text. */
  content: text(1000).default(''),
  linkText: shortText().default('Daha fazla'),
  linkHref: urlText().default('#'),
  link: linkSchema.nullable().default(null),
  showCloseButton: bool().default(true),
  centerContent: bool().default(false),
  backgroundColor: cssColor().default('#f3f4f6'),
  textColor: cssColor().default('#374151'),
  linkColor: cssColor().default('#1f2937'),
  closeButtonColor: cssColor().default('#6b7280'),
  showOnMobile: bool().default(true),
  showOnTablet: bool().default(true),
  showOnDesktop: bool().default(true),
  topMargin: marginInRange(FIXED_BANNER_MARGIN),
  bottomMargin: marginInRange(FIXED_BANNER_MARGIN),
  fontSize: int(FIXED_BANNER_FONT_SIZE.min, FIXED_BANNER_FONT_SIZE.max).default(FIXED_BANNER_FONT_SIZE.default),
  fontFamily: shortText().default(DEFAULT_FONT_FAMILY),
  bannerName: shortText().default(fixedBannerName()),
  iconName: shortText().default(FIXED_BANNER_DEFAULT_ICON),
});
export type FixedBannerSettings = z.infer<typeof fixedBannerSettingsSchema>;

/** Defaults for the fixed banner of the given component. */
export const defaultFixedBannerSettings = (componentId?: Id): FixedBannerSettings =>
  fixedBannerSettingsSchema.parse({ bannerName: fixedBannerName(componentId) });

export const DEFAULT_FIXED_BANNER_SETTINGS: FixedBannerSettings = defaultFixedBannerSettings();
