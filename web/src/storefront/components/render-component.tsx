import type { ReactNode } from 'react';
import type { ComponentType, ThemeComponent } from '@shop/shared';
import { RENDERERS, type ComponentRenderer } from './renderers';

/**
 * The one entry point of drawing a component's content: its type's renderer from the record map
 * (renderers.tsx), as a component of its own. Whatever draws components (the page, a static HTML
 * render) goes through here.
 */
export const renderComponent = ({ component, preview, leading }: { component: ThemeComponent; preview: boolean; leading: boolean }): ReactNode => {
  // The map pairs each type with its own renderer; TypeScript cannot follow the pairing through a lookup.
  const Render = RENDERERS[component.componentType] as ComponentRenderer<ComponentType>;
  return <Render data={component.componentData} component={component} preview={preview} leading={leading} />;
};
