import * as z from 'zod';
import type { TypedApiRoute } from './api-route';

/** The query parameter that carries the storefront address a page is rendered for (CloudFront's rewrite and the local gateway set it). */
export const RENDER_PATH_PARAM = 'path';

export const STOREFRONT_RENDER_PATH = '/api/storefront/render';

/**
 * The address to render: a storefront path; the page's own query (`q`, `t`, `preview`) travels
 * beside it, so the object is loose.
 */
export const storefrontRenderQuerySchema = z.looseObject({
  [RENDER_PATH_PARAM]: z.string().startsWith('/').max(2048),
});

/**
 * Issue 32: every storefront page arrives as HTML with its first screen in it (docs/decisions.md,
 * "Storefront HTML"). CloudFront sends storefront page requests here on a cache miss (the page
 * is kept `s-maxage`, served stale while it is rendered again); `writes`: it keeps the last good
 * page of each address, served when a render fails. The answer is the page, not JSON.
 */
export const STOREFRONT_RENDER_ROUTES = {
  storefrontRender: {
    method: 'GET',
    path: STOREFRONT_RENDER_PATH,
    handler: 'storefront/render-page',
    access: 'public',
    writes: true,
    rendersStorefront: true,
    schemas: { query: storefrontRenderQuerySchema, response: z.string() },
  },
} as const satisfies Record<string, TypedApiRoute>;
