import { memo } from 'react';
import type { ThemeComponent } from '@shop/shared';
import { renderComponent } from './render-component';

/**
 * One component of the page. Memoised on the component object: the preview replaces only the
 * objects that changed, so an edit re-renders that component alone.
 */
export const ComponentView = memo(function ComponentView({
  component,
  preview,
  highlighted,
  leading = false,
}: {
  component: ThemeComponent;
  preview: boolean;
  highlighted: boolean;
  /** The first block of the page's own content: its first image is loaded first (LCP). */
  leading?: boolean;
}) {
  return (
    <div
      className={highlighted ? 'sf-component is-highlighted' : 'sf-component'}
      data-component-id={String(component.id)}
      data-component-type={component.componentType}
    >
      {renderComponent({ component, preview, leading })}
    </div>
  );
});
