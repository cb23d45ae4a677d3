import { canAny, DEFAULT_POPUP, ROLE_NAMES, routeList, type RoleName, type RouteId } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, useRuntimeTable } from '../runtime-client';
import { tableBaseline } from './setup-test-kit';
import { productBody } from '../product-body';
import { CATALOG_EDIT_ROUTE_SAMPLES } from './catalog-edit-route-samples';
import { STOCK_ROUTE_SAMPLES } from './stock-route-samples';
import { CARGO_ROUTE_SAMPLES } from './cargo-route-samples';
import { GENERAL_SETTINGS_ROUTE_SAMPLES } from './general-settings-route-samples';
import { RETURN_ROUTE_SAMPLES } from './return-route-samples';
import { STATISTICS_ROUTE_SAMPLES } from './statistics-route-samples';
import { ACCOUNT_ROUTE_SAMPLES } from './account-route-samples';
import { CART_ROUTE_SAMPLES } from './cart-route-samples';
import { FORM_ROUTE_SAMPLES } from './form-route-samples';
import { SUPPORT_ROUTE_SAMPLES } from './support-route-samples';
import { LIVE_CHAT_ROUTE_SAMPLES } from './live-chat-route-samples';
import { CONTENT_PAGE_ROUTE_SAMPLES } from './content-page-route-samples';
import { PLUGIN_ROUTE_SAMPLES } from './plugin-route-samples';
import { QUESTION_ROUTE_SAMPLES } from './question-route-samples';
import { STOREFRONT_RENDER_ROUTE_SAMPLES } from './storefront-render-route-samples';
import { TINY_PNG } from '../image-files';

interface Sample {
  readonly path: string;
  readonly method?: string;
  readonly body?: unknown;
  /** A client address of its own, so the per-client limits of the public writes never refuse the matrix. */
  readonly from?: string;
  readonly headers?: Readonly<Record<string, string>>;
}

let unique = 0;
const next = () => `${Date.now().toString(36)}-${unique++}`;

/** 127.44.x.y: one fresh shopper address per public write. */
const shopper = () => `127.44.${Math.floor(unique / 250) % 250}.${(unique++ % 250) + 1}`;

/** A live coupon popup (no dates), saved over whatever the popup sample left, for the coupon route to answer. */
const couponPopupLive = async () => {
  const res = await call('/api/admin/theme/popup', { as: 'SUPER_ADMIN', method: 'POST', body: { ...DEFAULT_POPUP, type: 'COUPON', couponTime: 30 } });
  if (res.status >= 300) throw new Error(`popup save failed: ${res.status}`);
};

const currentVersions = async (): Promise<Record<string, number>> => (await call('/api/admin/theme/components', { as: 'SUPER_ADMIN' })).body.versions;

/** An uploaded, not yet completed media item, made by SUPER_ADMIN for a role to complete. */
const uploadedMedia = async (): Promise<string> => {
  const bytes = TINY_PNG;
  const created = await call('/api/admin/media/uploads', {
    as: 'SUPER_ADMIN',
    method: 'POST',
    body: { fileName: `matris-${next()}.png`, contentType: 'image/png', size: bytes.length },
  });
  const { media, uploadUrl, headers } = created.body.data;
  const put = await fetch(uploadUrl, { method: 'PUT', headers, body: bytes });
  if (!put.ok) throw new Error(`upload failed: ${put.status}`);
  return media.id;
};

let matrixProduct: Promise<string> | undefined;
/** One product made by SUPER_ADMIN for the update samples; each sample names its current version. */
const productToUpdate = async (): Promise<{ id: string; version: number }> => {
  matrixProduct ??= call('/api/admin/catalog/product', { as: 'SUPER_ADMIN', method: 'POST', body: productBody(`Matris ${next()}`) }).then(
    (res) => res.body.data.id as string,
  );
  const id = await matrixProduct;
  return { id, version: (await call(`/api/admin/catalog/product/${id}`, { as: 'SUPER_ADMIN' })).body.data.version };
};

/**
 * A valid request for every route, so that a permitted caller gets a success. The Record
 * type makes a new route without a sample fail the type check.
 */
const SAMPLES: Record<RouteId, () => Promise<Sample>> = {
  listThemeComponents: async () => ({ path: '/api/admin/theme/components' }),
  // The stored area sent back unchanged: a save every builder role may make (issue 31: the scoped
  // roles change only their own component types, so emptying the area would be refused them).
  saveThemeComponents: async () => {
    const { body } = await call('/api/admin/theme/components', { as: 'SUPER_ADMIN' });
    const components = (body.components as { tabType: string; templateId?: unknown }[])
      .filter((c) => c.tabType === 'bottom')
      .map(({ tabType: _tab, templateId: _template, ...c }) => c);
    return { path: '/api/admin/theme/components', method: 'POST', body: { pageType: 'BOTTOM', components, baseVersion: body.versions.BOTTOM } };
  },
  listThemeVersions: async () => ({ path: '/api/admin/theme/versions?pageType=BOTTOM' }),
  getThemeVersion: async () => ({ path: `/api/admin/theme/versions/${(await currentVersions()).BOTTOM}?pageType=BOTTOM` }),
  restoreThemeVersion: async () => {
    const base = (await currentVersions()).BOTTOM;
    return { path: `/api/admin/theme/versions/${base}/restore`, method: 'POST', body: { pageType: 'BOTTOM', baseVersion: base } };
  },
  getThemeConfig: async () => ({ path: '/api/admin/settings/theme/config' }),
  saveThemeConfig: async () => ({
    path: '/api/admin/settings/theme/config',
    method: 'POST',
    body: (await call('/api/admin/settings/theme/config', { as: 'SUPER_ADMIN' })).body,
  }),
  getPopup: async () => ({ path: '/api/admin/theme/popup' }),
  savePopup: async () => ({ path: '/api/admin/theme/popup', method: 'POST', body: DEFAULT_POPUP }),
  listNotifications: async () => ({ path: '/api/admin/notifications' }),
  markAllNotificationsRead: async () => ({ path: '/api/admin/notifications/mark-all-read', method: 'POST' }),
  markNotificationRead: async () => ({ path: '/api/admin/notifications/system-1/mark-read', method: 'POST' }),
  countUnreadNotifications: async () => ({ path: '/api/admin/notifications/unread-count' }),
  getTourState: async () => ({ path: '/api/admin/me/tour' }),
  completeTour: async () => ({ path: '/api/admin/me/tour/complete', method: 'POST' }),
  search: async () => ({ path: '/api/admin/search?q=elbise&unique=true' }),
  getLiveSupport: async () => ({ path: '/api/admin/live-support/settings' }),
  setLiveSupport: async () => ({ path: '/api/admin/live-support/settings/enabled', method: 'POST', body: { enabled: false } }),
  listCategories: async () => ({ path: '/api/admin/catalog/category' }),
  createCategory: async () => ({ path: '/api/admin/catalog/category', method: 'POST', body: { name: `Matris ${next()}` } }),
  listBrands: async () => ({ path: '/api/admin/catalog/brand' }),
  createBrand: async () => ({ path: '/api/admin/catalog/brand', method: 'POST', body: { name: `Matris ${next()}` } }),
  listProducts: async () => ({ path: '/api/admin/catalog/product?limit=5' }),
  themeSelectorProducts: async () => ({ path: '/api/admin/catalog/product/theme-selector?search=elbise' }),
  getProduct: async () => ({ path: '/api/admin/catalog/product/1' }),
  createProduct: async () => ({ path: '/api/admin/catalog/product', method: 'POST', body: productBody(`Matris ${next()}`) }),
  updateProduct: async () => {
    const { id, version } = await productToUpdate();
    return { path: `/api/admin/catalog/product/${id}`, method: 'POST', body: { ...productBody(`Matris ${id}`), baseVersion: version } };
  },
  listIcons: async () => ({ path: '/api/admin/icon?offset=0&limit=200&search=roket' }),
  listMembers: async () => ({ path: '/api/admin/member?limit=5' }),
  getMember: async () => ({ path: '/api/admin/member/1' }),
  listGuests: async () => ({ path: '/api/admin/member/guest?limit=5' }),
  getGuest: async () => ({ path: '/api/admin/member/guest/1' }),
  listOrders: async () => ({ path: '/api/admin/order?limit=5' }),
  getOrder: async () => ({ path: '/api/admin/order/1001' }),
  // A note on the oldest demo order: allowed in every state, so each permitted role's sample succeeds.
  orderAction: async () => ({
    path: '/api/admin/order/1012/actions',
    method: 'POST',
    body: { action: 'NOTE', note: 'Matris notu', version: (await call('/api/admin/order/1012', { as: 'SUPER_ADMIN' })).body.data.version },
  }),
  listMedia: async () => ({ path: '/api/admin/media?limit=5' }),
  createMediaUpload: async () => ({
    path: '/api/admin/media/uploads',
    method: 'POST',
    body: { fileName: `matris-${next()}.png`, contentType: 'image/png', size: 8 },
  }),
  completeMediaUpload: async () => ({ path: `/api/admin/media/${await uploadedMedia()}/complete`, method: 'POST' }),
  createRealtimeTicket: async () => ({ path: '/api/admin/realtime/ticket', method: 'POST' }),
  storefrontTheme: async () => ({ path: '/api/storefront/theme' }),
  storefrontCategory: async () => ({ path: '/api/storefront/category/giyim/kadin' }),
  subscribeNewsletter: async () => ({
    path: '/api/storefront/newsletter',
    method: 'POST',
    body: { email: `matris-${next()}@example.com` },
    from: shopper(),
  }),
  createPopupCoupon: async () => {
    await couponPopupLive();
    return { path: '/api/storefront/popup/coupon', method: 'POST', from: shopper() };
  },
  validateCoupon: async () => ({ path: '/api/storefront/coupon/YOKBOYLEKOD' }),
  listNewsletterSubscribers: async () => ({ path: '/api/admin/newsletter/subscribers?limit=5' }),
  removeNewsletterSubscriber: async () => {
    const email = `matris-sil-${next()}@example.com`;
    await call('/api/storefront/newsletter', { method: 'POST', body: { email }, from: shopper() });
    return { path: '/api/admin/newsletter/subscribers/remove', method: 'POST', body: { email } };
  },
  listCampaignCodes: async () => ({ path: '/api/admin/campaign/code?limit=5' }),
  createCampaignCode: async () => ({ path: '/api/admin/campaign/code', method: 'POST', body: { discountType: 'PERCENTAGE', discountValue: 10 } }),
  deactivateCampaignCode: async () => {
    const made = await call('/api/admin/campaign/code', { as: 'SUPER_ADMIN', method: 'POST', body: { discountType: 'AMOUNT', discountValue: 50 } });
    return { path: `/api/admin/campaign/code/${String(made.body.data.code)}/deactivate`, method: 'POST' };
  },
  dashboardOrders: async () => ({ path: '/api/admin/dashboard/orders' }),
  dashboardCustomers: async () => ({ path: '/api/admin/dashboard/customers' }),
  dashboardProducts: async () => ({ path: '/api/admin/dashboard/products' }),
  dashboardTheme: async () => ({ path: '/api/admin/dashboard/theme' }),
  listAuditEntries: async () => ({ path: '/api/admin/audit?limit=5' }),
  listAuditActors: async () => ({ path: '/api/admin/audit/actors' }),
  storefrontProduct: async () => ({ path: '/api/storefront/product/organik-pembe-elbise-1' }),
  storefrontSearch: async () => ({ path: '/api/storefront/search?q=elbise' }),
  ...STOCK_ROUTE_SAMPLES,
  ...CARGO_ROUTE_SAMPLES,
  ...GENERAL_SETTINGS_ROUTE_SAMPLES,
  ...CATALOG_EDIT_ROUTE_SAMPLES,
  ...RETURN_ROUTE_SAMPLES,
  ...STATISTICS_ROUTE_SAMPLES,
  ...ACCOUNT_ROUTE_SAMPLES,
  ...CART_ROUTE_SAMPLES,
  ...FORM_ROUTE_SAMPLES,
  ...LIVE_CHAT_ROUTE_SAMPLES,
  ...CONTENT_PAGE_ROUTE_SAMPLES,
  ...PLUGIN_ROUTE_SAMPLES,
  ...SUPPORT_ROUTE_SAMPLES,
  ...QUESTION_ROUTE_SAMPLES,
  ...STOREFRONT_RENDER_ROUTE_SAMPLES,
  renameBrand: async () => {
    const made = await call('/api/admin/catalog/brand', { as: 'SUPER_ADMIN', method: 'POST', body: { name: `Matris marka ${next()}` } });
    return { path: `/api/admin/catalog/brand/${String(made.body.data.id)}`, method: 'POST', body: { name: `Yeni ad ${next()}` } };
  },
  deleteBrand: async () => {
    const made = await call('/api/admin/catalog/brand', { as: 'SUPER_ADMIN', method: 'POST', body: { name: `Matris silinecek ${next()}` } });
    return { path: `/api/admin/catalog/brand/${String(made.body.data.id)}`, method: 'DELETE' };
  },
  getProductContent: async () => ({ path: `/api/admin/catalog/product/${(await productToUpdate()).id}/content` }),
  // SSS: held by every role that holds any content section.
  saveProductContent: async () => {
    const { id } = await productToUpdate();
    const { version } = (await call(`/api/admin/catalog/product/${id}/content`, { as: 'SUPER_ADMIN' })).body;
    return {
      path: `/api/admin/catalog/product/${id}/content`,
      method: 'POST',
      body: { baseVersion: version, faq: [{ question: 'Kargo ne zaman?', answer: 'Aynı gün.' }] },
    };
  },
};

const callers: (RoleName | 'no token')[] = ['no token', ...ROLE_NAMES];

// The samples write for real (products, warehouses and their count, settings, orders placed through
// checkout): the table is put back as it was, so later files see the seeded shop and no extra orders,
// guests, alerts or counts.
let cleanUp: () => Promise<void>;
beforeAll(async () => {
  useRuntimeTable();
  cleanUp = await tableBaseline({ restoreChanged: true });
});
afterAll(async () => cleanUp(), 120_000);

/** The status a caller is refused with before the handler's work, or undefined when it may call the route. */
const refusal = (route: ReturnType<typeof routeList>[number], caller: RoleName | 'no token'): 401 | 403 | undefined => {
  // No admin token is a shopper's: the shoppers' authorizer refuses them all, as no token.
  if (route.access === 'shopper') return 401;
  if (route.access === 'public') return undefined;
  if (caller === 'no token') return 401;
  return route.access !== 'signed-in' && !canAny([caller], route.access.anyOf) ? 403 : undefined;
};

describe('every route × all 11 roles + no token', () => {
  describe.each(routeList())('$method $path', (route) => {
    // A refused call writes nothing, so every refused caller of a route can send the same valid
    // request: it is made once, not once per role (most samples create what they act on).
    let refusedSample: Promise<Sample> | undefined;
    it.each(callers)('%s', async (caller) => {
      const refused = refusal(route, caller);
      const sample = await (refused ? (refusedSample ??= SAMPLES[route.id]()) : SAMPLES[route.id]());
      const res = await call(sample.path, {
        ...(caller === 'no token' ? {} : { as: caller }),
        method: sample.method ?? route.method,
        body: sample.body,
        ...(sample.from ? { from: sample.from } : {}),
        ...(sample.headers ? { headers: sample.headers } : {}),
      });
      const expected = refused ?? (route.method === 'POST' && res.status === 201 ? 201 : 200);
      expect({ status: res.status, body: res.status >= 400 ? res.body : undefined }).toEqual({
        status: expected,
        body: res.status >= 400 ? res.body : undefined,
      });
      if (res.status >= 400) expect(res.body.message).toEqual(expect.any(String));
    });
  });
});
