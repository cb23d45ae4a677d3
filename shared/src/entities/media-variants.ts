import * as z from 'zod';
import { IMAGE_MAX_SIDE, IMAGE_VARIANT_WIDTHS } from './responsive-image';

export * from './responsive-image';

const dimension = z.number().int().min(1).max(IMAGE_MAX_SIDE);

/** What a media item or reference knows of an image's size; all optional, as references older than issue 32 have none. */
export const imageDimensionsShape = {
  width: dimension.optional(),
  height: dimension.optional(),
  /** The WebP copies written, narrowest first. */
  variantWidths: z.array(dimension).max(IMAGE_VARIANT_WIDTHS.length).optional(),
};
