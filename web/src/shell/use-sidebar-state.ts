import { useCallback, useEffect, useState } from 'react';
import { isSidebarShortcut, readSidebarOpen, sidebarCookie } from './sidebar-state';

/** The side menu's open state: kept in a cookie, toggled by Ctrl/Cmd+B anywhere on the page. */
export const useSidebarState = (): { open: boolean; toggle: () => void } => {
  const [open, setOpen] = useState(() => readSidebarOpen(document.cookie));

  const toggle = useCallback(() => setOpen((was) => !was), []);

  // Written on every visit too, so the week counts from the last use.
  useEffect(() => {
    document.cookie = sidebarCookie(open);
  }, [open]);

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

  return { open, toggle };
};
