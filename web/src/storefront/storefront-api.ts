// Types only: the answers are typed by the route table's response schemas, and no zod reaches the shopper's bundle.
import type { CategoryAnswer, ProductAnswer, SearchAnswer, StorefrontPageAnswer, StorefrontThemeAnswer } from '@shop/shared';

export type { CategoryAnswer, ProductAnswer, SearchAnswer };
export type ContentPageAnswer = StorefrontPageAnswer;

export class NotFoundError extends Error {}

/** Where the reads go: the page's own origin in the browser; the API's origin when the server renders a page (ssr/render-page.tsx). */
let apiOrigin: { readonly url: string; readonly headers: Readonly<Record<string, string>> } = { url: '', headers: {} };

/** For the server's renderer only: one origin per process, so concurrent renders share it. */
export const setApiOrigin = (url: string, headers: Readonly<Record<string, string>>): void => {
  apiOrigin = { url, headers };
};

/**
 * Plain fetch of the public reads: the admin's API client brings Amplify. The server has already
 * given every component its defaults, so the answers are used as they are (no schemas here: the
 * shopper's first load must stay light).
 */
const getJson = async <T>(path: string, signal?: AbortSignal): Promise<T> => {
  const response = await fetch(`${apiOrigin.url}${path}`, { signal, headers: { accept: 'application/json', ...apiOrigin.headers } });
  if (response.status === 404) throw new NotFoundError(path);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};

export const fetchTheme = (signal?: AbortSignal) => getJson<StorefrontThemeAnswer>('/api/storefront/theme', signal);

export const fetchCategory = (slugPath: string, signal?: AbortSignal) =>
  getJson<CategoryAnswer>(`/api/storefront/category/${slugPath.split('/').map(encodeURIComponent).join('/')}`, signal);

/** GET /api/storefront/pages/{slug}: a published content page (/sayfa/{slug}). */
export const fetchContentPage = (slug: string, signal?: AbortSignal) =>
  getJson<StorefrontPageAnswer>(`/api/storefront/pages/${encodeURIComponent(slug)}`, signal);

/** How a shopper's write ended: stored, refused with the server's Turkish message, or not reached. */
export type WriteOutcome<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly status: number; readonly message: string | undefined; readonly field?: string | undefined };

/** A public POST; never throws, so a form can show exactly what happened (status 0: offline or no answer). */
const postJson = async <T>(path: string, body: unknown): Promise<WriteOutcome<T>> => {
  try {
    const response = await fetch(path, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => undefined)) as { message?: string; field?: string } | undefined;
    if (response.ok) return { ok: true, data: answer as T };
    return { ok: false, status: response.status, message: answer?.message, field: answer?.field };
  } catch {
    return { ok: false, status: 0, message: undefined };
  }
};

/** POST /api/storefront/newsletter */
export const subscribeNewsletter = (email: string, componentId: string) =>
  postJson<{ subscribed: true }>('/api/storefront/newsletter', { email, componentId });

export interface PopupCoupon {
  readonly code: string;
  readonly discountType: 'PERCENTAGE' | 'AMOUNT';
  readonly discountValue: number;
  readonly expiresAt: string | null;
}

/** POST /api/storefront/popup/coupon */
export const requestPopupCoupon = () => postJson<PopupCoupon>('/api/storefront/popup/coupon', {});

/**
 * An answer cached from before the server sent product content (CloudFront keeps it up to a minute
 * after a deploy) has none: it is read as the empty content rather than breaking the page.
 */
export const fetchProduct = async (slug: string, signal?: AbortSignal): Promise<ProductAnswer> => {
  const answer = await getJson<Omit<ProductAnswer, 'content'> & Partial<Pick<ProductAnswer, 'content'>>>(
    `/api/storefront/product/${encodeURIComponent(slug)}`,
    signal,
  );
  return { ...answer, content: answer.content ?? { description: '', specs: [], faq: [], cta: null } };
};

export const fetchSearch = (q: string, signal?: AbortSignal) => getJson<SearchAnswer>(`/api/storefront/search?q=${encodeURIComponent(q)}`, signal);

/** GET /api/storefront/search?ids= : current cards of listed products, in the order named, active ones only. */
export const fetchProductCards = (ids: readonly string[], signal?: AbortSignal) =>
  getJson<SearchAnswer>(`/api/storefront/search?ids=${ids.map(encodeURIComponent).join(',')}`, signal);
