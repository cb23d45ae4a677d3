import { useSyncExternalStore } from 'react';

/**
 * Whether the popup editor is open: the toolbar's settings menu opens it with one `command`,
 * the builder page mounts it (as the appearance drawer does).
 */
let open = false;
const listeners = new Set<() => void>();

const set = (next: boolean) => {
  if (open === next) return;
  open = next;
  for (const listener of listeners) listener();
};

export const openPopupEditor = () => {
  set(true);
};
export const closePopupEditor = () => {
  set(false);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const usePopupEditorOpen = () => useSyncExternalStore(subscribe, () => open);
