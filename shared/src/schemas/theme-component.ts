import * as z from 'zod';
import { COMPONENT_TYPE_DEFINITIONS, type ComponentTypeDefinitions, type DefaultComponentDataOptions } from '../component-types';
import { DEFAULT_COMPONENT_TAB, POPUP_STATIC_PAGE_TYPE, SAVE_PAGE_TYPES } from '../constants';
import { explicit } from './explicit';
import { bannerGalleryEntrySchema, themeListItemSchema } from './catalog';
import { bool, componentOrderSchema, enumOf, int, fieldError, idSchema, isoDateTime, list, object, visibleText } from './common';
import { savedListProductsSchema } from './product-list';

// ---------------------------------------------------------------------------
// Types, tabs, labels, names: all derived from COMPONENT_TYPE_DEFINITIONS
// ---------------------------------------------------------------------------

export type ComponentType = keyof ComponentTypeDefinitions;
const DEFINITIONS: ComponentTypeDefinitions = COMPONENT_TYPE_DEFINITIONS;

export const COMPONENT_TYPES = Object.keys(DEFINITIONS) as [ComponentType, ...ComponentType[]];
export const componentTypeSchema = enumOf(COMPONENT_TYPES);

export const TAB_TYPES = ['top', 'middle', 'bottom', 'settings'] as const;
export const tabTypeSchema = enumOf(TAB_TYPES);
export type TabType = z.infer<typeof tabTypeSchema>;

/** The types whose definition has a label (all but POPUP). */
export type LabelledComponentType = { [K in ComponentType]: ComponentTypeDefinitions[K]['label'] extends string ? K : never }[ComponentType];

/** The type labels of the theme sidebar (component editors §2). POPUP has none there. */
export const COMPONENT_TYPE_LABELS = Object.fromEntries(
  COMPONENT_TYPES.flatMap((type) => {
    const { label } = DEFINITIONS[type];
    return label === null ? [] : [[type, label]];
  }),
) as { readonly [K in LabelledComponentType]: ComponentTypeDefinitions[K]['label'] };

export const hasComponentTypeLabel = (type: ComponentType): type is LabelledComponentType => Object.hasOwn(COMPONENT_TYPE_LABELS, type);

/** Adding one of these to a tab that has one only selects the existing one. */
export const UNIQUE_PER_TAB_COMPONENT_TYPES: readonly LabelledComponentType[] = COMPONENT_TYPES.filter(
  (type): type is LabelledComponentType => DEFINITIONS[type].uniquePerTab === true && hasComponentTypeLabel(type),
);

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

export const componentDataSchemas = Object.fromEntries(COMPONENT_TYPES.map((type) => [type, DEFINITIONS[type].schema])) as {
  readonly [K in ComponentType]: ComponentTypeDefinitions[K]['schema'];
};

export type ComponentDataMap = { [K in ComponentType]: z.infer<(typeof componentDataSchemas)[K]> };
export type ComponentData<T extends ComponentType = ComponentType> = ComponentDataMap[T];

export type { DefaultComponentDataOptions };

/** componentData of a component of the given type when it is added from the builder (platform §4). */
export const defaultComponentData = <T extends ComponentType>(type: T, options: DefaultComponentDataOptions = {}): ComponentData<T> =>
  (DEFINITIONS[type].defaults as (options: DefaultComponentDataOptions) => ComponentData<T>)(options);

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

/** One member per type: a discriminated union's members, typed as the union of each type's own object. */
const membersOf = <M>(make: (type: ComponentType) => M) => COMPONENT_TYPES.map(make) as [M, ...M[]];

type ComponentMember = { [K in ComponentType]: ReturnType<typeof componentOf<K>> }[ComponentType];

/** A component in the builder; its componentData is checked against its componentType's schema. */
export const themeComponentSchema = z.discriminatedUnion(
  'componentType',
  membersOf((type) => componentOf(type) as ComponentMember),
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

/** The popup always lives in the top area, whatever tab it is saved with. */
const savedPopup = () => savedComponentOf('POPUP').extend({ staticPageType: z.literal(POPUP_STATIC_PAGE_TYPE, { error: fieldError }) });

type SavedComponentMember =
  { [K in Exclude<ComponentType, 'POPUP'>]: ReturnType<typeof savedComponentOf<K>> }[Exclude<ComponentType, 'POPUP'>] | ReturnType<typeof savedPopup>;

export const savedThemeComponentSchema = z.discriminatedUnion(
  'componentType',
  membersOf((type) => (type === 'POPUP' ? savedPopup() : savedComponentOf(type)) as SavedComponentMember),
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
