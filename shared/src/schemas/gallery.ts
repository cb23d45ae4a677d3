import * as z from 'zod';
import {
  BULK_IMAGE_SELECTION_MAX,
  GALLERY_ASPECT_RATIOS,
  GALLERY_BORDER_RADII,
  GALLERY_COLUMN_RANGES,
  GALLERY_GAPS,
  GALLERY_HOVER_EFFECTS,
  GALLERY_MARGINS,
} from '../constants';
import { MESSAGES } from '../messages';
import {
  enumOf,
  fieldError,
  idSchema,
  int,
  itemOrderSchema,
  linkSchema,
  list,
  marginChoice,
  mediaSchema,
  object,
  oneOf,
  requiredMediaSchema,
  shortText,
} from './common';

export const galleryItemSchema = object({
  id: idSchema,
  image: requiredMediaSchema(MESSAGES.validation.galleryImageRequired),
  /** The gallery link is optional. */
  link: linkSchema.nullable().optional(),
  order: itemOrderSchema,
});

/** Images picked in the bulk gallery picker: at least one, at most 50. */
export const bulkGallerySelectionSchema = z
  .array(mediaSchema, { error: fieldError })
  .min(1, { error: MESSAGES.validation.bulkGallerySelectFirst })
  .max(BULK_IMAGE_SELECTION_MAX);

const columns = (range: { min: number; max: number; default: number }) => int(range.min, range.max).default(range.default);

export const gallerySettingsSchema = object({
  name: shortText().default('Görsel Galerisi'),
  galleryItems: list(galleryItemSchema).default([]),
  columnsDesktop: columns(GALLERY_COLUMN_RANGES.desktop),
  columnsTablet: columns(GALLERY_COLUMN_RANGES.tablet),
  columnsMobile: columns(GALLERY_COLUMN_RANGES.mobile),
  gap: oneOf(GALLERY_GAPS).default(4),
  aspectRatio: enumOf(GALLERY_ASPECT_RATIOS).default('1:1'),
  borderRadius: oneOf(GALLERY_BORDER_RADII).default(8),
  hoverEffect: enumOf(GALLERY_HOVER_EFFECTS).default('scale'),
  topMargin: marginChoice(GALLERY_MARGINS),
  bottomMargin: marginChoice(GALLERY_MARGINS),
});
export type GallerySettings = z.infer<typeof gallerySettingsSchema>;
export const DEFAULT_GALLERY_SETTINGS: GallerySettings = gallerySettingsSchema.parse({});
