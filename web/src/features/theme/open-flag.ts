import { useSyncExternalStore } from 'react';

/**
 * Whether one of the builder's panels is open. The toolbar's settings menu opens a panel with one
 * `command` and the builder page mounts it: a tiny store instead of a prop threaded through the
 * toolbar that the other menu entries share.
 */
export const createOpenFlag = () => {
  let open = false;
  const listeners = new Set<() => void>();
  const set = (next: boolean) => {
    if (open === next) return;
    open = next;
    for (const listener of listeners) listener();
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    open: () => {
      set(true);
    },
    close: () => {
      set(false);
    },
    useIsOpen: () => useSyncExternalStore(subscribe, () => open),
  };
};
