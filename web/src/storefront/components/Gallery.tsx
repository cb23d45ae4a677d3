import type { CSSProperties } from 'react';
import type { GallerySettings } from '@shop/shared';
import { linkProps } from '../links';
import { STOREFRONT_TEXTS as T } from '../texts';
import { columnSizes, ResponsiveImage } from './ResponsiveImage';
import { aspectRatio, margins } from './style-helpers';

/**
 * GALLERY: images in columns per device, with the chosen gap, ratio, corners and hover effect.
 * The counts go to CSS custom properties and the breakpoints pick one, so the builder's preview
 * frame shows each device's columns at its own width.
 */
export function Gallery({ data }: { data: GallerySettings }) {
  const items = [...data.galleryItems].sort((a, b) => a.order - b.order);
  const style = {
    ...margins(data.topMargin, data.bottomMargin),
    '--sf-cols-mobile': data.columnsMobile,
    '--sf-cols-tablet': data.columnsTablet,
    '--sf-cols-desktop': data.columnsDesktop,
    '--sf-gap': `${data.gap * 0.25}rem`,
    '--sf-ar': aspectRatio(data.aspectRatio),
    '--sf-item-radius': data.borderRadius === 999 ? '9999px' : `${data.borderRadius}px`,
  } as CSSProperties;
  const sizes = columnSizes(data.columnsMobile, data.columnsTablet, data.columnsDesktop);
  return (
    <section className={`sf-gallery sf-hover-${data.hoverEffect}`} style={style} aria-label={data.name || T.gallery}>
      <ul className="sf-gallery-grid">
        {items.map((item) => {
          const link = linkProps(item.link);
          // A linked image is the link's only content, so it needs a name even when the file has none.
          const alt = item.image.name || (link ? (item.link?.title ?? '') : '');
          // The item's aspect-ratio box (CSS) holds the space until the lazy image arrives.
          const image = <ResponsiveImage source={item.image} sizes={sizes} alt={alt} />;
          return <li key={String(item.id)}>{link ? <a {...link}>{image}</a> : image}</li>;
        })}
      </ul>
    </section>
  );
}
