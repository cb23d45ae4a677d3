export type ColorScheme = 'light' | 'dark';

export const COLOR_SCHEME_STORAGE_KEY = 'admin-color-scheme';

const isScheme = (value: unknown): value is ColorScheme => value === 'light' || value === 'dark';

/** The admin's saved choice, else the OS preference (first visit). */
export const preferredScheme = (saved: string | null, prefersDark: boolean): ColorScheme =>
  isScheme(saved) ? saved : prefersDark ? 'dark' : 'light';

/** Shoppers and the sign-in page always get the light theme (spec §1); only /admin follows the admin's choice. */
export const schemeForPath = (pathname: string, preferred: ColorScheme): ColorScheme => (/^\/admin(\/|$)/.test(pathname) ? preferred : 'light');
