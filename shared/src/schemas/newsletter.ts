import * as z from 'zod';
import {
  BLOCK_BORDER_RADII,
  CONTAINER_WIDTHS,
  DEFAULT_CONTAINER_WIDTH,
  FONT_WEIGHTS,
  IMAGE_POSITIONS,
  MOBILE_IMAGE_POSITIONS,
  NEWSLETTER_MARGIN,
  TEXT_STYLE_FONT_SIZE_RANGE,
} from '../constants';
import { cssColor, enumOf, marginInRange, mediaSchema, object, oneOf, shortText, text, textStyleSchema } from './common';

const newsletterTextStyle = (fontSize: number, fontWeight: (typeof FONT_WEIGHTS)[number], color: string) =>
  textStyleSchema({ fontSize, fontWeight, color }, FONT_WEIGHTS, TEXT_STYLE_FONT_SIZE_RANGE).prefault({});

export const newsletterSettingsSchema = object({
  /** The newsletter's type label; the spec gives no default name. */
  name: shortText().default('Bülten'),
  /** The spec only says "a subscribe title"; the wording is ours. */
  title: shortText().default('Bültenimize Abone Olun'),
  /** The spec gives no default texts for these. */
  description: text(1000).default(''),
  bottomText: text(1000).default(''),
  image: mediaSchema.nullable().default(null),
  /** Positions and layout have no spec defaults; the FAQ block's are reused. */
  imagePosition: enumOf(IMAGE_POSITIONS).default('left'),
  mobileImagePosition: enumOf(MOBILE_IMAGE_POSITIONS).default('top'),
  containerWidth: oneOf(CONTAINER_WIDTHS).default(DEFAULT_CONTAINER_WIDTH),
  /** Sizes and weights are the spec's (20/600, 14/400, 12/400); the colours are ours. */
  titleStyle: newsletterTextStyle(20, 600, '#000000'),
  descriptionStyle: newsletterTextStyle(14, 400, '#4b5563'),
  bottomTextStyle: newsletterTextStyle(12, 400, '#6b7280'),
  backgroundColor: cssColor().default('#ffffff'),
  borderColor: cssColor().default('#e5e7eb'),
  borderRadius: oneOf(BLOCK_BORDER_RADII).default(8),
  topMargin: marginInRange(NEWSLETTER_MARGIN),
  bottomMargin: marginInRange(NEWSLETTER_MARGIN),
});
export type NewsletterSettings = z.infer<typeof newsletterSettingsSchema>;
export const DEFAULT_NEWSLETTER_SETTINGS: NewsletterSettings = newsletterSettingsSchema.parse({});
