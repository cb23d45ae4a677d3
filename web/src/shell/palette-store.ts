import { useSyncExternalStore } from 'react';

let open = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const setPaletteOpen = (next: boolean): void => {
  if (open === next) return;
  open = next;
  listeners.forEach((listener) => listener());
};

export const togglePalette = (): void => setPaletteOpen(!open);

/** Whether the command palette is open: the top bar's button and Ctrl/Cmd+K share it. */
export const usePaletteOpen = (): boolean => useSyncExternalStore(subscribe, () => open);

/** Ctrl+K, or Cmd+K on a Mac; with Shift or Alt it is some other shortcut. */
export const isPaletteShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean =>
  (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'k';
