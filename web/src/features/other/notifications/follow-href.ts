import type { NavigateFunction } from 'react-router-dom';

/** In-app paths go through the router (no reload); anything else is a normal page load. */
export const followHref = (href: string | undefined, navigate: NavigateFunction): void => {
  if (!href) return;
  if (href.startsWith('/') && !href.startsWith('//')) void navigate(href);
  else window.location.assign(href);
};
