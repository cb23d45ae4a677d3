import {
  ADMIN_SHELL_PERMISSIONS,
  GUEST_PERMISSIONS,
  MEMBER_PERMISSIONS,
  ORDER_PERMISSIONS,
  PRODUCT_PERMISSIONS,
  THEME_BUILDER_PERMISSIONS,
  type Permission,
} from './permissions';
import { canAny, isSuperAdmin } from './can';
import { PRODUCT_CONTENT_EDITORS } from './product-content-access';

export const ADMIN_SECTIONS = {
  catalog: 'Katalog',
  order: 'Sipariş',
  member: 'Üyeler',
  content: 'İçerik',
  campaign: 'Kampanya',
  settings: 'Ayarlar',
  other: 'Diğer',
} as const;
export type AdminSection = keyof typeof ADMIN_SECTIONS;

export interface AdminPage {
  /** A path pattern; `:id` matches one segment. */
  readonly path: string;
  readonly label: string;
  readonly section?: AdminSection;
  /** Any one suffices. Pages without an entry here are SUPER_ADMIN only. */
  readonly anyOf: readonly Permission[];
  /** False for a page of ours reached from another page, kept out of the spec's menu. */
  readonly inMenu?: false;
}

const SETTINGS: readonly Permission[] = ['settings:general', 'settings:product', 'settings:cargo'];

/** Admin pages (platform spec §2) and the permission each needs (§6). */
export const ADMIN_PAGES: readonly AdminPage[] = [
  { path: '/admin/dashboard', label: 'Genel Bakış', anyOf: ADMIN_SHELL_PERMISSIONS },
  // Banners, marquee and social media open the builder in a scoped mode (shared/src/theme/component-scope.ts).
  { path: '/admin/theme', label: 'Tema Düzenleyici', anyOf: THEME_BUILDER_PERMISSIONS },
  { path: '/admin/other/notifications', label: 'Bildirimler', section: 'other', anyOf: ['notifications:manage'] },
  { path: '/admin/other/audit', label: 'Aktivite Geçmişi', section: 'other', anyOf: ['audit-logs:view'] },
  { path: '/admin/statistics', label: 'İstatistikler', anyOf: ['statistics:view'] },
  { path: '/admin/support', label: 'Destek', section: 'other', anyOf: ['support:manage'] },
  { path: '/admin/feedback', label: 'Geri Bildirimler', section: 'other', anyOf: ['feedback:manage'] },
  { path: '/admin/plugin', label: 'Eklentiler', section: 'other', anyOf: ['plugins:manage'] },
  { path: '/admin/gallery', label: 'Galeri', section: 'content', anyOf: ['gallery:manage'] },
  { path: '/admin/settings', label: 'Genel Ayarlar', section: 'settings', anyOf: SETTINGS },
  { path: '/admin/settings/product', label: 'Ürün Ayarları', section: 'settings', anyOf: SETTINGS },
  { path: '/admin/settings/cargo', label: 'Kargo Otomasyonu', section: 'settings', anyOf: SETTINGS },
  // Content roles reach a product's content from the list.
  { path: '/admin/catalog/product', label: 'Ürünler', section: 'catalog', anyOf: [...PRODUCT_PERMISSIONS, ...PRODUCT_CONTENT_EDITORS] },
  { path: '/admin/catalog/product/upsert', label: 'Ekle', section: 'catalog', anyOf: ['products:manage'] },
  { path: '/admin/catalog/product/upsert/:id', label: 'Düzenle', section: 'catalog', anyOf: ['products:manage'] },
  // Ours: a product's rich description, Ek bilgiler, SSS and CTA, for whoever holds any of them.
  { path: '/admin/catalog/product/content/:id', label: 'Ürün İçeriği', section: 'catalog', anyOf: ['products:manage', ...PRODUCT_CONTENT_EDITORS] },
  { path: '/admin/catalog/category', label: 'Kategoriler', section: 'catalog', anyOf: ['categories:manage'] },
  { path: '/admin/catalog/variant', label: 'Varyantlar', section: 'catalog', anyOf: ['variants:manage'] },
  { path: '/admin/catalog/brand', label: 'Markalar', section: 'catalog', anyOf: ['brands:manage'] },
  { path: '/admin/catalog/question/list', label: 'Ürün Soruları', section: 'catalog', anyOf: ['questions:manage'] },
  { path: '/admin/catalog/question/:id', label: 'Soru Detayı', section: 'catalog', anyOf: ['questions:manage'] },
  { path: '/admin/catalog/stock-type', label: 'Stok Tipleri', section: 'catalog', anyOf: ['stock-types:manage'] },
  { path: '/admin/catalog/warehouse', label: 'Depolar', section: 'catalog', anyOf: ['warehouse:manage'] },
  // Ours: the stock of each warehouse, its movements and count imports (reached from Depolar).
  { path: '/admin/catalog/warehouse/stock', label: 'Stok', section: 'catalog', anyOf: ['warehouse:manage', 'products:manage'], inMenu: false },
  { path: '/admin/order/list', label: 'Siparişler', section: 'order', anyOf: ORDER_PERMISSIONS },
  { path: '/admin/order/detail/:id', label: 'Sipariş Detayı', section: 'order', anyOf: ORDER_PERMISSIONS },
  // Returns are order work: the order roles handle them (the spec gives returns no permission of their own).
  { path: '/admin/returns/list', label: 'İadeler', section: 'order', anyOf: ORDER_PERMISSIONS },
  { path: '/admin/campaign/code', label: 'İndirim Kodları', section: 'campaign', anyOf: ['campaign-codes:manage'] },
  { path: '/admin/content/page', label: 'Sayfalar', section: 'content', anyOf: ['pages:manage', 'page-categories:manage'] },
  { path: '/admin/content/page-category', label: 'Sayfa Kategorileri', section: 'content', anyOf: ['page-categories:manage'] },
  { path: '/admin/content/form-builder', label: 'Form Oluşturucu', section: 'content', anyOf: ['forms:manage'] },
  { path: '/admin/content/popup', label: 'Açılır Pencere', section: 'content', anyOf: ['popups:manage'] },
  { path: '/admin/member/list', label: 'Üyeler', section: 'member', anyOf: MEMBER_PERMISSIONS },
  { path: '/admin/member/detail/:id', label: 'Üye Detayı', section: 'member', anyOf: MEMBER_PERMISSIONS },
  { path: '/admin/member/newsletter', label: 'Bülten Aboneleri', section: 'member', anyOf: ['members:manage', 'campaign-codes:manage'] },
  { path: '/admin/member/guest/list', label: 'Misafir Kullanıcılar', section: 'member', anyOf: GUEST_PERMISSIONS },
  { path: '/admin/member/guest/detail/:id', label: 'Misafir Detayı', section: 'member', anyOf: GUEST_PERMISSIONS },
  { path: '/admin/live-support', label: 'Aktif Sohbetler', anyOf: ['support:manage'] },
  { path: '/admin/live-support/settings', label: 'Canlı Destek Ayarları', anyOf: ['support:manage'] },
];

const matches = (pattern: string, path: string): boolean => {
  const p = pattern.split('/');
  const s = path.replace(/\/+$/, '').split('/');
  return p.length === s.length && p.every((seg, i) => seg === ':id' || seg === s[i]);
};

/** The page entry for a concrete path; theme editor sub-paths count as the theme page. */
export const findAdminPage = (path: string): AdminPage | undefined =>
  ADMIN_PAGES.find((page) => matches(page.path, path)) ??
  (path.startsWith('/admin/theme') ? ADMIN_PAGES.find((p) => p.path === '/admin/theme') : undefined);

/** Only SUPER_ADMIN sees a page that has no permission mapping. */
export const canSeePage = (groups: readonly string[], path: string): boolean => {
  const page = findAdminPage(path);
  return page ? canAny(groups, page.anyOf) : isSuperAdmin(groups);
};

/** A path ending in a numeric id is an edit; one containing upsert without an id is an add. */
export const crudLabel = (path: string): 'Düzenle' | 'Ekle' | undefined => {
  if (/\/\d+\/?$/.test(path)) return 'Düzenle';
  if (path.includes('upsert')) return /upsert\/[^/]+\/?$/.test(path) ? 'Düzenle' : 'Ekle';
  return undefined;
};
