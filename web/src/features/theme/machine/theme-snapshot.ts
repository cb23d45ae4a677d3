import * as z from 'zod';
import {
  AREA_TABS,
  POPUP_STATIC_PAGE_TYPE,
  TAB_PAGE_TYPES,
  baseVersionSchema,
  isAreaTab,
  persistedBuilderStateSchema,
  savePageTypeSchema,
  tabTypeSchema,
  themeComponentSchema,
  themeSettingsSchema,
  type AreaTab,
  type SaveThemeComponentsRequest,
  type SavedThemeComponent,
  type TabType,
  type ThemeComponent,
  type ThemeSettings,
} from '@shop/shared';
import { CLEAN, type AreaOrder, type BuilderComponent, type BuilderDocument, type DirtyParts, type TabVersions } from './builder-context';

const versionsSchema = z.record(savePageTypeSchema, baseVersionSchema);

/** GET listThemeComponents: every area's components and the version each area was read at. */
export const themeComponentsAnswerSchema = z.object({
  components: z.array(themeComponentSchema),
  versions: versionsSchema,
});

/** What the builder loads on entry: the three areas with their versions, and the theme settings. */
export type ServerTheme = z.infer<typeof themeComponentsAnswerSchema> & ThemeSettings;

const areaTabSchema = tabTypeSchema.exclude(['settings']);

/**
 * The admin's local copy (per e-mail): the spec's components and current tab, plus what makes an
 * unsaved copy safe to restore: the versions it was edited on and which parts are unsaved.
 */
export const persistedThemeSchema = persistedBuilderStateSchema.extend({
  ...themeSettingsSchema.shape,
  versions: versionsSchema,
  dirty: z.object({ tabs: z.array(areaTabSchema), config: z.boolean() }),
});
export type PersistedTheme = z.infer<typeof persistedThemeSchema>;

const withoutOrder = ({ order: _order, ...component }: ThemeComponent): BuilderComponent => component;

/** Server (or stored) components into the builder's form: one record by id, one id list per area in order. */
export const normalizeComponents = (components: readonly ThemeComponent[]): Pick<BuilderDocument, 'byId' | 'order'> => {
  const byId: Record<string, BuilderComponent> = {};
  const rows: Record<AreaTab, ThemeComponent[]> = { top: [], middle: [], bottom: [] };
  for (const component of components) {
    const id = String(component.id);
    // A component stored under the settings tab cannot be shown anywhere; it goes to the default area.
    const tab: AreaTab = isAreaTab(component.tabType) ? component.tabType : 'middle';
    rows[tab].push(component);
    byId[id] = withoutOrder({ ...component, id, tabType: tab });
  }
  const order = Object.fromEntries(AREA_TABS.map((tab) => [tab, rows[tab].sort((a, b) => a.order - b.order).map((c) => String(c.id))])) as Record<
    AreaTab,
    string[]
  >;
  return { byId, order };
};

/** A component with its order written back in (its index in the area). */
export const withOrder = (component: BuilderComponent, order: number): ThemeComponent => ({ ...component, order });

const tabRows = (doc: Pick<BuilderDocument, 'byId'>, ids: readonly string[]): ThemeComponent[] =>
  ids.flatMap((id, index) => {
    const component = doc.byId[id];
    return component ? [withOrder(component, index)] : [];
  });

interface ComponentsCacheEntry {
  readonly byId: BuilderDocument['byId'];
  readonly order: AreaOrder;
  readonly rows: ThemeComponent[];
}
const componentsCache = new Map<TabType | 'all', ComponentsCacheEntry>();

/**
 * The spec's `components` (every area, each in order, order = index), or one area's. Remembers the
 * last answer per area, so asking again about an unchanged document gives the same array.
 */
export const componentsOf = (doc: Pick<BuilderDocument, 'byId' | 'order'>, tab?: TabType): ThemeComponent[] => {
  const key = tab ?? 'all';
  const cached = componentsCache.get(key);
  if (cached?.byId === doc.byId && cached.order === doc.order) return cached.rows;
  const tabs = tab === undefined ? AREA_TABS : isAreaTab(tab) ? [tab] : [];
  const rows = tabs.flatMap((t) => tabRows(doc, doc.order[t]));
  componentsCache.set(key, { byId: doc.byId, order: doc.order, rows });
  return rows;
};

const toSaved = (component: ThemeComponent): SavedThemeComponent => {
  const { tabType: _tab, templateId: _template, ...saved } = component;
  return saved.componentType === 'POPUP' ? { ...saved, staticPageType: POPUP_STATIC_PAGE_TYPE } : saved;
};

export interface SaveThemeInput {
  /** One request per area, TOP, HOME, BOTTOM in that order. */
  readonly tabs: readonly SaveThemeComponentsRequest[];
  readonly settings: ThemeSettings;
}

/** Platform §5: each area's components without their tab (the popup with staticPageType TOP), on the version it was loaded at. */
export const saveInput = (doc: BuilderDocument, versions: TabVersions): SaveThemeInput => ({
  tabs: AREA_TABS.map((tab) => ({
    pageType: TAB_PAGE_TYPES[tab],
    baseVersion: versions[TAB_PAGE_TYPES[tab]],
    components: tabRows(doc, doc.order[tab]).map(toSaved),
  })),
  settings: { themeConfig: doc.themeConfig, themeType: doc.themeType },
});

export interface PersistRequest {
  readonly userEmail: string;
  readonly doc: BuilderDocument;
  readonly currentTab: TabType;
  readonly versions: TabVersions;
  readonly dirty: DirtyParts;
}

/** Built when the (debounced) write happens, not on every keystroke. */
export const toPersisted = (request: PersistRequest): PersistedTheme => ({
  components: componentsOf(request.doc),
  currentTab: request.currentTab,
  themeConfig: request.doc.themeConfig,
  themeType: request.doc.themeType,
  versions: request.versions,
  dirty: { tabs: [...request.dirty.tabs], config: request.dirty.config },
});

export interface Hydrated {
  readonly doc: BuilderDocument;
  readonly versions: TabVersions;
  readonly dirty: DirtyParts;
}

const serverDocument = (server: ServerTheme): BuilderDocument => ({
  ...normalizeComponents(server.components),
  themeConfig: server.themeConfig,
  themeType: server.themeType,
});

export const fromServer = (server: ServerTheme): Hydrated => ({ doc: serverDocument(server), versions: server.versions, dirty: CLEAN });

/**
 * Local unsaved areas on top of the server's: an area the admin changed keeps the local
 * components, every other area (and the settings, unless changed) takes the server's. `baseVersions`
 * says which version the local areas count as based on: their own (a save then meets the other
 * admin's newer version with 409, so nothing is overwritten unasked) or the server's (the admin chose
 * to keep editing after a conflict: the next save replaces those areas).
 */
export const rebase = (
  local: BuilderDocument,
  localVersions: TabVersions,
  dirty: DirtyParts,
  server: ServerTheme,
  baseVersions: 'local' | 'server',
): Hydrated => {
  const remote = serverDocument(server);
  const byId: Record<string, BuilderComponent> = {};
  const order: Record<AreaTab, readonly string[]> = { top: [], middle: [], bottom: [] };
  const versions = { ...server.versions };
  for (const tab of AREA_TABS) {
    const keepLocal = dirty.tabs.includes(tab);
    const source = keepLocal ? local : remote;
    order[tab] = source.order[tab];
    for (const id of source.order[tab]) {
      const component = source.byId[id];
      if (component) byId[id] = component;
    }
    if (keepLocal && baseVersions === 'local') versions[TAB_PAGE_TYPES[tab]] = localVersions[TAB_PAGE_TYPES[tab]];
  }
  const settings = dirty.config ? local : remote;
  return {
    doc: { byId, order, themeConfig: settings.themeConfig, themeType: settings.themeType },
    versions,
    dirty,
  };
};

/**
 * Entry: the server's theme, unless the admin's local copy has unsaved changes. Those are restored
 * and stay marked unsaved; if the server moved on meanwhile they keep their old base, so saving
 * them ends in the conflict dialog instead of silently replacing someone else's work.
 */
export const hydrate = (server: ServerTheme, local: PersistedTheme | null): Hydrated => {
  if (!local || (local.dirty.tabs.length === 0 && !local.dirty.config)) return fromServer(server);
  const localDoc: BuilderDocument = {
    ...normalizeComponents(local.components),
    themeConfig: local.themeConfig,
    themeType: local.themeType,
  };
  return rebase(localDoc, local.versions, { tabs: local.dirty.tabs, config: local.dirty.config }, server, 'local');
};
