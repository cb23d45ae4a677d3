import {
  AREA_TABS,
  isAreaTab,
  type AreaTab,
  type StorefrontThemeAnswer,
  type ThemeComponent,
  type ThemeSettings,
  type UpdateThemeMessage,
} from '@shop/shared';

/** What the public read answers (GET /api/storefront/theme), as the route table types it. */
export type { StorefrontThemeAnswer };

/**
 * Components by id plus each area's id order. An update replaces only the components it names,
 * so every other component keeps its object identity and its memoised view is not re-rendered.
 */
export interface ThemeState {
  readonly byId: ReadonlyMap<string, ThemeComponent>;
  readonly order: Readonly<Record<AreaTab, readonly string[]>>;
  readonly settings: ThemeSettings;
  readonly selectedId: string | null;
}

export const keyOf = (id: ThemeComponent['id']): string => String(id);

const areaOf = (component: ThemeComponent): AreaTab | undefined => (isAreaTab(component.tabType) ? component.tabType : undefined);

const byOrder = (a: ThemeComponent, b: ThemeComponent) => a.order - b.order;

const orderOf = (components: Iterable<ThemeComponent>): Record<AreaTab, string[]> => {
  const order: Record<AreaTab, ThemeComponent[]> = { top: [], middle: [], bottom: [] };
  for (const c of components) {
    const area = areaOf(c);
    if (area) order[area].push(c);
  }
  return {
    top: order.top.sort(byOrder).map((c) => keyOf(c.id)),
    middle: order.middle.sort(byOrder).map((c) => keyOf(c.id)),
    bottom: order.bottom.sort(byOrder).map((c) => keyOf(c.id)),
  };
};

export const stateFromComponents = (components: readonly ThemeComponent[], settings: ThemeSettings): ThemeState => ({
  byId: new Map(components.map((c) => [keyOf(c.id), c])),
  order: orderOf(components),
  settings,
  selectedId: null,
});

/** The public answer as a state: the popup travels beside the areas. */
export const stateFromAnswer = (answer: StorefrontThemeAnswer): ThemeState =>
  stateFromComponents([...AREA_TABS.flatMap((area) => answer.areas[area]), ...(answer.popup ? [answer.popup] : [])], {
    themeConfig: answer.themeConfig,
    themeType: answer.themeType,
  });

type ParsedUpdate = Required<Pick<UpdateThemeMessage, 'reset' | 'upserts' | 'removedIds'>> &
  Pick<UpdateThemeMessage, 'order' | 'selectedComponentId'> & { upserts: ThemeComponent[] };

/**
 * Applies the builder's diff: upserts replace or add, removedIds go, and an area's order is taken
 * as sent (or, when not sent and membership changed, recomputed from `order` fields).
 */
export const applyThemeUpdate = (state: ThemeState, update: ParsedUpdate): ThemeState => {
  if (update.reset) {
    const next = stateFromComponents(update.upserts, state.settings);
    return { ...next, order: { ...next.order, ...update.order }, selectedId: selectedOf(state, update) };
  }
  const byId = new Map(state.byId);
  const touched = new Set<AreaTab>();
  for (const id of update.removedIds) {
    const gone = byId.get(id);
    const area = gone && areaOf(gone);
    if (area) touched.add(area);
    byId.delete(id);
  }
  for (const c of update.upserts) {
    const key = keyOf(c.id);
    const before = byId.get(key);
    const moved = before ? before.order !== c.order || areaOf(before) !== areaOf(c) : true;
    if (moved) {
      const from = before && areaOf(before);
      const to = areaOf(c);
      if (from) touched.add(from);
      if (to) touched.add(to);
    }
    byId.set(key, c);
  }
  const recomputed = touched.size > 0 ? orderOf(byId.values()) : state.order;
  const order = { ...state.order };
  for (const area of AREA_TABS) {
    const sent = update.order?.[area];
    if (sent) order[area] = sent.filter((id) => byId.has(id));
    else if (touched.has(area)) order[area] = recomputed[area];
  }
  return { ...state, byId, order, selectedId: selectedOf(state, update) };
};

const selectedOf = (state: ThemeState, update: Pick<ParsedUpdate, 'selectedComponentId'>): string | null =>
  update.selectedComponentId === undefined ? state.selectedId : update.selectedComponentId;

export const withSettings = (state: ThemeState, settings: ThemeSettings): ThemeState => ({ ...state, settings });

/** The visible components of an area, in order: inactive ones and the popup are not part of the page flow. */
export const visibleComponents = (state: ThemeState, area: AreaTab): ThemeComponent[] =>
  state.order[area].map((id) => state.byId.get(id)).filter((c): c is ThemeComponent => c !== undefined && c.isActive && c.componentType !== 'POPUP');

/** The popup: the newest active one of the top area (the server sends just that one). */
export const activePopup = (state: ThemeState): ThemeComponent | undefined => {
  let best: ThemeComponent | undefined;
  for (const c of state.byId.values()) {
    if (c.componentType !== 'POPUP' || !c.isActive) continue;
    if (!best || (c.createdAt ?? '') > (best.createdAt ?? '')) best = c;
  }
  return best;
};
