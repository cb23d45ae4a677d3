import { useSyncExternalStore } from 'react';
import { COLOR_SCHEME_STORAGE_KEY, preferredScheme, type ColorScheme } from './color-scheme';

const readSaved = (): string | null => {
  try {
    return localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
  } catch {
    return null;
  }
};

const prefersDark = (): boolean => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;

let preferred: ColorScheme = preferredScheme(readSaved(), prefersDark());
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The admin's light/dark choice; saved in this browser once the admin picks one. */
export const usePreferredScheme = (): ColorScheme => useSyncExternalStore(subscribe, () => preferred);

export const setPreferredScheme = (scheme: ColorScheme): void => {
  preferred = scheme;
  try {
    localStorage.setItem(COLOR_SCHEME_STORAGE_KEY, scheme);
  } catch {
    // Private mode without storage: the choice holds for this visit only.
  }
  listeners.forEach((listener) => listener());
};

export const getPreferredScheme = (): ColorScheme => preferred;
