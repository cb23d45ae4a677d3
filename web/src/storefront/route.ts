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
 * One decoded path segment, or undefined when it could lead elsewhere once put into an API path
 * (`%2F`, `.` or `..`) or is not valid percent-encoding: such an address is the not-found page.
 */
const segment = (raw: string): string | undefined => {
  try {
    const decoded = decodeURIComponent(raw);
    return decoded.includes('/') || decoded === '.' || decoded === '..' ? undefined : decoded;
  } catch {
    return undefined;
  }
};

const NOT_FOUND = { kind: 'notFound' } as const;

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
  if (orderNo) {
    const no = segment(orderNo);
    return no === undefined ? NOT_FOUND : { kind: 'order', orderNo: no, token: new URLSearchParams(search).get('t') ?? '' };
  }
  if (path === ACCOUNT_PATH) return { kind: 'account' };
  if (path === TRACK_PATH) return { kind: 'track' };
  if (path === CONTACT_PATH) return { kind: 'contact' };
  if (path === FEEDBACK_PATH) return { kind: 'feedback' };
  const formId = FORM_PATH.exec(path)?.[1];
  if (formId) return { kind: 'form', formId };
  const page = /^\/sayfa\/([^/]+)$/.exec(path)?.[1];
  if (page) {
    const slug = segment(page);
    return slug === undefined ? NOT_FOUND : { kind: 'page', slug };
  }
  const product = /^\/product\/([^/]+)$/.exec(path)?.[1];
  if (product) {
    const slug = segment(product);
    return slug === undefined ? NOT_FOUND : { kind: 'product', slug, variantSku: new URLSearchParams(search).get('v') };
  }
  const match = /^\/category\/(.+)$/.exec(path);
  const slugPath = match?.[1];
  if (slugPath) {
    const parts = slugPath.split('/').map(segment);
    return parts.every((part) => part !== undefined && part !== '') ? { kind: 'category', slugPath: parts.join('/') } : NOT_FOUND;
  }
  return NOT_FOUND;
};
