import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const ProductUpsertPage = lazy(() => import('../features/catalog/ProductUpsertPage'));

/**
 * The admin pages that have data behind them, by their path in ADMIN_PAGES; each loads on
 * demand. Every page of ADMIN_PAGES but Genel Bakış and the theme builder is here (a web test holds it).
 */
export const DATA_PAGES: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  '/admin/other/notifications': lazy(() => import('../features/other/notifications/NotificationsPage')),
  '/admin/order/list': lazy(() => import('../features/order/OrderListPage')),
  '/admin/order/detail/:id': lazy(() => import('../features/order/OrderDetailPage')),
  '/admin/returns/list': lazy(() => import('../features/returns/ReturnListPage')),
  '/admin/catalog/product': lazy(() => import('../features/catalog/ProductListPage')),
  // Add and edit are one page (one lazy chunk, the Varyantlar section included).
  '/admin/catalog/product/upsert': ProductUpsertPage,
  '/admin/catalog/product/upsert/:id': ProductUpsertPage,
  '/admin/catalog/product/content/:id': lazy(() => import('../features/catalog/content/ProductContentPage')),
  '/admin/catalog/category': lazy(() => import('../features/catalog/CategoryPage')),
  '/admin/catalog/brand': lazy(() => import('../features/catalog/BrandPage')),
  '/admin/catalog/variant': lazy(() => import('../features/catalog/setup/OptionTypePage')),
  '/admin/catalog/stock-type': lazy(() => import('../features/catalog/setup/StockTypePage')),
  '/admin/catalog/warehouse': lazy(() => import('../features/catalog/setup/WarehousePage')),
  '/admin/settings': lazy(() => import('../features/settings/general/GeneralSettingsPage')),
  '/admin/settings/product': lazy(() => import('../features/catalog/setup/ProductSettingsPage')),
  '/admin/settings/cargo': lazy(() => import('../features/settings/cargo/CargoSettingsPage')),
  '/admin/catalog/warehouse/stock': lazy(() => import('../features/catalog/stock/StockPage')),
  '/admin/member/list': lazy(() => import('../features/member/MemberListPage')),
  '/admin/member/detail/:id': lazy(() => import('../features/member/MemberDetailPage')),
  '/admin/member/newsletter': lazy(() => import('../features/member/newsletter/NewsletterPage')),
  '/admin/member/guest/list': lazy(() => import('../features/member/GuestListPage')),
  '/admin/member/guest/detail/:id': lazy(() => import('../features/member/GuestDetailPage')),
  '/admin/gallery': lazy(() => import('../features/content/media/MediaLibraryPage')),
  '/admin/campaign/code': lazy(() => import('../features/campaign/CampaignCodePage')),
  '/admin/content/popup': lazy(() => import('../features/content/popup/PopupPage')),
  // Issue 29: Form Oluşturucu (forms, their builder and their submissions on one page).
  '/admin/content/form-builder': lazy(() => import('../features/content/forms/FormBuilderPage')),
  // Issue 29: Sayfalar and Sayfa Kategorileri.
  '/admin/content/page': lazy(() => import('../features/content/pages/PagesPage')),
  '/admin/content/page-category': lazy(() => import('../features/content/pages/PageCategoriesPage')),
  '/admin/other/audit': lazy(() => import('../features/other/audit/AuditLogPage')),
  '/admin/statistics': lazy(() => import('../features/statistics/StatisticsPage')),
  '/admin/plugin': lazy(() => import('../features/other/plugins/PluginsPage')),
  // Issue 30: Destek and Geri Bildirimler.
  '/admin/support': lazy(() => import('../features/care/SupportPage')),
  '/admin/feedback': lazy(() => import('../features/care/FeedbackPage')),
  // Issue 30: Ürün Soruları and Soru Detayı.
  '/admin/catalog/question/list': lazy(() => import('../features/catalog/questions/QuestionListPage')),
  '/admin/catalog/question/:id': lazy(() => import('../features/catalog/questions/QuestionDetailPage')),
  // Issue 30: Canlı destek.
  '/admin/live-support': lazy(() => import('../features/support/live-chat/LiveChatPage')),
  '/admin/live-support/settings': lazy(() => import('../features/support/live-chat/LiveChatSettingsPage')),
};
