import type { Modifier } from '@dnd-kit/core';

/** Rows move only up and down (the modifiers package is not a dependency; this is its one-liner). */
export const restrictToVerticalAxis: Modifier = ({ transform }) => ({ ...transform, x: 0 });
