import { memo } from 'react';
import type { ThemeComponent } from '@shop/shared';
import { BannerCarousel } from './BannerCarousel';
import { Faq } from './Faq';
import { FixedBanner } from './FixedBanner';
import { Footer } from './Footer';
import { Gallery } from './Gallery';
import { Header } from './Header';
import { Marquee } from './Marquee';
import { Newsletter } from './Newsletter';
import { ProductList } from './ProductList';
import { Video } from './Video';

function Renderer({ component, preview, leading }: { component: ThemeComponent; preview: boolean; leading: boolean }) {
  switch (component.componentType) {
    case 'HEADER':
      return <Header data={component.componentData} />;
    case 'FOOTER':
      return <Footer data={component.componentData} />;
    case 'BANNER':
      return <BannerCarousel data={component.componentData} leading={leading} />;
    case 'PRODUCT_LIST':
      return <ProductList data={component.componentData} products={component.products} preview={preview} />;
    case 'MARQUEE':
      return <Marquee data={component.componentData} />;
    case 'BANNER_COMPONENT':
      return <FixedBanner data={component.componentData} preview={preview} />;
    case 'GALLERY':
      return <Gallery data={component.componentData} />;
    case 'VIDEO':
      return <Video data={component.componentData} preview={preview} />;
    case 'FAQ':
      return <Faq data={component.componentData} />;
    case 'NEWSLETTER':
      return <Newsletter data={component.componentData} componentId={String(component.id)} preview={preview} />;
    case 'POPUP':
      return null;
  }
}

/**
 * One component of the page. Memoised on the component object: the preview replaces only the
 * objects that changed, so an edit re-renders that component alone.
 */
export const ComponentView = memo(function ComponentView({
  component,
  preview,
  highlighted,
  leading = false,
}: {
  component: ThemeComponent;
  preview: boolean;
  highlighted: boolean;
  /** The first block of the page's own content: its first image is loaded first (LCP). */
  leading?: boolean;
}) {
  return (
    <div
      className={highlighted ? 'sf-component is-highlighted' : 'sf-component'}
      data-component-id={String(component.id)}
      data-component-type={component.componentType}
    >
      <Renderer component={component} preview={preview} leading={leading} />
    </div>
  );
});
