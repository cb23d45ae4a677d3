import { API_ROUTES, ORIGIN_VERIFY_HEADER, ORIGIN_VERIFY_SECRET_ENV, RENDER_PATH_PARAM } from '@shop/shared';
import { now } from '../../clock';
import { pageRenderer, storefrontApiUrl, type PageRenderer } from '../../domain/storefront/page-renderer';
import { apiHandler } from '../../http/api-handler';
import type { JsonAnswer } from '../../http/responses';
import { logger } from '../../observability/logger';
import { keepRenderedPage, lastRenderedPage } from '../../repositories/rendered-page-repository';

/**
 * CloudFront keeps a page 30 s and then serves it stale for 30 s more while it renders it again,
 * so a builder save or a price change reaches every shopper within a minute, and a page is
 * rendered at most about twice a minute per edge. Browsers always ask again (max-age=0). For a day
 * after a render starts failing outright (a 5xx), the edge keeps serving the page it has.
 */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30, stale-if-error=86400';
/** The last good page or the shell, while rendering fails: kept briefly, so a failing renderer is not called per shopper. */
export const FALLBACK_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

/** The page's HTML; the route's `response` is typed as a string, the page, rather than JSON. */
const page = (statusCode: number, html: string, cacheControl: string): JsonAnswer<string> => ({
  statusCode,
  headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl },
  body: html,
});

/** The storefront address: the path, then the page's own query as it came (without the path parameter). */
const addressOf = (query: Readonly<Record<string, unknown>>): string => {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (name !== RENDER_PATH_PARAM && typeof value === 'string') search.append(name, value);
  const rest = search.toString();
  return `${String(query[RENDER_PATH_PARAM])}${rest ? `?${rest}` : ''}`;
};

/** The answers are read from the HTTP API itself, past CloudFront's cache, with the origin header every handler checks. */
const apiOrigin = () => ({ url: storefrontApiUrl(), headers: { [ORIGIN_VERIFY_HEADER]: process.env[ORIGIN_VERIFY_SECRET_ENV] ?? '' } });

/**
 * GET /api/storefront/render?path=/category/giyim: a storefront page with its first screen in it
 * (issue 32). A render that fails never takes the shop down: the address's last good page is
 * served, or, for one never rendered, the shell the browser renders itself, both with 200.
 */
export const handler = apiHandler(API_ROUTES.storefrontRender, async ({ query }) => {
  const address = addressOf(query);
  let renderer: PageRenderer | undefined;
  try {
    renderer = await pageRenderer();
    const rendered = await renderer.renderStorefrontPage(address, apiOrigin());
    // A good render is served even when keeping it fails; the page kept before stays the fallback.
    if (rendered.keep)
      await keepRenderedPage(address, rendered.html, new Date(now()).toISOString()).catch((error: unknown) => {
        logger.warn('Could not keep the rendered page as the last good one', { address, error });
      });
    return page(rendered.status, rendered.html, PAGE_CACHE_CONTROL);
  } catch (error) {
    logger.error('Storefront page render failed; serving the last good page or the shell', { address, error });
    const last = await lastRenderedPage(address).catch(() => undefined);
    if (last !== undefined) return page(200, last, FALLBACK_CACHE_CONTROL);
    if (renderer) return page(200, renderer.SHELL_HTML, FALLBACK_CACHE_CONTROL);
    throw error;
  }
});
