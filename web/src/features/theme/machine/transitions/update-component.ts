import type { ThemeComponent } from '@shop/shared';
import { replaceComponent, type EditableState, type Edit } from './edit';

export type ComponentFieldsPatch = Partial<Pick<ThemeComponent, 'name' | 'isActive' | 'products' | 'galleries'>>;

export const updateComponent = (state: EditableState, id: string, patch: ComponentFieldsPatch, coalesceKey?: string): Edit | null => {
  const component = state.byId[id];
  if (!component) return null;
  const keys = Object.keys(patch) as (keyof ComponentFieldsPatch)[];
  if (keys.every((key) => component[key] === patch[key])) return null;
  return replaceComponent({ ...component, ...patch }, coalesceKey);
};
