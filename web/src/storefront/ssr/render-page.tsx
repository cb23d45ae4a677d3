import { prerender } from 'react-dom/static';
import shell from 'virtual:storefront-shell';
import { routeOf, type Route } from '../route';
import { fetchCategory, fetchContentPage, fetchProduct, fetchSearch, fetchTheme, NotFoundError, setApiOrigin } from '../storefront-api';
import { isPreview } from '../StorefrontApp';
import { PREFETCHED_ELEMENT_ID, REMOTE_KEYS, type Prefetched } from './prefetched';
import { storefrontTree } from './storefront-tree';

/** A rendered page: its status (404 for an unknown address or record) and the whole document. */
export interface RenderedPage {
  readonly status: number;
  readonly html: string;
  /** Worth keeping as the address's last good page: see `keptAsLastGood`. */
  readonly keep: boolean;
}

/**
 * Only the catalogue's and content's own addresses (a variant's `?v=` at most) are kept as last good
 * pages: an order's address holds its secret token, and searches or tracking parameters would add a
 * stored page for every URL anyone cares to ask for.
 */
const keptAsLastGood = (route: Route, url: URL): boolean =>
  ['home', 'category', 'product', 'page'].includes(route.kind) && [...url.searchParams.keys()].every((key) => key === 'v');

/** Where the renderer reads the public storefront answers: the HTTP API, with the headers it requires. */
export interface ApiOrigin {
  readonly url: string;
  readonly headers: Readonly<Record<string, string>>;
}

/** The built storefront.html as it is: the page the browser renders itself (the fallback when rendering fails). */
export const SHELL_HTML: string = shell;

const BROWSER_RENDERED: ReadonlySet<Route['kind']> = new Set(['contact', 'feedback', 'form', 'account', 'track', 'checkout', 'order']);

const ROOT_ELEMENT = '<div id="storefront-root"></div>';

/** The one read a route's first screen needs besides the theme, under the key its component reads it by. */
const routeRead = (route: Route): [string, () => Promise<unknown>] | undefined => {
  if (route.kind === 'category') return [REMOTE_KEYS.category(route.slugPath), () => fetchCategory(route.slugPath)];
  if (route.kind === 'product') return [REMOTE_KEYS.product(route.slug), () => fetchProduct(route.slug)];
  if (route.kind === 'search') return [REMOTE_KEYS.search(route.q), () => fetchSearch(route.q)];
  if (route.kind === 'page') return [REMOTE_KEYS.page(route.slug), () => fetchContentPage(route.slug)];
  return undefined;
};

/** `<` escaped, so no answer's text can close the script element; U+2028/9 for old parsers. */
const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeHtml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Renders a storefront address (path and query) to the page a shopper first sees: the same
 * components the browser and the builder's preview use, with the public answers they read
 * embedded for hydration. A failed theme read throws: the caller keeps serving the last good page.
 * The preview (`?preview=1`) is the shell: its theme comes from the builder's messages.
 */
export const renderStorefrontPage = async (address: string, api: ApiOrigin): Promise<RenderedPage> => {
  const url = new URL(address, 'http://storefront');
  const route = routeOf(url.pathname, url.search);
  // The forms and the shopper's own pages are drawn by the browser: their lazy form chunks hydrated
  // into a second copy of the form (seen on /iletisim), and they have no catalogue first screen.
  if (isPreview(url.search) || BROWSER_RENDERED.has(route.kind)) return { status: 200, html: SHELL_HTML, keep: false };
  setApiOrigin(api.url, api.headers);
  const read = routeRead(route);
  const [theme, routeAnswer] = await Promise.all([
    fetchTheme(),
    // An unknown record renders as the page's own "not found", as in the browser.
    read?.[1]().catch((error: unknown) => {
      if (error instanceof NotFoundError) return NotFoundError;
      throw error;
    }),
  ]);
  const prefetched: Record<string, unknown> = { [REMOTE_KEYS.theme]: theme };
  const missing = routeAnswer === NotFoundError || route.kind === 'notFound';
  if (read && routeAnswer !== NotFoundError) prefetched[read[0]] = routeAnswer;
  // A component that throws inside a Suspense boundary would leave it to the browser: such a page
  // is not kept as a good one, the render fails (and the last good page is served).
  const errors: unknown[] = [];
  const { prelude } = await prerender(storefrontTree({ pathname: url.pathname, search: url.search }, prefetched satisfies Prefetched), {
    onError: (error) => {
      errors.push(error);
    },
  });
  const body = await new Response(prelude).text();
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  const title = theme.shop.seo.title || theme.shop.name;
  // Replacer functions: a replacement string would expand `$&`, `$'` and `` $` `` found in a search or a product's text.
  const html = shell
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      ROOT_ELEMENT,
      () => `<div id="storefront-root">${body}</div><script id="${PREFETCHED_ELEMENT_ID}" type="application/json">${scriptJson(prefetched)}</script>`,
    );
  return { status: missing ? 404 : 200, html, keep: !missing && keptAsLastGood(route, url) };
};
