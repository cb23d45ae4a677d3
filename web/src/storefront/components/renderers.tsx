import type { ReactNode } from 'react';
import type { ComponentType, ThemeComponent } from '@shop/shared';
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

export type ThemeComponentOf<T extends ComponentType> = Extract<ThemeComponent, { componentType: T }>;

/** What every renderer gets: its component, whether it is drawn in the builder's preview, and whether it leads the page. */
export interface RenderProps<T extends ComponentType = ComponentType> {
  readonly component: ThemeComponentOf<T>;
  readonly preview: boolean;
  /** The first block of the page's own content: its first image is loaded first (LCP). */
  readonly leading: boolean;
}

export type ComponentRenderer<T extends ComponentType> = (props: RenderProps<T>) => ReactNode;

/**
 * The storefront half of each component type's record: componentType -> how it is drawn. Typed over
 * the shared union (COMPONENT_TYPE_DEFINITIONS), so a type without a renderer is a type error.
 */
export type RendererMap = { readonly [T in ComponentType]: ComponentRenderer<T> };

export const RENDERERS: RendererMap = {
  BANNER: ({ component, leading }) => <BannerCarousel data={component.componentData} leading={leading} />,
  PRODUCT_LIST: ({ component, preview }) => <ProductList data={component.componentData} products={component.products} preview={preview} />,
  HEADER: ({ component }) => <Header data={component.componentData} />,
  FOOTER: ({ component }) => <Footer data={component.componentData} />,
  MARQUEE: ({ component }) => <Marquee data={component.componentData} />,
  BANNER_COMPONENT: ({ component, preview }) => <FixedBanner data={component.componentData} preview={preview} />,
  GALLERY: ({ component }) => <Gallery data={component.componentData} />,
  VIDEO: ({ component, preview }) => <Video data={component.componentData} preview={preview} />,
  FAQ: ({ component }) => <Faq data={component.componentData} />,
  NEWSLETTER: ({ component, preview }) => <Newsletter data={component.componentData} componentId={String(component.id)} preview={preview} />,
  // The popup is drawn over the page by Page (it needs the clock and the visitor's frequency), never in its area.
  POPUP: () => null,
};
