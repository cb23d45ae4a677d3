import type { BuilderComponent } from '../builder-context';
import { replaceComponent, type EditableState, type Edit } from './edit';

/**
 * Any text is kept as typed (an emptied field stays empty while the admin types); saving checks it.
 * Types whose settings carry a name of their own (gallery, video, FAQ ...) keep it equal to the
 * component's, so the component has one name wherever it is read.
 */
export const renameComponent = (state: EditableState, id: string, name: string, coalesceKey?: string): Edit | null => {
  const component = state.byId[id];
  if (!component || component.name === name) return null;
  const data = component.componentData as Readonly<Record<string, unknown>>;
  const componentData = typeof data.name === 'string' ? { ...data, name } : data;
  return replaceComponent({ ...component, name, componentData } as BuilderComponent, coalesceKey);
};
