import * as z from 'zod';
import {
  ANNOUNCEMENT_GAPS,
  DEFAULT_ANNOUNCEMENT_GAP,
  DEFAULT_FONT_FAMILY,
  DEFAULT_MARQUEE_SCROLL_SPEED,
  INNER_GAPS,
  MARQUEE_DIRECTIONS,
  MARQUEE_FONT_SIZE,
  MARQUEE_MARGINS,
  MARQUEE_SCROLL_SPEEDS,
} from '../constants';
import { MESSAGES } from '../messages';
import { bool, cssColor, enumOf, idSchema, int, itemOrderSchema, list, marginChoice, object, oneOf, shortText, visibleText } from './common';

export const announcementSchema = object({
  id: idSchema,
  text: visibleText(MESSAGES.validation.announcementTextRequired, 1000),
  order: itemOrderSchema,
});

export const marqueeSettingsSchema = object({
  /** The marquee's type label; the spec gives no default name. */
  name: shortText().default('Kayan Duyuru Bandı'),
  /** The spec gives no sample announcement text. */
  announcements: list(announcementSchema).default([]),
  backgroundColor: cssColor().default('#ef4444'),
  textColor: cssColor().default('#ffffff'),
  scrollSpeed: oneOf(MARQUEE_SCROLL_SPEEDS).default(DEFAULT_MARQUEE_SCROLL_SPEED),
  direction: enumOf(MARQUEE_DIRECTIONS).default('left'),
  fontSize: int(MARQUEE_FONT_SIZE.min, MARQUEE_FONT_SIZE.max).default(MARQUEE_FONT_SIZE.recommended),
  fontFamily: shortText().default(DEFAULT_FONT_FAMILY),
  /** Not given by the spec; pausing lets a visitor read a passing announcement. */
  hoverPause: bool().default(true),
  topMargin: marginChoice(MARQUEE_MARGINS),
  bottomMargin: marginChoice(MARQUEE_MARGINS),
  announcementGap: oneOf(ANNOUNCEMENT_GAPS).default(DEFAULT_ANNOUNCEMENT_GAP),
  /** Not given by the spec. */
  innerGap: oneOf(INNER_GAPS).default(8),
  /** Fades the strip's edges; not given by the spec, off so the colours stay flat. */
  gradient: bool().default(false),
});
export type MarqueeSettings = z.infer<typeof marqueeSettingsSchema>;
export const DEFAULT_MARQUEE_SETTINGS: MarqueeSettings = marqueeSettingsSchema.parse({});
