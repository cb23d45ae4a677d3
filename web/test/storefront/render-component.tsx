import { expect } from 'vitest';
import { render } from '@testing-library/react';
import type { ComponentType } from '@shop/shared';
import { ComponentView } from '../../src/storefront/components/ComponentView';
import { component } from './fixtures';

/** Renders one component on the shopper's page (not the preview) and returns its wrapper. */
export const renderComponent = (type: ComponentType, componentData: unknown = {}, extra: Parameters<typeof component>[1] = {}) => {
  const c = component(type, { ...extra, componentData });
  const view = render(<ComponentView component={c} preview={false} highlighted={false} />);
  const root = view.container.querySelector(`[data-component-id="${String(c.id)}"]`) as HTMLElement;
  expect(root.getAttribute('data-component-id')).toBe(String(c.id));
  return root;
};
