import { preload } from 'react-dom';
import { responsiveImage, type ResponsiveSource } from '@shop/shared';

/*
 * Every storefront picture goes through here (issue 32): `srcset`/`sizes` from the WebP widths the
 * upload wrote, so a 390 px phone fetches a 640 px copy instead of a 4000 px original, and the box
 * reserved by width/height so nothing moves when it arrives. A source without widths (an upload
 * older than variants) renders its original URL.
 */

/** The page's content column (storefront.css: .sf-container, 80rem). */
const PAGE_WIDTH = '80rem';

/** `sizes` for a grid of `mobile`/`tablet`/`desktop` columns, at the storefront's breakpoints. */
export const columnSizes = (mobile: number, tablet: number, desktop: number): string =>
  [
    `(max-width: 767.98px) calc(100vw / ${mobile})`,
    `(max-width: 1024px) calc(100vw / ${tablet})`,
    `calc(min(100vw, ${PAGE_WIDTH}) / ${desktop})`,
  ].join(', ');

/** `sizes` for an image as wide as the screen (banners). */
export const FULL_WIDTH = '100vw';

/** `srcset` for a `<source>` of a `<picture>` (the banner's mobile image): the original alone when it has no variants. */
export const sourceSet = (source: ResponsiveSource, sizes: string): { srcSet: string; sizes?: string } => {
  const { src, srcSet } = responsiveImage(source, sizes);
  return srcSet ? { srcSet, sizes } : { srcSet: src };
};

/**
 * A preload for one `<source>` of a `<picture>` (the leading banner with a mobile image): ReactDOM's
 * preload() has no `media`, so the `<link>` is rendered, and React 19 hoists it into the head.
 */
export function ImagePreload({ source, sizes, media }: { source: ResponsiveSource; sizes: string; media: string }) {
  const { src, srcSet } = responsiveImage(source, sizes);
  return (
    <link rel="preload" as="image" href={src} media={media} fetchPriority="high" {...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {})} />
  );
}

export interface ResponsiveImageProps {
  readonly source: ResponsiveSource;
  /** How wide the image shows: a CSS length or a media-condition list (columnSizes, FULL_WIDTH). */
  readonly sizes: string;
  readonly alt: string;
  readonly className?: string;
  /**
   * 'priority': the page's LCP candidate (the first banner, a product's main image), fetched at once
   * and first in line, and preloaded from the head so the fetch starts before the body is parsed.
   * 'eager': above the fold but small (the logo). 'lazy' (the rest): fetched as it nears the screen.
   */
  readonly loading?: 'priority' | 'eager' | 'lazy';
  /** False where the image may not be the one shown (a `<picture>` with a mobile source): preloading it could fetch the wrong file. */
  readonly preload?: boolean;
  /** The box when CSS draws the image in a fixed one (a square card): otherwise the source's own size. */
  readonly box?: { readonly width: number; readonly height: number };
}

export function ResponsiveImage({ source, sizes, alt, className, loading = 'lazy', preload: preloaded = true, box }: ResponsiveImageProps) {
  const priority = loading === 'priority';
  const { src, srcSet, sizes: sizesAttribute, width, height } = responsiveImage(source, sizes);
  if (priority && preloaded) {
    // React hoists this to <head> (and into server-rendered HTML); the same image is preloaded once.
    preload(src, { as: 'image', fetchPriority: 'high', ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}) });
  }
  const dimensions = box ?? (width && height ? { width, height } : {});
  return (
    <img
      className={className}
      src={src}
      {...(srcSet ? { srcSet, sizes: sizesAttribute } : {})}
      alt={alt}
      {...dimensions}
      {...(priority
        ? { loading: 'eager', fetchPriority: 'high' }
        : loading === 'eager'
          ? { loading: 'eager' }
          : { loading: 'lazy', decoding: 'async' })}
    />
  );
}
