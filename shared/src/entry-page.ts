/**
 * The site has two pages: the admin app (index.html) under these prefixes, and the shopper's
 * storefront (storefront.html) everywhere else. CloudFront's rewrite, the local gateway and the
 * Vite dev server all route client paths by this one rule.
 */
export const ADMIN_APP_PREFIXES = ['/admin', '/login'] as const;

export const isAdminAppPath = (pathname: string): boolean =>
  ADMIN_APP_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

export const entryPageOf = (pathname: string): 'index.html' | 'storefront.html' => (isAdminAppPath(pathname) ? 'index.html' : 'storefront.html');
