import type { CSSProperties, ReactNode } from 'react';
import type { FaqSettings, NewsletterSettings } from '@shop/shared';
import { ResponsiveImage } from './ResponsiveImage';
import { margins } from './style-helpers';

/** storefront.css: the whole block's width on phones, 40 % of it beside the body from 768 px. */
const BLOCK_IMAGE_SIZES = `(max-width: 767.98px) 100vw, calc(min(100vw, 80rem) * 0.4)`;

type BlockFields =
  | 'topMargin'
  | 'bottomMargin'
  | 'containerWidth'
  | 'backgroundColor'
  | 'borderColor'
  | 'borderRadius'
  | 'image'
  | 'imagePosition'
  | 'mobileImagePosition';
type ImageBlockSettings = Pick<FaqSettings, BlockFields> | Pick<NewsletterSettings, BlockFields>;

/** The FAQ and newsletter frame: a bordered box of the chosen width, with an optional image beside (or above) its body. */
export function ImageBlock({ data, children }: { data: ImageBlockSettings; children: ReactNode }) {
  const style: CSSProperties = {
    ...margins(data.topMargin, data.bottomMargin),
    width: `${data.containerWidth}%`,
    background: data.backgroundColor,
    borderColor: data.borderColor,
    borderRadius: data.borderRadius,
  };
  return (
    <section className={`sf-block sf-image-${data.imagePosition} sf-image-mobile-${data.mobileImagePosition}`} style={style}>
      {data.image && <ResponsiveImage className="sf-block-image" source={data.image} sizes={BLOCK_IMAGE_SIZES} alt={data.image.name} />}
      <div className="sf-block-body">{children}</div>
    </section>
  );
}
