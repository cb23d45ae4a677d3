import { selectionView, type EditableState, type Edit } from './edit';

/**
 * Selecting shows the component's area and scrolls the preview to it; selecting the selected one
 * again toggles its settings panel (component editors §2), as `panel.toggle` does.
 */
export const selectComponent = (state: EditableState, id: string | null): Edit | null => {
  if (id === null) return state.selectedComponentId === null ? null : { view: selectionView(null) };
  const component = state.byId[id];
  if (!component) return null;
  if (state.selectedComponentId === id) return { view: { panelOpen: !state.panelOpen }, scrollTo: id };
  return { view: { ...selectionView(id), currentTab: component.tabType }, scrollTo: id };
};

export const togglePanel = (state: EditableState): Edit | null =>
  state.selectedComponentId === null ? null : { view: { panelOpen: !state.panelOpen } };

export const closePanel = (state: EditableState): Edit | null => (state.panelOpen ? { view: { panelOpen: false } } : null);
