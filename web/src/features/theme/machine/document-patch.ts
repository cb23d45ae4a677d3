import { AREA_TABS, isAreaTab, type AreaTab, type ThemeConfig, type ThemeType } from '@shop/shared';
import type { AreaOrder, BuilderComponent, BuilderDocument } from './builder-context';

/**
 * New values for only the parts of the document an action touches: a component (null: gone), an
 * area's id list, the theme settings. The same shape holds the old values, which is what undo keeps,
 * so a step costs the touched entries, not a copy of 1,000 components.
 */
export interface DocumentPatch {
  readonly components?: Readonly<Record<string, BuilderComponent | null>>;
  readonly order?: Partial<AreaOrder>;
  readonly settings?: { readonly themeConfig: ThemeConfig; readonly themeType: ThemeType };
}

const entries = <V>(record: Readonly<Record<string, V>> | undefined): [string, V][] => Object.entries(record ?? {});

export const applyPatch = (doc: BuilderDocument, patch: DocumentPatch): BuilderDocument => {
  let byId = doc.byId;
  if (patch.components) {
    const changes = entries(patch.components);
    const removed = new Set(changes.filter(([, component]) => !component).map(([id]) => id));
    const next: Record<string, BuilderComponent> = Object.fromEntries(Object.entries(doc.byId).filter(([id]) => !removed.has(id)));
    for (const [id, component] of changes) if (component) next[id] = component;
    byId = next;
  }
  return {
    byId,
    order: patch.order ? { ...doc.order, ...patch.order } : doc.order,
    themeConfig: patch.settings?.themeConfig ?? doc.themeConfig,
    themeType: patch.settings?.themeType ?? doc.themeType,
  };
};

/** The patch that takes the document back from after `patch` to `doc`. */
export const inversePatch = (doc: BuilderDocument, patch: DocumentPatch): DocumentPatch => ({
  ...(patch.components && {
    components: Object.fromEntries(Object.keys(patch.components).map((id) => [id, doc.byId[id] ?? null])),
  }),
  ...(patch.order && {
    order: Object.fromEntries(AREA_TABS.filter((tab) => patch.order?.[tab]).map((tab) => [tab, doc.order[tab]])),
  }),
  ...(patch.settings && { settings: { themeConfig: doc.themeConfig, themeType: doc.themeType } }),
});

/**
 * One undo step out of two consecutive ones: the older step's old values win, the newer step adds
 * the old values of whatever only it touched.
 */
export const mergeInverse = (older: DocumentPatch, newer: DocumentPatch): DocumentPatch => ({
  ...((older.components ?? newer.components) && { components: { ...newer.components, ...older.components } }),
  ...((older.order ?? newer.order) && { order: { ...newer.order, ...older.order } }),
  ...((older.settings ?? newer.settings) && { settings: older.settings ?? newer.settings }),
});

/** The areas whose saved form a patch changes (a component's area counts, as does its id list). */
export const patchedTabs = (doc: BuilderDocument, patch: DocumentPatch): AreaTab[] => {
  const tabs = new Set<AreaTab>();
  for (const tab of AREA_TABS) if (patch.order?.[tab]) tabs.add(tab);
  for (const [id, component] of entries(patch.components)) {
    for (const tab of [component?.tabType, doc.byId[id]?.tabType]) if (tab && isAreaTab(tab)) tabs.add(tab);
  }
  return AREA_TABS.filter((tab) => tabs.has(tab));
};

export const isEmptyPatch = (patch: DocumentPatch): boolean => !patch.components && !patch.order && !patch.settings;
