import { replaceComponent, type EditableState, type Edit } from './edit';

/** Any text is kept as typed (an emptied field stays empty while the admin types); saving checks it. */
export const renameComponent = (state: EditableState, id: string, name: string, coalesceKey?: string): Edit | null => {
  const component = state.byId[id];
  if (!component || component.name === name) return null;
  return replaceComponent({ ...component, name }, coalesceKey);
};
