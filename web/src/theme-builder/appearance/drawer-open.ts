import { useSyncExternalStore } from 'react';

/**
 * Whether the Görünüm Ayarları drawer is open. The toolbar's settings menu opens it and the page
 * mounts it; a tiny store lets the menu entry be one `command` instead of a prop threaded through
 * the toolbar that other menu entries share.
 */
let open = false;
const listeners = new Set<() => void>();

const set = (next: boolean) => {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
};

export const openAppearanceDrawer = () => {
  set(true);
};
export const closeAppearanceDrawer = () => {
  set(false);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const useAppearanceDrawerOpen = () => useSyncExternalStore(subscribe, () => open);
