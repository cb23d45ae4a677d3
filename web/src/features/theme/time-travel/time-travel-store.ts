import { useSyncExternalStore } from 'react';

/**
 * The instant the builder's preview shows (ISO), or null for now. The toolbar control sets it and
 * the preview frame reads it; it is view state only: never saved, never an undo step.
 */
let at: string | null = null;
const listeners = new Set<() => void>();

export const setTimeTravel = (next: string | null) => {
  if (at === next) return;
  at = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useTimeTravel = () => useSyncExternalStore(subscribe, () => at);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Quick choices: the same time tomorrow or a week later, on the picker's 5-minute grid. */
export const daysAhead = (from: Date, days: number, stepMinutes = 5): string => {
  const next = new Date(from.getTime() + days * DAY_MS);
  next.setSeconds(0, 0);
  next.setMinutes(Math.ceil(next.getMinutes() / stepMinutes) * stepMinutes);
  return next.toISOString();
};
