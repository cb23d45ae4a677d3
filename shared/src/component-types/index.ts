import { bannerType } from './banner';
import { faqType } from './faq';
import { fixedBannerType } from './fixed-banner';
import { footerType } from './footer';
import { galleryType } from './gallery';
import { headerType } from './header';
import { marqueeType } from './marquee';
import { newsletterType } from './newsletter';
import { popupType } from './popup';
import { productListType } from './product-list';
import { videoType } from './video';

/**
 * Every storefront component type, in the add drawer's order: the one list a new type is added to.
 * The type union, labels, settings schemas, defaults and the save schemas derive from it
 * (schemas/theme-component.ts); the storefront's renderers and the builder's editors are maps over
 * the same union, so the compiler asks for both.
 */
export const COMPONENT_TYPE_DEFINITIONS = {
  BANNER: bannerType,
  PRODUCT_LIST: productListType,
  HEADER: headerType,
  FOOTER: footerType,
  MARQUEE: marqueeType,
  BANNER_COMPONENT: fixedBannerType,
  GALLERY: galleryType,
  VIDEO: videoType,
  FAQ: faqType,
  NEWSLETTER: newsletterType,
  POPUP: popupType,
} as const;

export type ComponentTypeDefinitions = typeof COMPONENT_TYPE_DEFINITIONS;
export type { ComponentTypeDefinition, DefaultComponentDataOptions } from './define';
export { defineComponentType } from './define';
