export const SIDEBAR_COOKIE = 'sidebar_state';
/** One week, in seconds. */
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
export const SIDEBAR_WIDTH = { expanded: '16rem', collapsed: '3rem' } as const;

/** The open state saved in the cookie; open when nothing (or garbage) is saved. */
export const readSidebarOpen = (cookie: string): boolean => {
  const entry = cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${SIDEBAR_COOKIE}=`));
  return entry?.slice(SIDEBAR_COOKIE.length + 1) !== 'false';
};

export const sidebarCookie = (open: boolean): string => `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;

/** Ctrl+B, or Cmd+B on a Mac; with Shift or Alt it is some other shortcut. */
export const isSidebarShortcut = (event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>): boolean =>
  (event.ctrlKey || event.metaKey) && !event.shiftKey && !event.altKey && event.key.toLowerCase() === 'b';
