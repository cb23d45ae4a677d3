/** The rows a fixed-height list must render to fill its viewport, plus a margin each side. */
export interface RowWindow {
  readonly start: number;
  /** Exclusive. */
  readonly end: number;
}

export const rowWindow = (
  scrollTop: number,
  viewportHeight: number,
  rowHeight: number,
  count: number,
  overscan: number,
): RowWindow => {
  if (count === 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight);
  const visible = Math.ceil(Math.max(viewportHeight, rowHeight) / rowHeight) + 1;
  return { start: Math.max(0, first - overscan), end: Math.min(count, first + visible + overscan) };
};

/**
 * The indexes to render: the window, plus the row being dragged even when it has scrolled out of the
 * window (dnd-kit keeps measuring the active node until the drop).
 */
export const renderedIndexes = (window: RowWindow, pinned: number): number[] => {
  const indexes: number[] = [];
  for (let i = window.start; i < window.end; i += 1) indexes.push(i);
  if (pinned >= 0 && (pinned < window.start || pinned >= window.end)) indexes.push(pinned);
  return indexes;
};
