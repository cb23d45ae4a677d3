import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePreferredScheme } from './appearance-store';
import { schemeForPath } from './color-scheme';
import { applyThemeStylesheet } from './theme-stylesheet';

/** Keeps the page's theme in step with the route: the admin's choice under /admin, light elsewhere. */
export function AppearanceSync() {
  const { pathname } = useLocation();
  const preferred = usePreferredScheme();
  const scheme = schemeForPath(pathname, preferred);
  useLayoutEffect(() => applyThemeStylesheet(scheme), [scheme]);
  return null;
}
