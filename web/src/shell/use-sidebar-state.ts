import { useCallback, useEffect, useState } from 'react';
import { isSidebarShortcut, readSidebarOpen, sidebarCookie } from './sidebar-state';

/** Ctrl/Cmd+B anywhere on the page runs `toggle` (the desktop menu's, or the phone drawer's). */
export const useSidebarShortcut = (toggle: () => void): void => {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSidebarShortcut(event)) return;
      // Browsers bind Ctrl+B to bookmarks.
      event.preventDefault();
      toggle();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);
};

/** The side menu's open state, kept in a cookie. */
export const useSidebarState = (): { open: boolean; toggle: () => void } => {
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));

  const toggle = useCallback(() => setOpen((was) => !was), []);

  // Written on every visit too, so the week counts from the last use.
  useEffect(() => {
    document.cookie = sidebarCookie(open);
  }, [open]);

  return { open, toggle };
};
