import {
  AUDIT_ACTION_LABELS,
  auditEntrySchema,
  DEFAULT_POPUP,
  MESSAGES,
  routeList,
  type AuditAction,
  type RoleName,
  type RouteId,
} from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { call, subOf, tableItems } from '../runtime-client';
import { productBody } from '../product-body';
import { CATALOG_EDIT_ROUTE_SAMPLES as EDIT } from './catalog-edit-route-samples';
import { STOCK_ROUTE_SAMPLES as SAMPLE } from './stock-route-samples';
import { CARGO_ROUTE_SAMPLES } from './cargo-route-samples';
import { RETURN_ROUTE_SAMPLES } from './return-route-samples';
import { FORM_ROUTE_SAMPLES } from './form-route-samples';
import { SUPPORT_ROUTE_SAMPLES as CARE } from './support-route-samples';
import { GENERAL_SETTINGS_ROUTE_SAMPLES } from './general-settings-route-samples';
import { PLUGIN_ROUTE_SAMPLES } from './plugin-route-samples';
import { CONTENT_PAGE_ROUTE_SAMPLES as PAGE } from './content-page-route-samples';
import { QUESTION_ROUTE_SAMPLES } from './question-route-samples';
import { LIVE_CHAT_ROUTE_SAMPLES as CHAT } from './live-chat-route-samples';
import { TINY_PNG } from '../image-files';

/**
 * Aktivite Geçmişi: every admin write leaves exactly one entry, in the same transaction as the
 * change; a refused write leaves none. Test files run one at a time, so the entries a request
 * adds are the AUDIT# items that were not there before it.
 */

let unique = 0;
const next = () => `${Date.now().toString(36)}-${unique++}`;

const auditItems = async () => (await tableItems()).filter((item) => String(item.pk).startsWith('AUDIT#'));
const added = async (before: Record<string, unknown>[]) => {
  const known = new Set(before.map((item) => `${String(item.pk)}|${String(item.sk)}`));
  return (await auditItems()).filter((item) => !known.has(`${String(item.pk)}|${String(item.sk)}`));
};

const bottomVersion = async (): Promise<number> => (await call('/api/admin/theme/components', { as: 'SUPER_ADMIN' })).body.versions.BOTTOM;
const PNG = TINY_PNG;

interface Case {
  readonly route: RouteId;
  readonly as: RoleName;
  readonly action: AuditAction;
  readonly targetType: string;
  /** Makes what the request needs; answers the request (POST unless it says). */
  readonly request: () => Promise<{ path: string; method?: string; body?: unknown }>;
  readonly summary?: RegExp;
}

/** One case per audited route, each made by a role that holds only what it needs. */
const CASES: readonly Case[] = [
  {
    route: 'saveThemeComponents',
    as: 'THEME_MANAGER',
    action: 'theme.saved',
    targetType: 'theme',
    request: async () => ({ path: '/api/admin/theme/components', body: { pageType: 'BOTTOM', components: [], baseVersion: await bottomVersion() } }),
    summary: /^Alt alan: 0 bileşen, sürüm \d+$/,
  },
  {
    route: 'restoreThemeVersion',
    as: 'THEME_MANAGER',
    action: 'theme.restored',
    targetType: 'theme',
    request: async () => {
      const base = await bottomVersion();
      return { path: `/api/admin/theme/versions/${base}/restore`, body: { pageType: 'BOTTOM', baseVersion: base } };
    },
    summary: /^Alt alan: sürüm \d+ geri yüklendi, yeni sürüm \d+$/,
  },
  {
    route: 'saveThemeConfig',
    as: 'THEME_MANAGER',
    action: 'theme-config.saved',
    targetType: 'theme-config',
    request: async () => ({
      path: '/api/admin/settings/theme/config',
      body: (await call('/api/admin/settings/theme/config', { as: 'SUPER_ADMIN' })).body,
    }),
  },
  {
    route: 'savePopup',
    as: 'CONTENT_MANAGER',
    action: 'popup.updated',
    targetType: 'popup',
    request: async () => {
      // Made first, so the audited save is an update.
      await call('/api/admin/theme/popup', { as: 'SUPER_ADMIN', method: 'POST', body: DEFAULT_POPUP });
      return { path: '/api/admin/theme/popup', body: { ...DEFAULT_POPUP, title: 'Hoş geldiniz' } };
    },
    summary: /^Etkin, başlık “Hoş geldiniz”$/,
  },
  {
    route: 'setLiveSupport',
    as: 'CUSTOMER_SERVICE',
    action: 'live-support.closed',
    targetType: 'live-support',
    request: async () => ({ path: '/api/admin/live-support/settings/enabled', body: { enabled: false } }),
    summary: /^Canlı destek müşterilere kapatıldı\.$/,
  },
  {
    route: 'createCategory',
    as: 'PRODUCT_MANAGER',
    action: 'category.created',
    targetType: 'category',
    request: async () => ({ path: '/api/admin/catalog/category', body: { name: `Denetim ${next()}` } }),
    summary: /^Ana kategori olarak eklendi\.$/,
  },
  {
    route: 'createBrand',
    as: 'PRODUCT_MANAGER',
    action: 'brand.created',
    targetType: 'brand',
    request: async () => ({ path: '/api/admin/catalog/brand', body: { name: `Denetim ${next()}` } }),
    summary: /^Marka “Denetim .+” eklendi\.$/,
  },
  {
    route: 'createProduct',
    as: 'PRODUCT_MANAGER',
    action: 'product.created',
    targetType: 'product',
    request: async () => ({ path: '/api/admin/catalog/product', body: productBody(`Denetim ${next()}`) }),
    summary: /^Fiyat ₺10,00, 1 varyant$/,
  },
  {
    route: 'updateProduct',
    as: 'PRODUCT_MANAGER',
    action: 'product.updated',
    targetType: 'product',
    request: async () => {
      const made = await call('/api/admin/catalog/product', { as: 'SUPER_ADMIN', method: 'POST', body: productBody(`Denetim ${next()}`) });
      const { id, version, name } = made.body.data;
      return { path: `/api/admin/catalog/product/${id}`, body: { ...productBody(name), price: 12, baseVersion: version } };
    },
    summary: /^Değişen: fiyat$/,
  },
  {
    route: 'createMediaUpload',
    as: 'THEME_MANAGER',
    action: 'media.upload-started',
    targetType: 'media',
    request: async () => ({
      path: '/api/admin/media/uploads',
      body: { fileName: `denetim-${next()}.png`, contentType: 'image/png', size: PNG.length },
    }),
    summary: /^image\/png, 1 KB bekleniyor$/,
  },
  {
    route: 'completeMediaUpload',
    as: 'THEME_MANAGER',
    action: 'media.uploaded',
    targetType: 'media',
    request: async () => {
      const made = await call('/api/admin/media/uploads', {
        as: 'SUPER_ADMIN',
        method: 'POST',
        body: { fileName: `denetim-${next()}.png`, contentType: 'image/png', size: PNG.length },
      });
      const { media, uploadUrl, headers } = made.body.data;
      expect((await fetch(uploadUrl, { method: 'PUT', headers, body: PNG })).ok).toBe(true);
      return { path: `/api/admin/media/${media.id}/complete` };
    },
    summary: /^image\/png, 1 KB$/,
  },
  {
    route: 'removeNewsletterSubscriber',
    as: 'CUSTOMER_SERVICE',
    action: 'newsletter-subscriber.removed',
    targetType: 'newsletter-subscriber',
    request: async () => {
      const email = `denetim-${next()}@example.com`;
      await call('/api/storefront/newsletter', { method: 'POST', body: { email }, from: `127.45.0.${(unique % 250) + 1}` });
      return { path: '/api/admin/newsletter/subscribers/remove', body: { email } };
    },
  },
  {
    route: 'createCampaignCode',
    as: 'MARKETING_MANAGER',
    action: 'campaign-code.created',
    targetType: 'campaign-code',
    request: async () => ({
      path: '/api/admin/campaign/code',
      body: { discountType: 'PERCENTAGE', discountValue: 15, usageLimit: 3, expiresAt: null },
    }),
    summary: /^%15 indirim, 3 kullanım, süresiz$/,
  },
  {
    route: 'deactivateCampaignCode',
    as: 'MARKETING_MANAGER',
    action: 'campaign-code.deactivated',
    targetType: 'campaign-code',
    request: async () => {
      const made = await call('/api/admin/campaign/code', { as: 'SUPER_ADMIN', method: 'POST', body: { discountType: 'AMOUNT', discountValue: 50 } });
      return { path: `/api/admin/campaign/code/${String(made.body.data.code)}/deactivate` };
    },
  },
  // Variants, stock types, warehouses, Ürün Ayarları and stock: each made by the role that works with it.
  { route: 'createOptionType', as: 'PRODUCT_MANAGER', action: 'option-type.created', targetType: 'option-type', request: SAMPLE.createOptionType },
  { route: 'updateOptionType', as: 'PRODUCT_MANAGER', action: 'option-type.updated', targetType: 'option-type', request: SAMPLE.updateOptionType },
  { route: 'deleteOptionType', as: 'PRODUCT_MANAGER', action: 'option-type.deleted', targetType: 'option-type', request: SAMPLE.deleteOptionType },
  { route: 'createStockType', as: 'WAREHOUSE_MANAGER', action: 'stock-type.created', targetType: 'stock-type', request: SAMPLE.createStockType },
  { route: 'updateStockType', as: 'WAREHOUSE_MANAGER', action: 'stock-type.updated', targetType: 'stock-type', request: SAMPLE.updateStockType },
  { route: 'deleteStockType', as: 'WAREHOUSE_MANAGER', action: 'stock-type.deleted', targetType: 'stock-type', request: SAMPLE.deleteStockType },
  { route: 'createWarehouse', as: 'WAREHOUSE_MANAGER', action: 'warehouse.created', targetType: 'warehouse', request: SAMPLE.createWarehouse },
  { route: 'updateWarehouse', as: 'WAREHOUSE_MANAGER', action: 'warehouse.updated', targetType: 'warehouse', request: SAMPLE.updateWarehouse },
  { route: 'deleteWarehouse', as: 'WAREHOUSE_MANAGER', action: 'warehouse.deleted', targetType: 'warehouse', request: SAMPLE.deleteWarehouse },
  {
    route: 'saveProductSettings',
    as: 'PRODUCT_MANAGER',
    action: 'product-settings.saved',
    targetType: 'product-settings',
    request: SAMPLE.saveProductSettings,
  },
  {
    route: 'saveCargoSettings',
    as: 'ORDER_MANAGER',
    action: 'cargo-settings.saved',
    targetType: 'cargo-settings',
    request: CARGO_ROUTE_SAMPLES.saveCargoSettings,
    summary: /^Kargo Otomasyonu kaydedildi \(etkin: Yurtiçi Kargo, Aras Kargo, MNG Kargo; ₺750,00 üzeri ücretsiz; havale 3 gün, iade 14 gün\)\.$/,
  },
  // Issue 29: Genel Ayarlar and Eklentiler, saved by SUPER_ADMIN only.
  {
    route: 'saveGeneralSettings',
    as: 'SUPER_ADMIN',
    action: 'general-settings.saved',
    targetType: 'general-settings',
    request: GENERAL_SETTINGS_ROUTE_SAMPLES.saveGeneralSettings,
  },
  { route: 'savePlugins', as: 'SUPER_ADMIN', action: 'plugins.saved', targetType: 'plugins', request: PLUGIN_ROUTE_SAMPLES.savePlugins },
  { route: 'createStockMovement', as: 'WAREHOUSE_MANAGER', action: 'stock.adjusted', targetType: 'stock', request: SAMPLE.createStockMovement },
  {
    route: 'importStockCount',
    as: 'WAREHOUSE_MANAGER',
    action: 'stock.count-imported',
    targetType: 'stock',
    // The preview writes nothing; the import that writes leaves one entry for all its rows.
    request: async () => {
      const sample = await SAMPLE.importStockCount();
      return { ...sample, body: { ...sample.body, commit: true } };
    },
  },
  {
    route: 'renameBrand',
    as: 'PRODUCT_MANAGER',
    action: 'brand.renamed',
    targetType: 'brand',
    request: async () => {
      const made = await call('/api/admin/catalog/brand', { as: 'SUPER_ADMIN', method: 'POST', body: { name: `Denetim marka ${next()}` } });
      return { path: `/api/admin/catalog/brand/${String(made.body.data.id)}`, body: { name: `Denetim yeni ad ${next()}` } };
    },
    summary: /^Marka “Denetim marka .+” → “Denetim yeni ad .+”\.$/,
  },
  {
    route: 'deleteBrand',
    as: 'PRODUCT_MANAGER',
    action: 'brand.deleted',
    targetType: 'brand',
    request: async () => {
      const made = await call('/api/admin/catalog/brand', { as: 'SUPER_ADMIN', method: 'POST', body: { name: `Denetim silinecek ${next()}` } });
      return { path: `/api/admin/catalog/brand/${String(made.body.data.id)}`, method: 'DELETE' };
    },
  },
  {
    route: 'saveProductContent',
    as: 'CONTENT_MANAGER',
    action: 'product-content.saved',
    targetType: 'product',
    request: async () => {
      const made = await call('/api/admin/catalog/product', { as: 'SUPER_ADMIN', method: 'POST', body: productBody(`İçerik denetimi ${next()}`) });
      return {
        path: `/api/admin/catalog/product/${String(made.body.data.id)}/content`,
        body: { baseVersion: 0, faq: [{ question: 'Soru?', answer: 'Cevap.' }] },
      };
    },
    summary: /^SSS kaydedildi\.$/,
  },
  // Issue 26: the catalogue's own pages.
  { route: 'updateCategory', as: 'PRODUCT_MANAGER', action: 'category.updated', targetType: 'category', request: EDIT.updateCategory },
  { route: 'reorderCategories', as: 'PRODUCT_MANAGER', action: 'category.reordered', targetType: 'category', request: EDIT.reorderCategories },
  { route: 'deleteCategory', as: 'PRODUCT_MANAGER', action: 'category.deleted', targetType: 'category', request: EDIT.deleteCategory },
  { route: 'archiveProduct', as: 'PRODUCT_MANAGER', action: 'product.archived', targetType: 'product', request: EDIT.archiveProduct },
  { route: 'restoreProduct', as: 'PRODUCT_MANAGER', action: 'product.restored', targetType: 'product', request: EDIT.restoreProduct },
  { route: 'deleteMedia', as: 'THEME_MANAGER', action: 'media.deleted', targetType: 'media', request: EDIT.deleteMedia },
  // Issue 27: orders and returns.
  {
    route: 'orderAction',
    as: 'ORDER_MANAGER',
    action: 'order.action',
    targetType: 'order',
    request: async () => ({
      path: '/api/admin/order/1012/actions',
      body: { action: 'NOTE', note: 'Denetim notu', version: (await call('/api/admin/order/1012', { as: 'SUPER_ADMIN' })).body.data.version },
    }),
    summary: /^Not ekle: #1012$/,
  },
  { route: 'createReturn', as: 'ORDER_MANAGER', action: 'return.created', targetType: 'return', request: RETURN_ROUTE_SAMPLES.createReturn },
  { route: 'returnAction', as: 'ORDER_MANAGER', action: 'return.action', targetType: 'return', request: RETURN_ROUTE_SAMPLES.returnAction },
  // Issue 29: Form Oluşturucu. A deleted submission's entry names it, never what it said.
  { route: 'createForm', as: 'CONTENT_MANAGER', action: 'form.created', targetType: 'form', request: FORM_ROUTE_SAMPLES.createForm },
  { route: 'updateForm', as: 'CONTENT_MANAGER', action: 'form.updated', targetType: 'form', request: FORM_ROUTE_SAMPLES.updateForm },
  { route: 'deleteForm', as: 'CONTENT_MANAGER', action: 'form.deleted', targetType: 'form', request: FORM_ROUTE_SAMPLES.deleteForm },
  {
    route: 'deleteFormSubmission',
    as: 'CONTENT_MANAGER',
    action: 'form-submission.deleted',
    targetType: 'form-submission',
    request: FORM_ROUTE_SAMPLES.deleteFormSubmission,
    summary: /^Başvuru silindi \(KVKK\); içeriği kayıtta tutulmaz\.$/,
  },
  // Issue 29: Sayfalar and Sayfa Kategorileri.
  { route: 'createContentPage', as: 'CONTENT_MANAGER', action: 'page.created', targetType: 'page', request: PAGE.createContentPage },
  { route: 'updateContentPage', as: 'CONTENT_MANAGER', action: 'page.updated', targetType: 'page', request: PAGE.updateContentPage },
  { route: 'deleteContentPage', as: 'CONTENT_MANAGER', action: 'page.deleted', targetType: 'page', request: PAGE.deleteContentPage },
  {
    route: 'createPageCategory',
    as: 'CONTENT_MANAGER',
    action: 'page-category.created',
    targetType: 'page-category',
    request: PAGE.createPageCategory,
  },
  {
    route: 'renamePageCategory',
    as: 'CONTENT_MANAGER',
    action: 'page-category.renamed',
    targetType: 'page-category',
    request: PAGE.renamePageCategory,
  },
  {
    route: 'reorderPageCategories',
    as: 'CONTENT_MANAGER',
    action: 'page-category.reordered',
    targetType: 'page-category',
    request: PAGE.reorderPageCategories,
  },
  {
    route: 'deletePageCategory',
    as: 'CONTENT_MANAGER',
    action: 'page-category.deleted',
    targetType: 'page-category',
    request: PAGE.deletePageCategory,
  },
  // Issue 30: Destek and Geri Bildirimler. A note's or a reply's entry says that one was written, never what it says.
  {
    route: 'changeSupportStatus',
    as: 'CUSTOMER_SERVICE',
    action: 'support-request.status-changed',
    targetType: 'support-request',
    request: CARE.changeSupportStatus,
  },
  {
    route: 'assignSupportRequest',
    as: 'CUSTOMER_SERVICE',
    action: 'support-request.assigned',
    targetType: 'support-request',
    request: CARE.assignSupportRequest,
  },
  { route: 'addSupportNote', as: 'CUSTOMER_SERVICE', action: 'support-request.noted', targetType: 'support-request', request: CARE.addSupportNote },
  {
    route: 'replySupportRequest',
    as: 'CUSTOMER_SERVICE',
    action: 'support-request.replied',
    targetType: 'support-request',
    request: CARE.replySupportRequest,
  },
  {
    route: 'changeFeedbackStatus',
    as: 'CUSTOMER_SERVICE',
    action: 'feedback.status-changed',
    targetType: 'feedback',
    request: CARE.changeFeedbackStatus,
  },
  // Issue 30: Ürün Soruları (the sample answers a waiting question).
  {
    route: 'questionAction',
    as: 'PRODUCT_MANAGER',
    action: 'question.answered',
    targetType: 'question',
    request: QUESTION_ROUTE_SAMPLES.questionAction,
  },
  // Issue 30: Canlı destek.
  { route: 'assignConversation', as: 'CUSTOMER_SERVICE', action: 'live-chat.assigned', targetType: 'live-chat', request: CHAT.assignConversation },
  { route: 'closeConversation', as: 'CUSTOMER_SERVICE', action: 'live-chat.closed', targetType: 'live-chat', request: CHAT.closeConversation },
  {
    route: 'sendChatCampaignCode',
    as: 'CUSTOMER_SERVICE',
    action: 'live-chat.code-sent',
    targetType: 'live-chat',
    request: CHAT.sendChatCampaignCode,
  },
  {
    route: 'emailChatTranscript',
    as: 'CUSTOMER_SERVICE',
    action: 'live-chat.transcript-sent',
    targetType: 'live-chat',
    request: CHAT.emailChatTranscript,
  },
  {
    route: 'saveLiveChatSettings',
    as: 'CUSTOMER_SERVICE',
    action: 'live-chat-settings.saved',
    targetType: 'live-support',
    request: CHAT.saveLiveChatSettings,
  },
];

/** Writes that change only the caller's own state (read marks, the tour) or open a socket: not shop changes, not audited. */
const PERSONAL_WRITES: readonly RouteId[] = [
  'markAllNotificationsRead',
  'markNotificationRead',
  'completeTour',
  'createRealtimeTicket',
  // A form submission's read mark: opening one marks it, so an entry per opened submission would bury the log (issue 29).
  'markFormSubmission',
  // Issue 30: a conversation records every message with its agent and time; an entry per reply or read would bury the log.
  'replyToConversation',
  'markConversationRead',
];

describe('audit log: which writes are recorded', () => {
  it('covers every admin write route: audited, or a personal write', () => {
    // Shoppers' own writes are their account's, not the back office's (their İade talebi is audited
    // through the returns domain, with the shopper as actor: shopper-accounts.test.ts).
    const adminWrites = routeList()
      .filter((route) => route.writes && route.access !== 'public' && route.access !== 'shopper')
      .map((route) => route.id)
      .sort();
    expect([...CASES.map((c) => c.route), ...PERSONAL_WRITES].sort()).toEqual(adminWrites);
  });

  it.each(CASES.map((c) => [c.route, c] as const))('%s leaves exactly one entry with its actor, action and target', async (_route, c) => {
    const request = await c.request();
    const before = await auditItems();
    const route = routeList().find((r) => r.id === c.route);
    const res = await call(request.path, { as: c.as, method: request.method ?? 'POST', body: request.body });
    expect(res.status).toBeLessThan(300);
    const entries = (await added(before)).map((item) => auditEntrySchema.parse(item));
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    const sub = await subOf(c.as);
    expect(entry).toMatchObject({
      action: c.action,
      actor: { sub, email: `${c.as.toLowerCase()}@example.com`, roles: [c.as] },
      route: { method: route?.method, path: route?.path },
      target: { type: c.targetType },
    });
    expect(entry?.actor.name).not.toBe('');
    if (c.summary) expect(entry?.summary).toMatch(c.summary);
    const listed = await call(`/api/admin/audit?actor=${sub}&action=${c.action}&limit=1`, { as: 'SUPER_ADMIN' });
    expect(listed).toEqual({ status: 200, body: { data: [entry], nextCursor: expect.any(String) } });
  });

  it('keeps a removed subscriber address out of the entry', async () => {
    const email = `kvkk-${next()}@example.com`;
    await call('/api/storefront/newsletter', { method: 'POST', body: { email }, from: '127.45.1.1' });
    const before = await auditItems();
    expect((await call('/api/admin/newsletter/subscribers/remove', { as: 'SUPER_ADMIN', method: 'POST', body: { email } })).status).toBe(200);
    const [entry] = await added(before);
    expect(JSON.stringify(entry)).not.toContain(email);
    expect(entry).toMatchObject({ target: { type: 'newsletter-subscriber', name: 'KVKK silme kaydı' } });
  });
});

describe('audit log: a refused write leaves no entry', () => {
  const refusals: readonly [string, RoleName, string, unknown, number][] = [
    ['400: a brand without a name', 'PRODUCT_MANAGER', '/api/admin/catalog/brand', {}, 400],
    ['403: a brand from a role without brands', 'THEME_MANAGER', '/api/admin/catalog/brand', { name: 'Yetkisiz' }, 403],
    [
      '409: a theme save on a stale version',
      'THEME_MANAGER',
      '/api/admin/theme/components',
      { pageType: 'BOTTOM', components: [], baseVersion: 0 },
      409,
    ],
    ['400: a popup with a percentage above 100', 'CONTENT_MANAGER', '/api/admin/theme/popup', { ...DEFAULT_POPUP, couponDiscountValue: 150 }, 400],
    [
      '404: removing an address that is not subscribed',
      'CUSTOMER_SERVICE',
      '/api/admin/newsletter/subscribers/remove',
      { email: 'yok@example.com' },
      404,
    ],
  ];

  it.each(refusals)('%s', async (_case, as, path, body, status) => {
    // A stale save needs a version above 0 to be stale against.
    if (path.endsWith('/components'))
      await call(path, { as: 'SUPER_ADMIN', method: 'POST', body: { pageType: 'BOTTOM', components: [], baseVersion: await bottomVersion() } });
    const before = await auditItems();
    expect((await call(path, { as, method: 'POST', body })).status).toBe(status);
    expect(await added(before)).toEqual([]);
  });

  it('409: a duplicate brand name', async () => {
    const name = `Çift ${next()}`;
    expect((await call('/api/admin/catalog/brand', { as: 'PRODUCT_MANAGER', method: 'POST', body: { name } })).status).toBe(201);
    const before = await auditItems();
    expect(await call('/api/admin/catalog/brand', { as: 'PRODUCT_MANAGER', method: 'POST', body: { name } })).toMatchObject({
      status: 409,
      body: { message: MESSAGES.api.brandDuplicate },
    });
    expect(await added(before)).toEqual([]);
  });

  it('409: a product update on a stale version', async () => {
    const made = await call('/api/admin/catalog/product', { as: 'SUPER_ADMIN', method: 'POST', body: productBody(`Eski ${next()}`) });
    const { id, version, name } = made.body.data;
    const before = await auditItems();
    const res = await call(`/api/admin/catalog/product/${id}`, {
      as: 'PRODUCT_MANAGER',
      method: 'POST',
      body: { ...productBody(name), baseVersion: version + 1 },
    });
    expect(res.status).toBe(409);
    expect(await added(before)).toEqual([]);
  });

  it('a second deactivation of a code changes nothing and records nothing', async () => {
    const made = await call('/api/admin/campaign/code', { as: 'SUPER_ADMIN', method: 'POST', body: { discountType: 'AMOUNT', discountValue: 5 } });
    const path = `/api/admin/campaign/code/${String(made.body.data.code)}/deactivate`;
    expect((await call(path, { as: 'MARKETING_MANAGER', method: 'POST' })).status).toBe(200);
    const before = await auditItems();
    expect((await call(path, { as: 'MARKETING_MANAGER', method: 'POST' })).status).toBe(200);
    expect(await added(before)).toEqual([]);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists newest first in pages, and the cursor goes on where the page stopped', async () => {
    for (let i = 0; i < 3; i++) await call('/api/admin/catalog/brand', { as: 'PRODUCT_MANAGER', method: 'POST', body: { name: `Sayfa ${next()}` } });
    const first = await call('/api/admin/audit?limit=2', { as: 'SUPER_ADMIN' });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(2);
    const second = await call(`/api/admin/audit?limit=2&cursor=${first.body.nextCursor}`, { as: 'SUPER_ADMIN' });
    const all = [...first.body.data, ...second.body.data].map((e: { at: string; id: string }) => `${e.at}#${e.id}`);
    expect(all).toEqual([...all].sort().reverse());
    expect(new Set(all).size).toBe(4);
  });

  it("filters to one admin's entries of one action within a time range", async () => {
    const from = new Date().toISOString();
    const sub = await subOf('THEME_MANAGER');
    await call('/api/admin/catalog/brand', { as: 'SUPER_ADMIN', method: 'POST', body: { name: `Başkası ${next()}` } });
    for (let i = 0; i < 2; i++)
      await call('/api/admin/theme/components', {
        as: 'THEME_MANAGER',
        method: 'POST',
        body: { pageType: 'BOTTOM', components: [], baseVersion: await bottomVersion() },
      });
    await call('/api/admin/media/uploads', { as: 'THEME_MANAGER', method: 'POST', body: { fileName: 'f.png', contentType: 'image/png', size: 8 } });
    const to = new Date().toISOString();
    const res = await call(`/api/admin/audit?actor=${sub}&action=theme.saved&from=${from}&to=${to}`, { as: 'SUPER_ADMIN' });
    expect(res.status).toBe(200);
    expect(res.body.data.map((e: { action: string; actor: { sub: string } }) => [e.action, e.actor.sub])).toEqual([
      ['theme.saved', sub],
      ['theme.saved', sub],
    ]);
    const byAction = await call(`/api/admin/audit?action=media.upload-started&from=${from}&to=${to}`, { as: 'SUPER_ADMIN' });
    expect(byAction.body.data).toHaveLength(1);
    const all = await call(`/api/admin/audit?from=${from}&to=${to}`, { as: 'SUPER_ADMIN' });
    expect(all.body.data.map((e: { action: string }) => AUDIT_ACTION_LABELS[e.action as AuditAction])).toEqual([
      'Medya yüklemesi başlatıldı',
      'Tema kaydedildi',
      'Tema kaydedildi',
      'Marka oluşturuldu',
    ]);
    const before = await call(`/api/admin/audit?to=${from}&action=theme.saved&actor=${sub}&limit=100`, { as: 'SUPER_ADMIN' });
    expect(before.body.data.every((e: { at: string }) => e.at <= from)).toBe(true);
  });

  it.each([
    ['an unknown action', '?action=silindi', 'action geçerli bir işlem değil.'],
    ['a time that is not ISO', '?from=dün', 'from bir ISO tarih-saat olmalıdır.'],
    ['from after to', '?from=2026-02-01T00:00:00.000Z&to=2026-01-01T00:00:00.000Z', 'from, to tarihinden sonra olamaz.'],
    ['a limit above 100', '?limit=101', undefined],
    [
      'a cursor of another list',
      `?action=brand.created&cursor=${Buffer.from(JSON.stringify({ pk: 'X', sk: 'Y' })).toString('base64url')}`,
      undefined,
    ],
  ])('refuses %s with 400 in Turkish', async (_case, query, message) => {
    const res = await call(`/api/admin/audit${query}`, { as: 'SUPER_ADMIN' });
    expect(res.status).toBe(400);
    if (message) expect(res.body.message).toContain(message);
    else expect(res.body.message).toEqual(expect.any(String));
  });

  it('has no route that changes or deletes an entry', () => {
    expect(
      routeList()
        .filter((route) => route.path.startsWith('/api/admin/audit'))
        .map((route) => [route.method, route.writes]),
    ).toEqual([
      ['GET', false],
      ['GET', false],
    ]);
  });

  it('offers the known admins for the "who" filter, sorted in Turkish', async () => {
    const res = await call('/api/admin/audit/actors', { as: 'SUPER_ADMIN' });
    expect(res.status).toBe(200);
    const names = res.body.data.map((a: { name: string }) => a.name);
    expect(names).toContain('Deniz Aydın');
    expect(names).toEqual([...names].sort(new Intl.Collator('tr').compare));
  });
});
