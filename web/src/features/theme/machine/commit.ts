import { AREA_TABS, type AreaTab } from '@shop/shared';
import { CLEAN, type BuilderDocument, type BuilderView, type DirtyParts } from './builder-context';
import { applyPatch, inversePatch, isEmptyPatch, patchedTabs } from './document-patch';
import { joinsLastStep, keepReachable, positionOf, recordStep, redo, undo, type CleanPoint, type History, type TravelResult } from './history';
import type { Edit } from './transitions/edit';

/** The parts of the machine's context an edit, undo or redo changes. */
export type EditingState = BuilderDocument &
  BuilderView & {
    readonly history: History;
    readonly dirty: DirtyParts;
    /** Counts document changes; a save clears the dirty flags only if none came in meanwhile. */
    readonly revision: number;
    readonly cleanPoint: CleanPoint;
  };

const markDirty = (dirty: DirtyParts, tabs: readonly AreaTab[], config: boolean): DirtyParts => {
  const all = new Set([...dirty.tabs, ...tabs]);
  return { tabs: AREA_TABS.filter((tab) => all.has(tab)), config: dirty.config || config };
};

/** Applies one transition function's result: the document change becomes an undo step and marks its areas unsaved. */
export const commitEdit = (state: EditingState, edit: Edit, at: number): Partial<EditingState> => {
  const view = edit.view ?? {};
  const patch = edit.patch;
  if (!patch || isEmptyPatch(patch)) return view;
  const doc = applyPatch(state, patch);
  const step = { inverse: inversePatch(state, patch), selectedComponentId: state.selectedComponentId, coalesceKey: edit.coalesceKey, at };
  const history = recordStep(state.history, step);
  return {
    ...doc,
    ...view,
    history,
    cleanPoint: keepReachable(state.cleanPoint, state.history, history, joinsLastStep(state.history, step)),
    dirty: markDirty(state.dirty, patchedTabs(state, patch), patch.settings !== undefined),
    revision: state.revision + 1,
  };
};

const afterTravel = (state: EditingState, result: TravelResult | null): Partial<EditingState> => {
  if (!result) return {};
  const selectionKept = result.selectedComponentId === state.selectedComponentId;
  const currentTab = state.currentTab;
  const showTab = result.tabs.length > 0 && !result.tabs.some((tab) => tab === currentTab) ? result.tabs[0] : undefined;
  return {
    ...result.doc,
    history: result.history,
    selectedComponentId: result.selectedComponentId,
    editMode: result.selectedComponentId !== null,
    panelOpen: selectionKept && state.panelOpen,
    // Undoing a change in another area shows that area, so the admin sees what came back.
    ...(showTab && { currentTab: showTab, panelOpen: false }),
    // Back where the server is (every step since the load or save undone): nothing is unsaved.
    dirty: positionOf(result.history) === state.cleanPoint ? CLEAN : markDirty(state.dirty, result.tabs, result.configChanged),
    revision: state.revision + 1,
  };
};

export const commitUndo = (state: EditingState, at: number): Partial<EditingState> =>
  afterTravel(state, undo(state, state.selectedComponentId, state.history, at));

export const commitRedo = (state: EditingState, at: number): Partial<EditingState> =>
  afterTravel(state, redo(state, state.selectedComponentId, state.history, at));
