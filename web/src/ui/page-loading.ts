import { useEffect, useSyncExternalStore } from 'react';

/** How many routes or data loads are running; the top bar's progress bar shows while any is. */
let active = 0;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const change = (delta: number) => {
  active = Math.max(0, active + delta);
  listeners.forEach((listener) => listener());
};

export const useIsPageLoading = (): boolean => useSyncExternalStore(subscribe, () => active > 0);

/** A data page calls this with its loading flag: the progress bar shows while it is true. */
export const usePageLoading = (isLoading: boolean): void => {
  useEffect(() => {
    if (!isLoading) return;
    change(1);
    return () => change(-1);
  }, [isLoading]);
};
