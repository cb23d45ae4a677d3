import sharp from 'sharp';

/**
 * Real image files for tests: completing an upload decodes the image (issue 32), so bytes that
 * only start like a PNG are refused as unreadable.
 */

/** A 1×1 white PNG (90 bytes): the smallest file the media library completes. */
export const TINY_PNG = new Uint8Array(
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVQImWP4//8/AAX+Av5Y8msOAAAAAElFTkSuQmCC', 'base64'),
);

export type ImageFormat = 'png' | 'jpeg' | 'webp' | 'gif';

/** An image of the format and size: a diagonal gradient, so encoders have something to compress. */
export const imageFile = async (format: ImageFormat, width: number, height: number): Promise<Buffer> => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#c0392b"/><stop offset="1" stop-color="#2980b9"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
};

/** The pixel size and format of image bytes, as a browser would see them. */
export const imageInfo = async (bytes: Uint8Array): Promise<{ width?: number; height?: number; format?: string }> => {
  const { width, height, format } = await sharp(bytes).metadata();
  return { width, height, format };
};
