/*
 * Responsive images (issue 32). On completing an upload the server writes WebP copies of an image
 * at the widths below that are narrower than the original (never upscaled) and keeps the original.
 * The library item and every reference to it (a product's images, a banner, a logo …) carry the
 * original's size and the widths written, so any client builds `srcset` without asking the server.
 * A reference made before this (no widths) renders its original URL alone.
 *
 * No zod here: the storefront's first download imports this file, and zod would add ~25 KB gzipped
 * (the schemas of these fields are in media-variants.ts).
 */

/** Phone cards (1×/2×), tablet and desktop columns, full-width banners up to 1920 px screens. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Ours: no camera or banner needs more per side; a bigger declared size is a decompression bomb or a mistake. */
export const IMAGE_MAX_SIDE = 10_000;
/** Ours: 40 megapixels (a 10 MB JPEG of a modern phone is ~12–50 MP); decoding more would exhaust the Lambda. */
export const IMAGE_MAX_PIXELS = 40_000_000;

/** The widths written for an original `width` pixels wide: only narrower ones. */
export const variantWidthsFor = (width: number): number[] => IMAGE_VARIANT_WIDTHS.filter((w) => w < width);

/** Where the WebP copy `width` pixels wide of the file at `filePath` lives: beside it, `<name>-<width>w.webp`. */
export const imageVariantPath = (filePath: string, width: number): string => `${filePath.replace(/\.[^./]*$/, '')}-${width}w.webp`;

/** An image as the storefront and the admin draw it: its original path and what is known of its size. */
export interface ResponsiveSource {
  readonly filePath: string;
  readonly width?: number;
  readonly height?: number;
  readonly variantWidths?: readonly number[];
}

/** The attributes of an `<img>` for a source; `sizes` is how wide it shows (a CSS length or media list). */
export interface ResponsiveAttributes {
  readonly src: string;
  readonly srcSet?: string;
  readonly sizes?: string;
  readonly width?: number;
  readonly height?: number;
}

/**
 * `src` stays the original (what an image without variants shows, and the largest candidate);
 * `srcSet` lists the WebP copies and the original with their widths, so the browser fetches the
 * narrowest that covers the box at the screen's density.
 */
export const responsiveImage = (source: ResponsiveSource, sizes: string): ResponsiveAttributes => {
  const { filePath, width, height } = source;
  const box = width && height ? { width, height } : {};
  const widths = (source.variantWidths ?? []).filter((w) => !width || w < width);
  if (!width || widths.length === 0) return { src: filePath, ...box };
  const candidates = [...widths.map((w) => `${imageVariantPath(filePath, w)} ${w}w`), `${filePath} ${width}w`];
  return { src: filePath, srcSet: candidates.join(', '), sizes, ...box };
};
