import * as z from 'zod';
import { GENERIC_MARGIN_RANGE, VIDEO_ASPECT_RATIOS, VIDEO_BORDER_RADII, VIDEO_MAX_WIDTHS } from '../constants';
import { MESSAGES } from '../messages';
import { bool, enumOf, idSchema, linkSchema, marginInRange, object, oneOf, requiredMediaSchema, shortText } from './common';

export const videoItemSchema = object({
  id: idSchema,
  /** The video picker accepts video media only. */
  video: requiredMediaSchema(MESSAGES.validation.videoRequired).refine((media) => media.type === 'VIDEO', {
    error: MESSAGES.validation.videoRequired,
  }),
  link: linkSchema.nullable().optional(),
});

export const videoSettingsSchema = object({
  name: shortText().default('Video Oynatıcı'),
  /** The component holds at most one video. */
  videoItem: videoItemSchema.nullable().default(null),
  /** Autoplay and loop have no spec default; off, since browsers block unmuted autoplay and muted is off. */
  autoplay: bool().default(false),
  loop: bool().default(false),
  muted: bool().default(false),
  controls: bool().default(true),
  aspectRatio: enumOf(VIDEO_ASPECT_RATIOS).default('16:9'),
  /** No spec default; 8 as in the gallery and FAQ blocks. */
  borderRadius: oneOf(VIDEO_BORDER_RADII).default(8),
  maxWidth: enumOf(VIDEO_MAX_WIDTHS).default('full'),
  topMargin: marginInRange(GENERIC_MARGIN_RANGE),
  bottomMargin: marginInRange(GENERIC_MARGIN_RANGE),
});
export type VideoSettings = z.infer<typeof videoSettingsSchema>;
export const DEFAULT_VIDEO_SETTINGS: VideoSettings = videoSettingsSchema.parse({});
