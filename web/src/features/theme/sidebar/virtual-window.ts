/** The rows a fixed-height list must render to fill its viewport, plus a margin each side. */
export interface RowWindow {
  readonly start: number;
  /** Exclusive. */
  readonly end: number;
}

export const rowWindow = (scrollTop: number, viewportHeight: number, rowHeight: number, count: number, overscan: number): RowWindow => {
  if (count === 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(viewportHeight, rowHeight) / rowHeight) + 1;
  return { start: Math.max(0, first - overscan), end: Math.min(count, first + visible + overscan) };
};

/**
 * The indexes to render: the window, the rows around the drop target while a row is moved (so a
 * keyboard move can go on past the rows that were in view: dnd-kit only moves onto mounted rows), and
 * the row being dragged even when it has scrolled out of both (dnd-kit measures it until the drop).
 */
export const renderedIndexes = (window: RowWindow, pinned: number, around?: RowWindow): number[] => {
  const indexes: number[] = [];
  for (let i = window.start; i < window.end; i += 1) indexes.push(i);
  if (around) for (let i = around.start; i < around.end; i += 1) if (i < window.start || i >= window.end) indexes.push(i);
  const inAround = around !== undefined && pinned >= around.start && pinned < around.end;
  if (pinned >= 0 && (pinned < window.start || pinned >= window.end) && !inAround) indexes.push(pinned);
  return indexes;
};

/** The rows within `reach` of the drop target, inside the list. */
export const aroundIndex = (index: number, reach: number, count: number): RowWindow => ({
  start: Math.max(0, index - reach),
  end: Math.min(count, index + reach + 1),
});
