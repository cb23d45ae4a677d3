import {
  ADMIN_SHELL_PERMISSIONS,
  GUEST_PERMISSIONS,
  MEMBER_PERMISSIONS,
  ORDER_PERMISSIONS,
  PRODUCT_PERMISSIONS,
  THEME_BUILDER_PERMISSIONS,
} from '../auth/permissions';
import * as z from 'zod';
import { auditListQuerySchema, auditPageSchema } from '../entities/audit-entry';
import { brandDeletedSchema, brandDeleteQuerySchema, brandSchema } from '../entities/brand';
import { campaignCodeCreateSchema, campaignCodeSchema, couponCodeParamSchema } from '../entities/campaign-code';
import { categoryCreateSchema } from '../entities/category';
import { categoryDeletedSchema, categoryDeleteQuerySchema, categoryOrderSchema, categoryUpdateSchema } from '../entities/category-edit';
import { mediaDeletedSchema } from '../entities/media-use';
import { dashboardCustomersSchema, dashboardOrdersSchema, dashboardProductsSchema, dashboardThemeSchema } from '../entities/dashboard';
import { guestRecordSchema, memberSchema } from '../entities/member';
import {
  NEWSLETTER_BODY_MAX_BYTES,
  newsletterRemoveSchema,
  newsletterSubscribeSchema,
  newsletterSubscriberSchema,
} from '../entities/newsletter-subscriber';
import { orderDetailSchema, orderSummarySchema } from '../entities/order';
import { orderActionSchema } from '../entities/order-process';
import { productSchema, productUpdateSchema, productUpsertSchema } from '../entities/product';
import { productContentAnswerSchema, productContentSaveSchema } from '../entities/product-content';
import { PRODUCT_CONTENT_EDITORS } from '../auth/product-content-access';
import { optionTypeSchema, optionTypeUpdateSchema, optionTypeUpsertSchema } from '../entities/option-type';
import { productSettingsAnswerSchema, productSettingsSaveSchema } from '../entities/product-settings';
import { cargoSettingsAnswerSchema, cargoSettingsSaveSchema } from '../entities/cargo-settings';
import { generalSettingsAnswerSchema, generalSettingsSaveSchema } from '../entities/general-settings';
import {
  movementListQuerySchema,
  stockCountImportAnswerSchema,
  stockCountImportSchema,
  stockLevelSchema,
  stockListQuerySchema,
  stockMovementRequestSchema,
  stockMovementSchema,
} from '../entities/stock';
import { stockTypeSchema, stockTypeUpdateSchema, stockTypeUpsertSchema } from '../entities/stock-type';
import { warehouseSchema, warehouseUpdateSchema, warehouseUpsertSchema } from '../entities/warehouse';
import { iconListQuerySchema } from '../icons/icon-search';
import { categorySchema, iconSchema, productPickerItemSchema, selectOptionCreateSchema, selectOptionSchema } from '../schemas/catalog';
import { liveSupportEnabledRequestSchema, liveSupportSettingsSchema } from '../schemas/live-support';
import { mediaListQuerySchema, mediaUploadRequestSchema } from '../schemas/media';
import { notificationSchema, unreadCountSchema } from '../schemas/notification';
import { searchResponseSchema } from '../schemas/search';
import { popupSaveRequestSchema, themeSettingsSaveRequestSchema } from '../schemas/theme-save-requests';
import { saveThemeComponentsRequestSchema } from '../schemas/theme-component';
import { tourStateSchema } from '../schemas/tour';
import {
  auditActorsAnswerSchema,
  couponValidationAnswer,
  libraryMediaSchema,
  mediaUploadTicketSchema,
  pageOf,
  popupAnswerSchema,
  popupCouponAnswer,
  popupSavedAnswerSchema,
  realtimeTicketSchema,
  recordOf,
  savedTabAnswerSchema,
  storefrontCategoryAnswer,
  storefrontProductAnswer,
  storefrontSearchAnswer,
  storefrontThemeAnswer,
  themeComponentsAnswerSchema,
  themeSettingsAnswerSchema,
  themeSettingsSavedSchema,
  themeVersionDetailSchema,
  themeVersionSchema,
} from './answers';
import { campaignCodeListSchema, guestPageSchema, memberPageSchema, orderPageSchema, productPageSchema, subscriberPageSchema } from './page-query';
import {
  adminSearchQuerySchema,
  categoryPathParamsSchema,
  idParamsSchema,
  productSlugParamsSchema,
  restoreVersionRequestSchema,
  storefrontSearchQuerySchema,
  themeAreaQuerySchema,
  themeSelectorQuerySchema,
  themeVersionParamsSchema,
} from './requests';
import { RETURN_ROUTES } from './return-routes';
import { STATISTICS_ROUTES } from './statistics-routes';
import { ACCOUNT_ROUTES } from './account-routes';
import { CONTENT_PAGE_ROUTES } from './content-page-routes';
import { PLUGIN_ROUTES } from './plugin-routes';
import { CART_ROUTES } from './cart-routes';
import { FORM_ROUTES } from './form-routes';
import { CARE_ROUTES } from './care-routes';
import { STOREFRONT_RENDER_ROUTES } from './storefront-render-routes';
import { QUESTION_ROUTES } from './question-routes';
import { LIVE_CHAT_ROUTES } from './live-chat-routes';

import type { ApiRoute, RouteAccess, TypedApiRoute } from './api-route';

export type { ApiRoute, HttpMethod, RouteAccess, TypedApiRoute } from './api-route';

const THEME: RouteAccess = { anyOf: ['theme:manage'] };
/**
 * The builder's reads and its component save, for everyone who opens the builder: banners, marquee and
 * social media in a scoped mode. The save checks per component what the caller may change (component-scope).
 */
const THEME_BUILDER: RouteAccess = { anyOf: THEME_BUILDER_PERMISSIONS };
const POPUP: RouteAccess = { anyOf: ['popups:manage', 'theme:manage'] };
/** Every admin role holds the dashboard; USER (no permissions) does not get into the shell. */
const ADMIN_SHELL: RouteAccess = { anyOf: ADMIN_SHELL_PERMISSIONS };
const SUPPORT: RouteAccess = { anyOf: ['support:manage'] };
const PRODUCTS: RouteAccess = { anyOf: PRODUCT_PERMISSIONS };
const MANAGE_PRODUCTS: RouteAccess = { anyOf: ['products:manage'] };
const MEMBERS: RouteAccess = { anyOf: MEMBER_PERMISSIONS };
const GUESTS: RouteAccess = { anyOf: GUEST_PERMISSIONS };
const ORDERS: RouteAccess = { anyOf: ORDER_PERMISSIONS };
/** Subscribers are customers' data (members) and a campaign audience (campaign codes). */
const NEWSLETTER: RouteAccess = { anyOf: ['members:manage', 'campaign-codes:manage'] };
const CAMPAIGN_CODES: RouteAccess = { anyOf: ['campaign-codes:manage'] };
/** Whoever edits banners, galleries, popups or products (their images) picks media. */
const MEDIA: RouteAccess = { anyOf: ['gallery:manage', 'theme:manage', 'banners:manage', 'popups:manage', 'products:manage'] };
/** Listing and uploading library files: also Aktif Sohbetler's agents, who send images into a chat (deleting stays MEDIA). */
const MEDIA_PICK: RouteAccess = { anyOf: ['gallery:manage', 'theme:manage', 'banners:manage', 'popups:manage', 'products:manage', 'support:manage'] };
const VARIANTS: RouteAccess = { anyOf: ['variants:manage'] };
const STOCK_TYPES: RouteAccess = { anyOf: ['stock-types:manage'] };
const WAREHOUSES: RouteAccess = { anyOf: ['warehouse:manage'] };
/** Stock levels and warehouses are read by those who move stock and those who edit products (the form's stock table). */
const STOCK_READ: RouteAccess = { anyOf: ['warehouse:manage', 'products:manage'] };
/** Aktivite Geçmişi: read only; no route changes or deletes an entry. */
const AUDIT_LOGS: RouteAccess = { anyOf: ['audit-logs:view'] };
/**
 * Kargo Otomasyonu is read by whoever sees the settings pages (the page shows read-only without
 * settings:cargo) and by the order roles: shipping needs the carriers and their tracking links,
 * returns the window and the return address. Only settings:cargo saves it.
 */
const CARGO_SETTINGS_READ: RouteAccess = { anyOf: ['settings:cargo', 'settings:general', 'settings:product', ...ORDER_PERMISSIONS] };
const CARGO_SETTINGS_WRITE: RouteAccess = { anyOf: ['settings:cargo'] };
/**
 * Genel Ayarlar is in the menu of every settings role, so they read it (the page shows read-only,
 * nothing in it is secret); only settings:general saves it.
 */
const GENERAL_SETTINGS_READ: RouteAccess = { anyOf: ['settings:general', 'settings:product', 'settings:cargo'] };
const GENERAL_SETTINGS_WRITE: RouteAccess = { anyOf: ['settings:general'] };

/** Every HTTP endpoint, once. Infra, the local gateway and the web client all read this. */
export const API_ROUTES = {
  // Theme builder
  listThemeComponents: {
    method: 'GET',
    path: '/api/admin/theme/components',
    handler: 'theme/list-components',
    access: THEME_BUILDER,
    writes: false,
    schemas: { response: themeComponentsAnswerSchema },
  },
  saveThemeComponents: {
    method: 'POST',
    path: '/api/admin/theme/components',
    handler: 'theme/save-components',
    access: THEME_BUILDER,
    writes: true,
    schemas: { body: saveThemeComponentsRequestSchema, response: savedTabAnswerSchema },
  },
  listThemeVersions: {
    method: 'GET',
    path: '/api/admin/theme/versions',
    handler: 'theme/list-versions',
    access: THEME,
    writes: false,
    schemas: { query: themeAreaQuerySchema, response: recordOf(z.array(themeVersionSchema)) },
  },
  getThemeVersion: {
    method: 'GET',
    path: '/api/admin/theme/versions/{version}',
    handler: 'theme/get-version',
    access: THEME,
    writes: false,
    schemas: { params: themeVersionParamsSchema, query: themeAreaQuerySchema, response: themeVersionDetailSchema },
  },
  restoreThemeVersion: {
    method: 'POST',
    path: '/api/admin/theme/versions/{version}/restore',
    handler: 'theme/restore-version',
    access: THEME,
    writes: true,
    schemas: { params: themeVersionParamsSchema, body: restoreVersionRequestSchema, response: savedTabAnswerSchema },
  },
  getThemeConfig: {
    method: 'GET',
    path: '/api/admin/settings/theme/config',
    handler: 'theme/get-config',
    access: THEME_BUILDER,
    writes: false,
    schemas: { response: themeSettingsAnswerSchema },
  },
  saveThemeConfig: {
    method: 'POST',
    path: '/api/admin/settings/theme/config',
    handler: 'theme/save-config',
    access: THEME,
    writes: true,
    schemas: { body: themeSettingsSaveRequestSchema, response: themeSettingsSavedSchema },
  },
  // The popup editor lives in the theme editor and on the content popup page.
  getPopup: {
    method: 'GET',
    path: '/api/admin/theme/popup',
    handler: 'theme/get-popup',
    access: POPUP,
    writes: false,
    schemas: { response: popupAnswerSchema },
  },
  savePopup: {
    method: 'POST',
    path: '/api/admin/theme/popup',
    handler: 'theme/save-popup',
    access: POPUP,
    writes: true,
    schemas: { body: popupSaveRequestSchema, response: popupSavedAnswerSchema },
  },

  // Top bar: every admin role has the bell
  listNotifications: {
    method: 'GET',
    path: '/api/admin/notifications',
    handler: 'notifications/list-notifications',
    access: ADMIN_SHELL,
    writes: false,
    schemas: { response: z.array(notificationSchema) },
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/api/admin/notifications/mark-all-read',
    handler: 'notifications/mark-all-read',
    access: ADMIN_SHELL,
    writes: true,
    schemas: { response: z.object({ updated: z.number().int() }) },
  },
  markNotificationRead: {
    method: 'POST',
    path: '/api/admin/notifications/{id}/mark-read',
    handler: 'notifications/mark-read',
    access: ADMIN_SHELL,
    writes: true,
    schemas: { params: idParamsSchema, response: notificationSchema },
  },
  // The list stops at 50; the bell's count must not.
  countUnreadNotifications: {
    method: 'GET',
    path: '/api/admin/notifications/unread-count',
    handler: 'notifications/count-unread',
    access: ADMIN_SHELL,
    writes: false,
    schemas: { response: unreadCountSchema },
  },
  // The guided tour's completion, per admin: a completed tour never starts again, on any device.
  getTourState: {
    method: 'GET',
    path: '/api/admin/me/tour',
    handler: 'tour/get-tour',
    access: ADMIN_SHELL,
    writes: false,
    schemas: { response: tourStateSchema },
  },
  completeTour: {
    method: 'POST',
    path: '/api/admin/me/tour/complete',
    handler: 'tour/complete-tour',
    access: ADMIN_SHELL,
    writes: true,
    schemas: { response: tourStateSchema },
  },
  // Results are filtered to what the caller may see; any of these lets the palette search.
  search: {
    method: 'GET',
    path: '/api/admin/search',
    handler: 'search/search',
    access: { anyOf: ['products:manage', 'products:view', 'members:manage', 'guests:manage', 'guests:view'] },
    writes: false,
    schemas: { query: adminSearchQuerySchema, response: searchResponseSchema },
  },
  getLiveSupport: {
    method: 'GET',
    path: '/api/admin/live-support/settings',
    handler: 'support/get-live-support',
    access: SUPPORT,
    writes: false,
    schemas: { response: liveSupportSettingsSchema },
  },
  setLiveSupport: {
    method: 'POST',
    path: '/api/admin/live-support/settings/enabled',
    handler: 'support/set-live-support',
    access: SUPPORT,
    writes: true,
    schemas: { body: liveSupportEnabledRequestSchema, response: z.object({ success: z.literal(true), customerSupportEnabled: z.boolean() }) },
  },

  // Catalog
  listCategories: {
    method: 'GET',
    path: '/api/admin/catalog/category',
    handler: 'catalog/list-categories',
    // The theme editor's category menu picker reads categories too.
    access: { anyOf: ['categories:manage', 'theme:manage'] },
    writes: false,
    schemas: { response: recordOf(z.array(categorySchema)) },
  },
  createCategory: {
    method: 'POST',
    path: '/api/admin/catalog/category',
    handler: 'catalog/create-category',
    access: { anyOf: ['categories:manage'] },
    writes: true,
    schemas: { body: categoryCreateSchema, response: recordOf(selectOptionSchema) },
  },
  listBrands: {
    method: 'GET',
    path: '/api/admin/catalog/brand',
    handler: 'catalog/list-brands',
    access: { anyOf: ['brands:manage', 'products:manage'] },
    writes: false,
    schemas: { response: recordOf(z.array(brandSchema)) },
  },
  createBrand: {
    method: 'POST',
    path: '/api/admin/catalog/brand',
    handler: 'catalog/create-brand',
    access: { anyOf: ['brands:manage'] },
    writes: true,
    schemas: { body: selectOptionCreateSchema, response: recordOf(selectOptionSchema) },
  },
  renameBrand: {
    method: 'POST',
    path: '/api/admin/catalog/brand/{id}',
    handler: 'catalog/rename-brand',
    access: { anyOf: ['brands:manage'] },
    writes: true,
    schemas: { params: idParamsSchema, body: selectOptionCreateSchema, response: recordOf(brandSchema) },
  },
  // One that products use is 409 naming how many, unless ?detach=true takes it off them first.
  deleteBrand: {
    method: 'DELETE',
    path: '/api/admin/catalog/brand/{id}',
    handler: 'catalog/delete-brand',
    access: { anyOf: ['brands:manage'] },
    writes: true,
    schemas: { params: idParamsSchema, query: brandDeleteQuerySchema, response: brandDeletedSchema },
  },
  listProducts: {
    method: 'GET',
    path: '/api/admin/catalog/product',
    handler: 'catalog/list-products',
    // Content roles find the product whose content they edit here.
    access: { anyOf: [...PRODUCT_PERMISSIONS, ...PRODUCT_CONTENT_EDITORS] },
    writes: false,
    schemas: { query: productPageSchema, response: pageOf(productSchema) },
  },
  themeSelectorProducts: {
    method: 'GET',
    path: '/api/admin/catalog/product/theme-selector',
    handler: 'catalog/theme-selector-products',
    access: THEME,
    writes: false,
    schemas: { query: themeSelectorQuerySchema, response: z.array(productPickerItemSchema) },
  },
  getProduct: {
    method: 'GET',
    path: '/api/admin/catalog/product/{id}',
    handler: 'catalog/get-product',
    access: PRODUCTS,
    writes: false,
    schemas: { params: idParamsSchema, response: recordOf(productSchema) },
  },
  createProduct: {
    method: 'POST',
    path: '/api/admin/catalog/product',
    handler: 'catalog/create-product',
    access: MANAGE_PRODUCTS,
    writes: true,
    schemas: { body: productUpsertSchema, response: recordOf(productSchema) },
  },
  // Carries the version the form was based on: a stale one is 409.
  updateProduct: {
    method: 'POST',
    path: '/api/admin/catalog/product/{id}',
    handler: 'catalog/update-product',
    access: MANAGE_PRODUCTS,
    writes: true,
    schemas: { params: idParamsSchema, body: productUpdateSchema, response: recordOf(productSchema) },
  },
  // Variants, stock types, warehouses and stock (the product form reads the first three too).
  listOptionTypes: {
    method: 'GET',
    path: '/api/admin/catalog/option-types',
    handler: 'catalog/list-option-types',
    access: { anyOf: ['variants:manage', 'products:manage'] },
    writes: false,
    schemas: { response: recordOf(z.array(optionTypeSchema)) },
  },
  createOptionType: {
    method: 'POST',
    path: '/api/admin/catalog/option-types',
    handler: 'catalog/create-option-type',
    access: VARIANTS,
    writes: true,
    schemas: { body: optionTypeUpsertSchema, response: recordOf(optionTypeSchema) },
  },
  // A value or name that variants use cannot change or go: 409 naming how many use it.
  updateOptionType: {
    method: 'POST',
    path: '/api/admin/catalog/option-types/{id}',
    handler: 'catalog/update-option-type',
    access: VARIANTS,
    writes: true,
    schemas: { params: idParamsSchema, body: optionTypeUpdateSchema, response: recordOf(optionTypeSchema) },
  },
  deleteOptionType: {
    method: 'DELETE',
    path: '/api/admin/catalog/option-types/{id}',
    handler: 'catalog/delete-option-type',
    access: VARIANTS,
    writes: true,
    schemas: { params: idParamsSchema, response: z.object({ deleted: z.literal(true) }) },
  },
  listStockTypes: {
    method: 'GET',
    path: '/api/admin/catalog/stock-type',
    handler: 'catalog/list-stock-types',
    access: { anyOf: ['stock-types:manage', 'products:manage', 'warehouse:manage'] },
    writes: false,
    schemas: { response: recordOf(z.array(stockTypeSchema)) },
  },
  createStockType: {
    method: 'POST',
    path: '/api/admin/catalog/stock-type',
    handler: 'catalog/create-stock-type',
    access: STOCK_TYPES,
    writes: true,
    schemas: { body: stockTypeUpsertSchema, response: recordOf(stockTypeSchema) },
  },
  updateStockType: {
    method: 'POST',
    path: '/api/admin/catalog/stock-type/{id}',
    handler: 'catalog/update-stock-type',
    access: STOCK_TYPES,
    writes: true,
    schemas: { params: idParamsSchema, body: stockTypeUpdateSchema, response: recordOf(stockTypeSchema) },
  },
  // One that products use, or the default of Ürün Ayarları, is 409.
  deleteStockType: {
    method: 'DELETE',
    path: '/api/admin/catalog/stock-type/{id}',
    handler: 'catalog/delete-stock-type',
    access: STOCK_TYPES,
    writes: true,
    schemas: { params: idParamsSchema, response: z.object({ deleted: z.literal(true) }) },
  },
  listWarehouses: {
    method: 'GET',
    path: '/api/admin/catalog/warehouse',
    handler: 'catalog/list-warehouses',
    // Order lines name the warehouse they ship from: the order roles read the names too.
    access: { anyOf: [...STOCK_READ.anyOf, ...ORDER_PERMISSIONS] },
    writes: false,
    schemas: { response: recordOf(z.array(warehouseSchema)) },
  },
  createWarehouse: {
    method: 'POST',
    path: '/api/admin/catalog/warehouse',
    handler: 'catalog/create-warehouse',
    access: WAREHOUSES,
    writes: true,
    schemas: { body: warehouseUpsertSchema, response: recordOf(warehouseSchema) },
  },
  updateWarehouse: {
    method: 'POST',
    path: '/api/admin/catalog/warehouse/{id}',
    handler: 'catalog/update-warehouse',
    access: WAREHOUSES,
    writes: true,
    schemas: { params: idParamsSchema, body: warehouseUpdateSchema, response: recordOf(warehouseSchema) },
  },
  // One with stock, or the default, is 409: deactivate it instead.
  deleteWarehouse: {
    method: 'DELETE',
    path: '/api/admin/catalog/warehouse/{id}',
    handler: 'catalog/delete-warehouse',
    access: WAREHOUSES,
    writes: true,
    schemas: { params: idParamsSchema, response: z.object({ deleted: z.literal(true) }) },
  },
  getProductSettings: {
    method: 'GET',
    path: '/api/admin/settings/product',
    handler: 'catalog/get-product-settings',
    access: { anyOf: ['settings:product', 'settings:general', 'settings:cargo', 'products:manage', 'warehouse:manage'] },
    writes: false,
    schemas: { response: productSettingsAnswerSchema },
  },
  saveProductSettings: {
    method: 'POST',
    path: '/api/admin/settings/product',
    handler: 'catalog/save-product-settings',
    access: { anyOf: ['settings:product'] },
    writes: true,
    schemas: { body: productSettingsSaveSchema, response: productSettingsAnswerSchema },
  },
  getCargoSettings: {
    method: 'GET',
    path: '/api/admin/settings/cargo',
    handler: 'settings/get-cargo-settings',
    access: CARGO_SETTINGS_READ,
    writes: false,
    schemas: { response: cargoSettingsAnswerSchema },
  },
  saveCargoSettings: {
    method: 'POST',
    path: '/api/admin/settings/cargo',
    handler: 'settings/save-cargo-settings',
    access: CARGO_SETTINGS_WRITE,
    writes: true,
    maxBodyBytes: 32_000,
    schemas: { body: cargoSettingsSaveSchema, response: cargoSettingsAnswerSchema },
  },
  // Genel Ayarlar (issue 29)
  getGeneralSettings: {
    method: 'GET',
    path: '/api/admin/settings/general',
    handler: 'settings/get-general-settings',
    access: GENERAL_SETTINGS_READ,
    writes: false,
    schemas: { response: generalSettingsAnswerSchema },
  },
  saveGeneralSettings: {
    method: 'POST',
    path: '/api/admin/settings/general',
    handler: 'settings/save-general-settings',
    access: GENERAL_SETTINGS_WRITE,
    writes: true,
    maxBodyBytes: 32_000,
    schemas: { body: generalSettingsSaveSchema, response: generalSettingsAnswerSchema },
  },
  listStock: {
    method: 'GET',
    path: '/api/admin/stock',
    handler: 'stock/list-stock',
    access: STOCK_READ,
    writes: false,
    schemas: { query: stockListQuerySchema, response: pageOf(stockLevelSchema) },
  },
  // Every change of a level is written with its movement in one conditional transaction.
  createStockMovement: {
    method: 'POST',
    path: '/api/admin/stock/movements',
    handler: 'stock/create-movement',
    access: WAREHOUSES,
    writes: true,
    schemas: { body: stockMovementRequestSchema, response: recordOf(z.array(stockMovementSchema)) },
  },
  listStockMovements: {
    method: 'GET',
    path: '/api/admin/stock/movements',
    handler: 'stock/list-movements',
    access: STOCK_READ,
    writes: false,
    schemas: { query: movementListQuerySchema, response: pageOf(stockMovementSchema) },
  },
  // A stock count (CSV): previewed, then written all rows or none.
  importStockCount: {
    method: 'POST',
    path: '/api/admin/stock/count-import',
    handler: 'stock/import-count',
    access: WAREHOUSES,
    writes: true,
    maxBodyBytes: 1_000_000,
    // A 10,000-row count is about 200 chunk transactions: on DynamoDB a few seconds, given room here.
    timeoutSeconds: 29,
    schemas: { body: stockCountImportSchema, response: stockCountImportAnswerSchema },
  },
  getProductContent: {
    method: 'GET',
    path: '/api/admin/catalog/product/{id}/content',
    handler: 'catalog/get-product-content',
    access: { anyOf: ['products:manage', ...PRODUCT_CONTENT_EDITORS] },
    writes: false,
    schemas: { params: idParamsSchema, response: productContentAnswerSchema },
  },
  // Each section needs its own permission: one the caller lacks is 403 and nothing is written.
  saveProductContent: {
    method: 'POST',
    path: '/api/admin/catalog/product/{id}/content',
    handler: 'catalog/save-product-content',
    access: { anyOf: PRODUCT_CONTENT_EDITORS },
    writes: true,
    maxBodyBytes: 200_000,
    schemas: { params: idParamsSchema, body: productContentSaveSchema, response: productContentAnswerSchema },
  },
  listIcons: {
    method: 'GET',
    path: '/api/admin/icon',
    handler: 'content/list-icons',
    access: THEME_BUILDER,
    writes: false,
    schemas: { query: iconListQuerySchema, response: recordOf(z.array(iconSchema)) },
  },

  // Customers and orders
  listMembers: {
    method: 'GET',
    path: '/api/admin/member',
    handler: 'members/list-members',
    access: MEMBERS,
    writes: false,
    schemas: { query: memberPageSchema, response: pageOf(memberSchema) },
  },
  getMember: {
    method: 'GET',
    path: '/api/admin/member/{id}',
    handler: 'members/get-member',
    access: MEMBERS,
    writes: false,
    schemas: { params: idParamsSchema, response: recordOf(memberSchema) },
  },
  listGuests: {
    method: 'GET',
    path: '/api/admin/member/guest',
    handler: 'members/list-guests',
    access: GUESTS,
    writes: false,
    schemas: { query: guestPageSchema, response: pageOf(guestRecordSchema) },
  },
  getGuest: {
    method: 'GET',
    path: '/api/admin/member/guest/{id}',
    handler: 'members/get-guest',
    access: GUESTS,
    writes: false,
    schemas: { params: idParamsSchema, response: recordOf(guestRecordSchema) },
  },
  listOrders: {
    method: 'GET',
    path: '/api/admin/order',
    handler: 'orders/list-orders',
    access: ORDERS,
    writes: false,
    schemas: { query: orderPageSchema, response: pageOf(orderSummarySchema) },
  },
  getOrder: {
    method: 'GET',
    path: '/api/admin/order/{id}',
    handler: 'orders/get-order',
    access: ORDERS,
    writes: false,
    schemas: { params: idParamsSchema, response: recordOf(orderDetailSchema) },
  },
  /** One action on one order, conditioned on its version; the money actions also need payments:manage (ORDER_ACTION_PERMISSION). */
  orderAction: {
    method: 'POST',
    path: '/api/admin/order/{id}/actions',
    handler: 'orders/order-action',
    access: { anyOf: ['orders:manage', 'payments:manage'] },
    writes: true,
    schemas: { params: idParamsSchema, body: orderActionSchema, response: recordOf(orderDetailSchema) },
  },
  // İadeler (shared/src/api/return-routes.ts)
  ...RETURN_ROUTES,
  ...STATISTICS_ROUTES,
  ...CART_ROUTES,
  // Form Oluşturucu (shared/src/api/form-routes.ts)
  ...FORM_ROUTES,
  // Destek and Geri Bildirimler (shared/src/api/care-routes.ts)
  ...CARE_ROUTES,
  // Issue 30: Ürün Soruları (shared/src/api/question-routes.ts)
  ...QUESTION_ROUTES,
  // Canlı destek (shared/src/api/live-chat-routes.ts)
  ...LIVE_CHAT_ROUTES,

  // Media library
  listMedia: {
    method: 'GET',
    path: '/api/admin/media',
    handler: 'media/list-media',
    access: MEDIA_PICK,
    writes: false,
    schemas: { query: mediaListQuerySchema, response: pageOf(libraryMediaSchema) },
  },
  createMediaUpload: {
    method: 'POST',
    path: '/api/admin/media/uploads',
    handler: 'media/create-upload',
    access: MEDIA_PICK,
    writes: true,
    schemas: { body: mediaUploadRequestSchema, response: mediaUploadTicketSchema },
  },
  completeMediaUpload: {
    method: 'POST',
    path: '/api/admin/media/{id}/complete',
    handler: 'media/complete-upload',
    access: MEDIA_PICK,
    writes: true,
    // Decoding a 40 MP image and writing five WebP widths takes seconds (issue 32).
    timeoutSeconds: 29,
    processesImages: true,
    schemas: { params: idParamsSchema, response: recordOf(libraryMediaSchema) },
  },

  // Newsletter and campaign codes. The shopper's calls are public and limited per client in the
  // handler (rate-limit.ts); the admin's need members or campaign codes (subscribers), campaign codes (codes).
  subscribeNewsletter: {
    method: 'POST',
    path: '/api/storefront/newsletter',
    handler: 'storefront/subscribe-newsletter',
    access: 'public',
    writes: true,
    maxBodyBytes: NEWSLETTER_BODY_MAX_BYTES,
    schemas: { body: newsletterSubscribeSchema, response: z.object({ subscribed: z.literal(true) }) },
  },
  createPopupCoupon: {
    method: 'POST',
    path: '/api/storefront/popup/coupon',
    handler: 'storefront/create-popup-coupon',
    access: 'public',
    writes: true,
    schemas: { response: popupCouponAnswer },
  },
  validateCoupon: {
    method: 'GET',
    path: '/api/storefront/coupon/{code}',
    handler: 'storefront/validate-coupon',
    access: 'public',
    writes: false,
    schemas: { params: couponCodeParamSchema, response: couponValidationAnswer },
  },
  listNewsletterSubscribers: {
    method: 'GET',
    path: '/api/admin/newsletter/subscribers',
    handler: 'newsletter/list-subscribers',
    access: NEWSLETTER,
    writes: false,
    schemas: { query: subscriberPageSchema, response: pageOf(newsletterSubscriberSchema) },
  },
  // The address goes in the body: a path would put it in every access log.
  removeNewsletterSubscriber: {
    method: 'POST',
    path: '/api/admin/newsletter/subscribers/remove',
    handler: 'newsletter/remove-subscriber',
    access: NEWSLETTER,
    writes: true,
    schemas: { body: newsletterRemoveSchema, response: z.object({ removed: z.literal(true) }) },
  },
  listCampaignCodes: {
    method: 'GET',
    path: '/api/admin/campaign/code',
    handler: 'campaign/list-codes',
    access: CAMPAIGN_CODES,
    writes: false,
    schemas: { query: campaignCodeListSchema, response: pageOf(campaignCodeSchema) },
  },
  createCampaignCode: {
    method: 'POST',
    path: '/api/admin/campaign/code',
    handler: 'campaign/create-code',
    access: CAMPAIGN_CODES,
    writes: true,
    schemas: { body: campaignCodeCreateSchema, response: recordOf(campaignCodeSchema) },
  },
  deactivateCampaignCode: {
    method: 'POST',
    path: '/api/admin/campaign/code/{code}/deactivate',
    handler: 'campaign/deactivate-code',
    access: CAMPAIGN_CODES,
    writes: true,
    schemas: { params: couponCodeParamSchema, response: recordOf(campaignCodeSchema) },
  },

  // Genel Bakış: one bounded read per widget, each for the roles that may see its data.
  dashboardOrders: {
    method: 'GET',
    path: '/api/admin/dashboard/orders',
    handler: 'dashboard/orders',
    access: ORDERS,
    writes: false,
    schemas: { response: dashboardOrdersSchema },
  },
  dashboardCustomers: {
    method: 'GET',
    path: '/api/admin/dashboard/customers',
    handler: 'dashboard/customers',
    access: { anyOf: [...MEMBER_PERMISSIONS, ...GUEST_PERMISSIONS] },
    writes: false,
    schemas: { response: dashboardCustomersSchema },
  },
  dashboardProducts: {
    method: 'GET',
    path: '/api/admin/dashboard/products',
    handler: 'dashboard/products',
    access: PRODUCTS,
    writes: false,
    schemas: { response: dashboardProductsSchema },
  },
  dashboardTheme: {
    method: 'GET',
    path: '/api/admin/dashboard/theme',
    handler: 'dashboard/theme',
    access: THEME,
    writes: false,
    schemas: { response: dashboardThemeSchema },
  },

  // Audit log (Aktivite Geçmişi)
  listAuditEntries: {
    method: 'GET',
    path: '/api/admin/audit',
    handler: 'audit/list-entries',
    access: AUDIT_LOGS,
    writes: false,
    schemas: { query: auditListQuerySchema, response: auditPageSchema },
  },
  listAuditActors: {
    method: 'GET',
    path: '/api/admin/audit/actors',
    handler: 'audit/list-actors',
    access: AUDIT_LOGS,
    writes: false,
    schemas: { response: auditActorsAnswerSchema },
  },

  // Realtime: a short-lived, single-use ticket opens the WebSocket, so no session token goes into its URL.
  createRealtimeTicket: {
    method: 'POST',
    path: '/api/admin/realtime/ticket',
    handler: 'realtime/create-ticket',
    access: ADMIN_SHELL,
    writes: true,
    schemas: { response: realtimeTicketSchema },
  },

  // Storefront, no sign-in
  storefrontTheme: {
    method: 'GET',
    path: '/api/storefront/theme',
    handler: 'storefront/get-theme',
    access: 'public',
    writes: false,
    schemas: { response: storefrontThemeAnswer },
  },
  storefrontCategory: {
    method: 'GET',
    path: '/api/storefront/category/{proxy+}',
    handler: 'storefront/get-category',
    access: 'public',
    writes: false,
    schemas: { params: categoryPathParamsSchema, response: storefrontCategoryAnswer },
  },
  storefrontProduct: {
    method: 'GET',
    path: '/api/storefront/product/{slug}',
    handler: 'storefront/get-product',
    access: 'public',
    writes: false,
    schemas: { params: productSlugParamsSchema, response: storefrontProductAnswer },
  },
  /** Product cards by words (`q`, the header search) or by ids (`ids`, a product list's preview and panel). */
  storefrontSearch: {
    method: 'GET',
    path: '/api/storefront/search',
    handler: 'storefront/search-products',
    access: 'public',
    writes: false,
    schemas: { query: storefrontSearchQuerySchema, response: storefrontSearchAnswer },
  },

  // Issue 32: storefront pages as HTML (shared/src/api/storefront-render-routes.ts)
  ...STOREFRONT_RENDER_ROUTES,

  // Hesabım and guest order tracking (shared/src/api/account-routes.ts)
  ...ACCOUNT_ROUTES,

  // Issue 29: Sayfalar and Sayfa Kategorileri (shared/src/api/content-page-routes.ts)
  ...CONTENT_PAGE_ROUTES,
  // Eklentiler (shared/src/api/plugin-routes.ts)
  ...PLUGIN_ROUTES,

  // Issue 26: the catalogue's own pages (categories edited, products archived, library files deleted).
  // Rename and/or move (not under itself or below itself: 400); the products below are re-derived.
  updateCategory: {
    method: 'POST',
    path: '/api/admin/catalog/category/{id}',
    handler: 'catalog/update-category',
    access: { anyOf: ['categories:manage'] },
    writes: true,
    // A category with thousands of products below it re-derives each: room beyond 10 s.
    timeoutSeconds: 29,
    schemas: { params: idParamsSchema, body: categoryUpdateSchema, response: recordOf(categorySchema) },
  },
  reorderCategories: {
    method: 'POST',
    path: '/api/admin/catalog/category/order',
    handler: 'catalog/reorder-categories',
    access: { anyOf: ['categories:manage'] },
    writes: true,
    schemas: { body: categoryOrderSchema, response: recordOf(z.object({ parentId: z.string().nullable(), ids: z.array(z.string()) })) },
  },
  // One holding products or sub-categories is 409 unless ?moveTo= names where they go.
  deleteCategory: {
    method: 'DELETE',
    path: '/api/admin/catalog/category/{id}',
    handler: 'catalog/delete-category',
    access: { anyOf: ['categories:manage'] },
    writes: true,
    timeoutSeconds: 29,
    schemas: { params: idParamsSchema, query: categoryDeleteQuerySchema, response: categoryDeletedSchema },
  },
  archiveProduct: {
    method: 'POST',
    path: '/api/admin/catalog/product/{id}/archive',
    handler: 'catalog/archive-product',
    access: MANAGE_PRODUCTS,
    writes: true,
    schemas: { params: idParamsSchema, response: recordOf(productSchema) },
  },
  restoreProduct: {
    method: 'POST',
    path: '/api/admin/catalog/product/{id}/restore',
    handler: 'catalog/restore-product',
    access: MANAGE_PRODUCTS,
    writes: true,
    schemas: { params: idParamsSchema, response: recordOf(productSchema) },
  },
  // A file in use is 409 with `usedBy` (where it is used); nothing is deleted.
  deleteMedia: {
    method: 'DELETE',
    path: '/api/admin/media/{id}',
    handler: 'media/delete-media',
    access: MEDIA,
    writes: true,
    schemas: { params: idParamsSchema, response: mediaDeletedSchema },
  },
} as const satisfies Record<string, TypedApiRoute>;

export type RouteId = keyof typeof API_ROUTES;

export const routeList = (): (TypedApiRoute & { id: RouteId })[] => (Object.keys(API_ROUTES) as RouteId[]).map((id) => ({ id, ...API_ROUTES[id] }));

/** API Gateway prefers literal segments over `{param}` and `{proxy+}`; so do we. */
const specificity = (path: string): number => (path.includes('+}') ? 1000 : 0) + (path.match(/\{/g)?.length ?? 0);
const routesBySpecificity = () => routeList().sort((a, b) => specificity(a.path) - specificity(b.path));

const toRegExp = (path: string): RegExp =>
  new RegExp(
    '^' +
      path
        .split('/')
        .map((seg) => (seg === '{proxy+}' ? '(?<proxy>.+)' : seg.replace(/^\{(\w+)\}$/, '(?<$1>[^/]+)').replace(/[.]/g, '\\.')))
        .join('/') +
      '$',
  );

/** Finds the route for a request and its path parameters (URL-decoded). */
export const matchRoute = (method: string, path: string): { route: ApiRoute & { id: RouteId }; params: Record<string, string> } | undefined => {
  for (const route of routesBySpecificity()) {
    if (route.method !== method) continue;
    const m = toRegExp(route.path).exec(path);
    if (m) {
      const params = Object.fromEntries(Object.entries(m.groups ?? {}).map(([k, v]) => [k, decodeURIComponent(v)]));
      return { route, params };
    }
  }
  return undefined;
};
