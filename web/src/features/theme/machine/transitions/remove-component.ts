import { isAreaTab } from '@shop/shared';
import { selectionView, type EditableState, type Edit } from './edit';

/** Platform §4: the rest of its area closes up (renumbered 0..n-1) and the first remaining one is selected. */
export const removeComponent = (state: EditableState, id: string): Edit | null => {
  const component = state.byId[id];
  if (!component || !isAreaTab(component.tabType)) return null;
  const rest = state.order[component.tabType].filter((other) => other !== id);
  return {
    patch: { components: { [id]: null }, order: { [component.tabType]: rest } },
    view: selectionView(rest[0] ?? null),
  };
};
