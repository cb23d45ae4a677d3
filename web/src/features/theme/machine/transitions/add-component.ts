import {
  UNIQUE_PER_TAB_COMPONENT_TYPES,
  defaultComponentData,
  defaultComponentName,
  isAreaTab,
  type AreaTab,
  type ComponentType,
  type ThemeComponent,
} from '@shop/shared';
import type { BuilderComponent } from '../builder-context';
import { selectionView, type EditableState, type Edit } from './edit';

export interface AddComponentInput {
  readonly componentType: ComponentType;
  readonly componentData?: ThemeComponent['componentData'] | undefined;
  readonly products?: ThemeComponent['products'] | undefined;
}

export interface NewComponentDeps {
  readonly newId: () => string;
  readonly now: () => Date;
}

const isUniquePerTab = (type: ComponentType): boolean => (UNIQUE_PER_TAB_COMPONENT_TYPES as readonly ComponentType[]).includes(type);

/**
 * Platform §4: a new component goes to the current area, last (order = highest + 1, or 0: with the
 * dense 0..n-1 numbering this builder keeps, that is the area's length), active and selected.
 * HEADER and FOOTER are unique per area: adding another selects the one there. Nothing is added on
 * the settings tab. The popup always lives in the top area (and, one popup being kept, is unique too).
 */
export const addComponent = (state: EditableState, input: AddComponentInput, deps: NewComponentDeps): Edit | null => {
  if (!isAreaTab(state.currentTab)) return null;
  const type = input.componentType;
  const tab: AreaTab = type === 'POPUP' ? 'top' : state.currentTab;
  const ids = state.order[tab];

  if (isUniquePerTab(type) || type === 'POPUP') {
    const existing = ids.find((id) => state.byId[id]?.componentType === type);
    if (existing !== undefined) return { view: { ...selectionView(existing), currentTab: tab }, scrollTo: existing };
  }

  const id = deps.newId();
  let sameType = 0;
  for (const other in state.byId) if (state.byId[other]?.componentType === type) sameType += 1;
  const component = {
    id,
    componentType: type,
    name: defaultComponentName(type, sameType + 1),
    isActive: true,
    componentData: input.componentData ?? defaultComponentData(type, { componentId: id }),
    products: input.products ?? [],
    galleries: [],
    tabType: tab,
    createdAt: deps.now().toISOString(),
  } as BuilderComponent;
  return {
    patch: { components: { [id]: component }, order: { [tab]: [...ids, id] } },
    view: { ...selectionView(id), currentTab: tab },
    scrollTo: id,
  };
};
