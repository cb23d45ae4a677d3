import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * The admin pages that have data behind them, by their path in ADMIN_PAGES; each loads on
 * demand. Every other listed page (no API serves it yet) shows PlaceholderPage.
 */
export const DATA_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/admin/other/notifications': lazy(() => import('../notifications/NotificationsPage')),
  '/admin/order/list': lazy(() => import('../orders/OrderListPage')),
  '/admin/order/detail/:id': lazy(() => import('../orders/OrderDetailPage')),
  '/admin/catalog/product': lazy(() => import('../catalog/ProductListPage')),
  '/admin/catalog/product/upsert/:id': lazy(() => import('../catalog/ProductUpsertPage')),
  '/admin/catalog/category': lazy(() => import('../catalog/CategoryPage')),
  '/admin/catalog/brand': lazy(() => import('../catalog/BrandPage')),
  '/admin/member/list': lazy(() => import('../members/MemberListPage')),
  '/admin/member/detail/:id': lazy(() => import('../members/MemberDetailPage')),
  '/admin/member/newsletter': lazy(() => import('../newsletter/NewsletterPage')),
  '/admin/member/guest/list': lazy(() => import('../members/GuestListPage')),
  '/admin/member/guest/detail/:id': lazy(() => import('../members/GuestDetailPage')),
  '/admin/gallery': lazy(() => import('../media/MediaLibraryPage')),
  '/admin/campaign/code': lazy(() => import('../campaign/CampaignCodePage')),
  '/admin/content/popup': lazy(() => import('../popup/PopupPage')),
  '/admin/other/audit': lazy(() => import('../audit/AuditLogPage')),
};
