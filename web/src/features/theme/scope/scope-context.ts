import { createContext, useContext } from 'react';
import { COMPONENT_TYPES, mayChangeComponentType, type ComponentScope, type ComponentType } from '@shop/shared';

/** Everything editable: the builder's tests and the theme manager see the builder as before. */
export const FULL_SCOPE: ComponentScope = { full: true, types: new Set(COMPONENT_TYPES), headerSocialAccounts: true };

/** What the signed-in admin may change in the builder (componentScope of their roles), set by the builder page. */
export const ComponentScopeContext = createContext<ComponentScope>(FULL_SCOPE);

export const useComponentScope = (): ComponentScope => useContext(ComponentScopeContext);

/** Whether this admin may add, edit, move, toggle and delete components of the type. */
export const useMayChangeType = (type: ComponentType): boolean => mayChangeComponentType(useComponentScope(), type);
