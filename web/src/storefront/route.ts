/** A storefront address, as the storefront reads it. */
export type Route =
  | { readonly kind: 'home' }
  | { readonly kind: 'category'; readonly slugPath: string }
  /** `?v=SKU` names the variant a shared link opens with (read here, so the server renders it too). */
  | { readonly kind: 'product'; readonly slug: string; readonly variantSku: string | null }
  | { readonly kind: 'page'; readonly slug: string }
  | { readonly kind: 'search'; readonly q: string }
  | { readonly kind: 'cart' }
  | { readonly kind: 'checkout' }
  | { readonly kind: 'order'; readonly orderNo: string; readonly token: string }
  | { readonly kind: 'account' }
  | { readonly kind: 'track' }
  /** Issue 29: one form of Form Oluşturucu on a page of its own (content pages place forms in their bodies). */
  | { readonly kind: 'form'; readonly formId: string }
  /** Issue 30: the contact form (a Destek request) and the feedback form (Geri Bildirimler). */
  | { readonly kind: 'contact' }
  | { readonly kind: 'feedback' }
  | { readonly kind: 'notFound' };

/** Hesabım and guest order tracking (their code loads only on these pages). */
export const ACCOUNT_PATH = '/hesabim';
export const TRACK_PATH = '/siparis-takip';
export const CONTACT_PATH = '/iletisim';
export const FEEDBACK_PATH = '/geri-bildirim';
/** A form's own page: `/form/{id}` (ids as FORM_ID_PATTERN allows). */
const FORM_PATH = /^\/form\/([A-Za-z0-9_-]{1,64})$/;

/**
 * `/`, `/category/{slug path}`, `/product/{slug}`, `/search?q=`, `/sepet`, `/odeme`,
 * `/siparis/{orderNo}?t={token}`, `/hesabim`, `/siparis-takip`, `/sayfa/{slug}` (a content page), `/form/{id}`,
 * `/iletisim`, `/geri-bildirim`;
 * every other address is the not-found page.
 */
export const routeOf = (pathname: string, search = ''): Route => {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { kind: 'home' };
  if (path === '/search') return { kind: 'search', q: new URLSearchParams(search).get('q') ?? '' };
  if (path === '/sepet') return { kind: 'cart' };
  if (path === '/odeme') return { kind: 'checkout' };
  const orderNo = /^\/siparis\/([^/]+)$/.exec(path)?.[1];
  if (orderNo) return { kind: 'order', orderNo: decodeURIComponent(orderNo), token: new URLSearchParams(search).get('t') ?? '' };
  if (path === ACCOUNT_PATH) return { kind: 'account' };
  if (path === TRACK_PATH) return { kind: 'track' };
  if (path === CONTACT_PATH) return { kind: 'contact' };
  if (path === FEEDBACK_PATH) return { kind: 'feedback' };
  const formId = FORM_PATH.exec(path)?.[1];
  if (formId) return { kind: 'form', formId };
  const page = /^\/sayfa\/([^/]+)$/.exec(path)?.[1];
  if (page) return { kind: 'page', slug: decodeURIComponent(page) };
  const product = /^\/product\/([^/]+)$/.exec(path)?.[1];
  if (product) return { kind: 'product', slug: decodeURIComponent(product), variantSku: new URLSearchParams(search).get('v') };
  const match = /^\/category\/(.+)$/.exec(path);
  const slugPath = match?.[1];
  if (slugPath) return { kind: 'category', slugPath: decodeURIComponent(slugPath) };
  return { kind: 'notFound' };
};
