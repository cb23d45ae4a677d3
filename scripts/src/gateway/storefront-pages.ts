import { entryPageOf, RENDER_PATH_PARAM, STOREFRONT_RENDER_PATH } from '@shop/shared';

/**
 * A storefront page as CloudFront's viewer-request function tells one (infra/src/hosting.ts, which
 * runs on the default behaviour only, never on /api/*): a GET of a path whose last segment has no
 * dot (a file has one) outside the API and the admin app.
 */
export const isStorefrontPage = (method: string | undefined, pathname: string): boolean => {
  if (method !== 'GET' || pathname.startsWith('/api/')) return false;
  const last = pathname.slice(pathname.lastIndexOf('/') + 1);
  return !last.includes('.') && entryPageOf(pathname) === 'storefront.html';
};

/** The page's path becomes the renderer's `path` parameter, the page's own query kept beside it, as CloudFront's rewrite does. */
export const rewriteToRenderer = (url: URL): void => {
  const page = url.pathname;
  url.pathname = STOREFRONT_RENDER_PATH;
  url.searchParams.set(RENDER_PATH_PARAM, page);
};
