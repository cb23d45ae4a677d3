import type { CSSProperties, ReactNode } from 'react';
import type { FaqSettings, NewsletterSettings } from '@shop/shared';
import { margins } from './style-helpers';

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
      {data.image && <img className="sf-block-image" src={data.image.filePath} alt={data.image.name} loading="lazy" />}
      <div className="sf-block-body">{children}</div>
    </section>
  );
}
