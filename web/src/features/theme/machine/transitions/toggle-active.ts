import { replaceComponent, type EditableState, type Edit } from './edit';

export const toggleActive = (state: EditableState, id: string): Edit | null => {
  const component = state.byId[id];
  return component ? replaceComponent({ ...component, isActive: !component.isActive }) : null;
};
