import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The admin pages that have data behind them, by their path in ADMIN_PAGES; each loads on
 * demand. Every other listed page (no API serves it yet) shows PlaceholderPage.
 */
export const DATA_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/admin/other/notifications': lazy(() => import('../features/other/notifications/NotificationsPage')),
  '/admin/order/list': lazy(() => import('../features/order/OrderListPage')),
  '/admin/order/detail/:id': lazy(() => import('../features/order/OrderDetailPage')),
  '/admin/catalog/product': lazy(() => import('../features/catalog/ProductListPage')),
  '/admin/catalog/product/upsert/:id': lazy(() => import('../features/catalog/ProductUpsertPage')),
  '/admin/catalog/category': lazy(() => import('../features/catalog/CategoryPage')),
  '/admin/catalog/brand': lazy(() => import('../features/catalog/BrandPage')),
  '/admin/catalog/warehouse/stock': lazy(() => import('../features/catalog/stock/StockPage')),
  '/admin/member/list': lazy(() => import('../features/member/MemberListPage')),
  '/admin/member/detail/:id': lazy(() => import('../features/member/MemberDetailPage')),
  '/admin/member/newsletter': lazy(() => import('../features/member/newsletter/NewsletterPage')),
  '/admin/member/guest/list': lazy(() => import('../features/member/GuestListPage')),
  '/admin/member/guest/detail/:id': lazy(() => import('../features/member/GuestDetailPage')),
  '/admin/gallery': lazy(() => import('../features/content/media/MediaLibraryPage')),
  '/admin/campaign/code': lazy(() => import('../features/campaign/CampaignCodePage')),
  '/admin/content/popup': lazy(() => import('../features/content/popup/PopupPage')),
  '/admin/other/audit': lazy(() => import('../features/other/audit/AuditLogPage')),
};
