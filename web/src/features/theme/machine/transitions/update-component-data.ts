import type { ThemeComponent } from '@shop/shared';
import type { BuilderComponent } from '../builder-context';
import { replaceComponent, type EditableState, type Edit } from './edit';

/** Replaces a component's settings; the editors send the whole componentData of the component's type. */
export const updateComponentData = (
  state: EditableState,
  id: string,
  componentData: ThemeComponent['componentData'],
  coalesceKey?: string,
): Edit | null => {
  const component = state.byId[id];
  if (!component || component.componentData === componentData) return null;
  return replaceComponent({ ...component, componentData } as BuilderComponent, coalesceKey);
};
