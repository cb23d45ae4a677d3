import * as z from 'zod';
import { BUILDER_BANNER_AUTOPLAY_SPEED_MS, DEFAULT_COMPONENT_TAB, POPUP_STATIC_PAGE_TYPE, SAVE_PAGE_TYPES } from '../constants';
import { explicit } from './explicit';
import { bannerComponentDataSchema } from './banner';
import { bannerGalleryEntrySchema, themeListItemSchema } from './catalog';
import { bool, componentOrderSchema, enumOf, int, fieldError, idSchema, isoDateTime, list, object, visibleText, type Id } from './common';
import { faqSettingsSchema } from './faq';
import { defaultFixedBannerSettings, fixedBannerSettingsSchema } from './fixed-banner';
import { defaultFooterSettings, footerSettingsSchema } from './footer';
import { gallerySettingsSchema } from './gallery';
import { headerSettingsSchema } from './header';
import { marqueeSettingsSchema } from './marquee';
import { newsletterSettingsSchema } from './newsletter';
import { popupSettingsSchema } from './popup';
import { productListSettingsSchema, savedListProductsSchema } from './product-list';
import { videoSettingsSchema } from './video';

// ---------------------------------------------------------------------------
// Types, tabs, labels, names
// ---------------------------------------------------------------------------

export const COMPONENT_TYPES = [
  'BANNER',
  'PRODUCT_LIST',
  'HEADER',
  'FOOTER',
  'MARQUEE',
  'BANNER_COMPONENT',
  'GALLERY',
  'VIDEO',
  'FAQ',
  'NEWSLETTER',
  'POPUP',
] as const;
export const componentTypeSchema = enumOf(COMPONENT_TYPES);
export type ComponentType = z.infer<typeof componentTypeSchema>;

export const TAB_TYPES = ['top', 'middle', 'bottom', 'settings'] as const;
export const tabTypeSchema = enumOf(TAB_TYPES);
export type TabType = z.infer<typeof tabTypeSchema>;

/** Adding one of these to a tab that has one only selects the existing one. */
export const UNIQUE_PER_TAB_COMPONENT_TYPES = ['HEADER', 'FOOTER'] as const satisfies readonly ComponentType[];

/** The type labels of the theme sidebar (component editors §2). POPUP has none there. */
export const COMPONENT_TYPE_LABELS = {
  BANNER: 'Banner & Afiş',
  PRODUCT_LIST: 'Ürün Listesi',
  HEADER: 'Üst Menü',
  FOOTER: 'Alt Menü',
  MARQUEE: 'Kayan Duyuru Bandı',
  BANNER_COMPONENT: 'Sabit Duyuru Bandı',
  GALLERY: 'Galeri',
  VIDEO: 'Video',
  FAQ: 'Sıkça Sorulan Sorular',
  NEWSLETTER: 'Bülten',
} as const satisfies Record<Exclude<ComponentType, 'POPUP'>, string>;
export type LabelledComponentType = keyof typeof COMPONENT_TYPE_LABELS;

export const hasComponentTypeLabel = (type: ComponentType): type is LabelledComponentType => Object.hasOwn(COMPONENT_TYPE_LABELS, type);

/**
 * The name a newly added component gets (platform §4): its type label, or for a type
 * without one, the type plus `n`. POPUP takes the fallback ("POPUP 1"): the spec's
 * 'Açılır Pencere' is the popup's own settings name (componentData.name, DEFAULT_POPUP),
 * a different field, and the sidebar lists no label for POPUP.
 */
export const defaultComponentName = (type: ComponentType, n: number): string =>
  hasComponentTypeLabel(type) ? COMPONENT_TYPE_LABELS[type] : `${type} ${n}`;

// ---------------------------------------------------------------------------
// componentData per type
// ---------------------------------------------------------------------------

export const componentDataSchemas = {
  BANNER: bannerComponentDataSchema,
  PRODUCT_LIST: productListSettingsSchema,
  HEADER: headerSettingsSchema,
  FOOTER: footerSettingsSchema,
  MARQUEE: marqueeSettingsSchema,
  BANNER_COMPONENT: fixedBannerSettingsSchema,
  GALLERY: gallerySettingsSchema,
  VIDEO: videoSettingsSchema,
  FAQ: faqSettingsSchema,
  NEWSLETTER: newsletterSettingsSchema,
  POPUP: popupSettingsSchema,
} as const satisfies Record<ComponentType, z.ZodType>;

export type ComponentDataMap = { [K in ComponentType]: z.infer<(typeof componentDataSchemas)[K]> };
export type ComponentData<T extends ComponentType = ComponentType> = ComponentDataMap[T];

export interface DefaultComponentDataOptions {
  /** The year in a new footer's text; the current year by default. */
  readonly year?: number;
  /** The new component's id, from which a fixed banner's bannerName is derived. */
  readonly componentId?: Id;
}

/** componentData of a component of the given type when it is added from the builder (platform §4). */
export const defaultComponentData = <T extends ComponentType>(type: T, options: DefaultComponentDataOptions = {}): ComponentData<T> => {
  const defaults: { [K in ComponentType]: () => ComponentData<K> } = {
    BANNER: () =>
      bannerComponentDataSchema.parse({
        // A banner added from the builder turns every 5000 ms (platform §4); the banner
        // editor's own default, 10000 ms (component editors §3), applies to its settings form.
        settings: { autoPlaySpeed: BUILDER_BANNER_AUTOPLAY_SPEED_MS },
      }),
    PRODUCT_LIST: () => productListSettingsSchema.parse({}),
    HEADER: () => headerSettingsSchema.parse({}),
    FOOTER: () => defaultFooterSettings(options.year),
    MARQUEE: () => marqueeSettingsSchema.parse({}),
    BANNER_COMPONENT: () => defaultFixedBannerSettings(options.componentId),
    GALLERY: () => gallerySettingsSchema.parse({}),
    VIDEO: () => videoSettingsSchema.parse({}),
    FAQ: () => faqSettingsSchema.parse({}),
    NEWSLETTER: () => newsletterSettingsSchema.parse({}),
    POPUP: () => popupSettingsSchema.parse({}),
  };
  return defaults[type]();
};

// ---------------------------------------------------------------------------
// Theme component
// ---------------------------------------------------------------------------

const componentFields = {
  id: idSchema,
  name: visibleText(),
  order: componentOrderSchema,
  isActive: bool().default(true),
  templateId: idSchema.nullable().optional(),
  /** Products of a PRODUCT_LIST. */
  products: list(themeListItemSchema, 500).default([]),
  tabType: tabTypeSchema.default(DEFAULT_COMPONENT_TAB),
  createdAt: isoDateTime().optional(),
  /** Gallery images of a BANNER. */
  galleries: list(bannerGalleryEntrySchema).default([]),
};

const componentOf = <T extends ComponentType>(type: T) =>
  object({ ...componentFields, componentType: z.literal(type), componentData: componentDataSchemas[type] });

/** A component in the builder; its componentData is checked against its componentType's schema. */
export const themeComponentSchema = z.discriminatedUnion(
  'componentType',
  [
    componentOf('BANNER'),
    componentOf('PRODUCT_LIST'),
    componentOf('HEADER'),
    componentOf('FOOTER'),
    componentOf('MARQUEE'),
    componentOf('BANNER_COMPONENT'),
    componentOf('GALLERY'),
    componentOf('VIDEO'),
    componentOf('FAQ'),
    componentOf('NEWSLETTER'),
    componentOf('POPUP'),
  ],
  { error: fieldError },
);
export type ThemeComponent = z.infer<typeof themeComponentSchema>;

// ---------------------------------------------------------------------------
// Saving: POST /api/admin/theme/components, once per tab
// ---------------------------------------------------------------------------

/**
 * The tab comes from pageType. id and createdAt are optional: the builder keeps its ids across
 * saves (selection survives a save) and createdAt decides which popup is newest; the server
 * fills both in for new components.
 */
const savedComponentOf = <T extends ComponentType>(type: T) =>
  componentOf(type)
    .omit({ tabType: true, templateId: true })
    // Products are stored as ids and places only: the storefront reads their cards from the catalogue.
    // A save replaces what is stored, so whether it shows and its settings are sent whole (the
    // builder always does): a left-out isActive or setting is a 400, never a default that would
    // publish a hidden component or reset its settings.
    .extend({
      id: idSchema.optional(),
      createdAt: isoDateTime().optional(),
      products: savedListProductsSchema.default([]),
      isActive: bool(),
      // Typed as the settings schema it pipes into: TypeScript cannot carry a pipe's output through `type`.
      componentData: explicit(componentDataSchemas[type]) as unknown as (typeof componentDataSchemas)[T],
    });

export const savedThemeComponentSchema = z.discriminatedUnion(
  'componentType',
  [
    savedComponentOf('BANNER'),
    savedComponentOf('PRODUCT_LIST'),
    savedComponentOf('HEADER'),
    savedComponentOf('FOOTER'),
    savedComponentOf('MARQUEE'),
    savedComponentOf('BANNER_COMPONENT'),
    savedComponentOf('GALLERY'),
    savedComponentOf('VIDEO'),
    savedComponentOf('FAQ'),
    savedComponentOf('NEWSLETTER'),
    // The popup always lives in the top area, whatever tab it is saved with.
    savedComponentOf('POPUP').extend({ staticPageType: z.literal(POPUP_STATIC_PAGE_TYPE, { error: fieldError }) }),
  ],
  { error: fieldError },
);
export type SavedThemeComponent = z.infer<typeof savedThemeComponentSchema>;

/** Per-tab component limit; well beyond DynamoDB's 100-action transaction limit by design. */
export const MAX_COMPONENTS_PER_TAB = 500;

/**
 * The most one component may take once stored, as DynamoDB counts item sizes: its 400 KB
 * item limit less headroom. The server refuses a larger component with 400 (a FAQ with
 * hundreds of long answers, say) and writes nothing.
 */
export const MAX_COMPONENT_BYTES = 350 * 1024;

export const savePageTypeSchema = enumOf(SAVE_PAGE_TYPES);
export type SavePageType = z.infer<typeof savePageTypeSchema>;

/** The tab version a save or restore was based on; a stale one is refused (409). 0: no save yet. */
export const baseVersionSchema = int(0, Number.MAX_SAFE_INTEGER);

export const saveThemeComponentsRequestSchema = object({
  components: list(savedThemeComponentSchema, MAX_COMPONENTS_PER_TAB),
  pageType: savePageTypeSchema,
  baseVersion: baseVersionSchema,
});
export type SaveThemeComponentsRequest = z.infer<typeof saveThemeComponentsRequestSchema>;
