import type { CSSProperties } from 'react';
import type { GallerySettings } from '@shop/shared';
import { linkProps } from '../links';
import { STOREFRONT_TEXTS as T } from '../texts';
import { aspectRatio, margins } from './style-helpers';

/** GALLERY: images in columns per device, with the chosen gap, ratio, corners and hover effect. */
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
  return (
    <section className={`sf-gallery sf-hover-${data.hoverEffect}`} style={style} aria-label={data.name || T.gallery}>
      <ul className="sf-gallery-grid">
        {items.map((item) => {
          const image = <img src={item.image.filePath} alt={item.image.name} loading="lazy" />;
          const link = linkProps(item.link);
          return <li key={String(item.id)}>{link ? <a {...link}>{image}</a> : image}</li>;
        })}
      </ul>
    </section>
  );
}
