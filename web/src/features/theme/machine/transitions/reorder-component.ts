import { isAreaTab } from '@shop/shared';
import type { EditableState, Edit } from './edit';

/**
 * Moves a component to `toIndex` of its own area (the sidebar only shows the current one). The
 * area is renumbered 0..n-1 by position; only the id list changes, no component object does.
 */
export const reorderComponent = (state: EditableState, id: string, toIndex: number): Edit | null => {
  const component = state.byId[id];
  if (!component || !isAreaTab(component.tabType)) return null;
  const ids = state.order[component.tabType];
  const from = ids.indexOf(id);
  const to = Math.max(0, Math.min(ids.length - 1, Math.trunc(toIndex)));
  if (from < 0 || from === to) return null;
  const next = ids.slice();
  next.splice(from, 1);
  next.splice(to, 0, id);
  return { patch: { order: { [component.tabType]: next } } };
};
