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

/**
 * What every renderer gets: its settings, its whole component, whether it is drawn in the builder's
 * preview, and whether it leads the page. A storefront component that needs only some of these is
 * its own renderer (Header takes `data`).
 */
export interface RenderProps<T extends ComponentType = ComponentType> {
  readonly data: ThemeComponentOf<T>['componentData'];
  readonly component: ThemeComponentOf<T>;
  readonly preview: boolean;
  /** The first block of the page's own content: its first image is loaded first (LCP). */
  readonly leading: boolean;
}

export type ComponentRenderer<T extends ComponentType> = (props: RenderProps<T>) => ReactNode;

/**
 * The storefront half of each component type's record: componentType -> the component that draws
 * it. Typed over the shared union (COMPONENT_TYPE_DEFINITIONS), so a type without a renderer is a
 * type error.
 */
export type RendererMap = { readonly [T in ComponentType]: ComponentRenderer<T> };

export const RENDERERS: RendererMap = {
  BANNER: BannerCarousel,
  PRODUCT_LIST: ({ data, component, preview }) => <ProductList data={data} products={component.products} preview={preview} />,
  HEADER: Header,
  FOOTER: Footer,
  MARQUEE: Marquee,
  BANNER_COMPONENT: FixedBanner,
  GALLERY: Gallery,
  VIDEO: Video,
  FAQ: Faq,
  NEWSLETTER: ({ data, component, preview }) => <Newsletter data={data} componentId={String(component.id)} preview={preview} />,
  // The popup is drawn over the page by Page (it needs the clock and the visitor's frequency), never in its area.
  POPUP: () => null,
};
