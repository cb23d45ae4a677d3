import {
  DEFAULT_BUILDER_STATE,
  SAVE_PAGE_TYPES,
  type AreaTab,
  type SavePageType,
  type TabType,
  type ThemeComponent,
  type ThemeConfig,
  type ThemeType,
  type Viewport,
} from '@shop/shared';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * A component as the builder holds it. `order` is left out on purpose: a component's order is its
 * index in `BuilderContext.order[tab]` (0..n-1), so a reorder touches one array and no component
 * object, and per-row subscribers of untouched components never re-render. `componentsOf` and the
 * save and preview payloads write `order` back in.
 */
export type BuilderComponent = DistributiveOmit<ThemeComponent, 'order'>;

export type AreaOrder = Readonly<Record<AreaTab, readonly string[]>>;

/** What undo, redo, saving and local persistence cover. */
export interface BuilderDocument {
  readonly byId: Readonly<Record<string, BuilderComponent>>;
  readonly order: AreaOrder;
  readonly themeConfig: ThemeConfig;
  readonly themeType: ThemeType;
}

/** Where the admin is looking; never an undo step. */
export interface BuilderView {
  readonly editMode: boolean;
  readonly selectedComponentId: string | null;
  /** The selected component's settings panel. */
  readonly panelOpen: boolean;
  readonly viewport: Viewport;
  readonly currentTab: TabType;
  readonly page: number;
}

export type TabVersions = Readonly<Record<SavePageType, number>>;

/** Which parts changed since the last load or save. */
export interface DirtyParts {
  readonly tabs: readonly AreaTab[];
  readonly config: boolean;
}

export const CLEAN: DirtyParts = { tabs: [], config: false };

export const isDirty = (dirty: DirtyParts): boolean => dirty.tabs.length > 0 || dirty.config;

export const EMPTY_ORDER: AreaOrder = { top: [], middle: [], bottom: [] };

export const ZERO_VERSIONS: TabVersions = Object.fromEntries(SAVE_PAGE_TYPES.map((p) => [p, 0])) as Record<SavePageType, number>;

export const initialDocument = (): BuilderDocument => ({
  byId: {},
  order: EMPTY_ORDER,
  themeConfig: DEFAULT_BUILDER_STATE.themeConfig,
  themeType: DEFAULT_BUILDER_STATE.themeType,
});

export const initialView = (): BuilderView => ({
  editMode: DEFAULT_BUILDER_STATE.editMode,
  selectedComponentId: null,
  panelOpen: false,
  viewport: DEFAULT_BUILDER_STATE.viewport,
  currentTab: DEFAULT_BUILDER_STATE.currentTab,
  page: 1,
});
