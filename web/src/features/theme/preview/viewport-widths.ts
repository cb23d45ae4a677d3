import { BREAKPOINTS_PX, type Viewport } from '@shop/shared';

/**
 * Frame widths per viewport: a phone below the tablet breakpoint, a tablet inside the tablet range,
 * and the whole area for desktop (null).
 */
export const PREVIEW_WIDTHS_PX: Record<Viewport, number | null> = {
  mobile: 390,
  tablet: 820,
  desktop: null,
};

// Kept next to the widths so a change of the spec's breakpoints shows up here as a failing test.
export const isInsideBreakpoints = (viewport: Viewport, width: number): boolean => {
  if (viewport === 'mobile') return width < BREAKPOINTS_PX.tabletMin;
  if (viewport === 'tablet') return width >= BREAKPOINTS_PX.tabletMin && width <= BREAKPOINTS_PX.tabletMax;
  return width > BREAKPOINTS_PX.tabletMax;
};
