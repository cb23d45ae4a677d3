import type { BuilderComponent, BuilderDocument, BuilderView, DirtyParts, TabVersions } from '../builder-context';
import type { SavedPopup } from '../builder-events';
import { EMPTY_HISTORY, type CleanPoint, type History, type HistoryEntry } from '../history';

/** popup/popup-api.ts imports the type from here; it now lives with the event that carries it. */

export type PopupSavedState = BuilderDocument &
  Pick<BuilderView, 'selectedComponentId'> & {
    readonly versions: TabVersions;
    readonly history: History;
    readonly dirty: DirtyParts;
    readonly cleanPoint: CleanPoint;
  };

export type PopupSavedUpdate = Partial<Pick<PopupSavedState, 'byId' | 'order' | 'versions' | 'selectedComponentId' | 'history' | 'cleanPoint'>>;

const touches = (entry: HistoryEntry, ids: ReadonlySet<string>, topOrder: boolean): boolean =>
  (topOrder && entry.inverse.order?.top !== undefined) || Object.keys(entry.inverse.components ?? {}).some((id) => ids.has(id));

/**
 * The popup editor saved straight to the server: the top area shows that popup (one popup kept, so
 * any other is dropped) without it being an unsaved change or an undo step. The top area moves to
 * the saved version only if this builder was on the version the editor saved over: then the server's
 * top is this builder's top plus the popup, and a later save of the admin's other top edits is not a
 * conflict. Otherwise the builder stays on its base and a save meets the 409 rule as before.
 * Undo steps that would bring back the replaced popup (or an id list without the new one) are
 * dropped with the rest of the history, since undoing them would lose the saved popup.
 */
export const popupSaved = (state: PopupSavedState, saved: SavedPopup): PopupSavedUpdate | null => {
  if (saved.popup.componentType !== 'POPUP') return null;
  const id = String(saved.popup.id);
  const { order: _order, ...fields } = saved.popup;
  const popup = { ...fields, id, tabType: 'top' } as BuilderComponent;

  const replaced = Object.keys(state.byId).filter((other) => other !== id && state.byId[other]?.componentType === 'POPUP');
  const byId: Record<string, BuilderComponent> = {
    ...Object.fromEntries(Object.entries(state.byId).filter(([other]) => !replaced.includes(other))),
    [id]: popup,
  };

  const top = state.order.top;
  const inPlace = top.includes(id);
  const gone = new Set(replaced);
  const firstReplaced = top.findIndex((other) => gone.has(other));
  let nextTop: readonly string[] = top;
  if (!inPlace) {
    const kept = top.filter((other) => !gone.has(other));
    kept.splice(firstReplaced < 0 ? kept.length : Math.min(firstReplaced, kept.length), 0, id);
    nextTop = kept;
  } else if (replaced.length > 0) {
    nextTop = top.filter((other) => !gone.has(other));
  }
  const order = nextTop === top ? state.order : { ...state.order, top: nextTop };

  const involved = new Set([...replaced, id]);
  const topChanged = order !== state.order;
  const stale = [...state.history.past, ...state.history.future].some((entry) => touches(entry, involved, topChanged));
  const dirty = state.dirty.tabs.length > 0 || state.dirty.config;

  return {
    byId,
    order,
    versions: state.versions.TOP === saved.baseVersion ? { ...state.versions, TOP: saved.version } : state.versions,
    ...(state.selectedComponentId !== null && gone.has(state.selectedComponentId) && { selectedComponentId: id }),
    ...(stale && { history: EMPTY_HISTORY, cleanPoint: dirty ? 'none' : null }),
  };
};
