import { isAreaTab, type TabType, type ThemeComponent } from '@shop/shared';
import { isDirty } from './builder-context';
import type { BuilderSnapshot } from './builder-machine';
import { componentsOf } from './theme-snapshot';

const NO_IDS: readonly string[] = [];

export type LoadStatus = 'loading' | 'failed' | 'ready';

export const selectLoadStatus = (snapshot: BuilderSnapshot): LoadStatus =>
  snapshot.matches('loading') ? 'loading' : snapshot.matches('loadFailed') ? 'failed' : 'ready';

/**
 * Where saving stands: `conflict` waits for the admin's choice after a 409; `syncing` is the
 * server's copy being loaded after that choice (edits are not taken meanwhile).
 */
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'conflict' | 'syncing';

export const selectSaveStatus = (snapshot: BuilderSnapshot): SaveStatus => {
  if (snapshot.matches({ ready: 'saving' })) return 'saving';
  // "Saved" only while nothing changed since; an edit after it is an ordinary unsaved change.
  if (snapshot.matches({ ready: 'saved' })) return isDirty(snapshot.context.dirty) ? 'idle' : 'saved';
  if (snapshot.matches({ ready: 'failed' })) return 'failed';
  if (snapshot.matches({ ready: 'conflict' })) return 'conflict';
  if (snapshot.matches({ ready: 'reloading' }) || snapshot.matches({ ready: 'rebasing' })) return 'syncing';
  return 'idle';
};

/** The ids of an area in order (the same array until that area's order or membership changes). */
export const selectTabIds = (snapshot: BuilderSnapshot, tab: TabType): readonly string[] => (isAreaTab(tab) ? snapshot.context.order[tab] : NO_IDS);

export const selectComponent = (snapshot: BuilderSnapshot, id: string) => snapshot.context.byId[id];

/** The spec's `components` (order = index), or one area's; the same array while nothing changes. */
export const selectComponents = (snapshot: BuilderSnapshot, tab?: TabType): ThemeComponent[] => componentsOf(snapshot.context, tab);

export const selectIsDirty = (snapshot: BuilderSnapshot): boolean => isDirty(snapshot.context.dirty);

export const selectCanUndo = (snapshot: BuilderSnapshot): boolean => snapshot.context.history.past.length > 0;

export const selectCanRedo = (snapshot: BuilderSnapshot): boolean => snapshot.context.history.future.length > 0;

/** The selected component, if any. */
export const selectSelectedComponent = (snapshot: BuilderSnapshot) => {
  const id = snapshot.context.selectedComponentId;
  return id === null ? undefined : snapshot.context.byId[id];
};
