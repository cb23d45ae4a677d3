import { ADMIN_PAGES, SEARCH_GROUP_LABELS, canSeePage, foldForSearch, type AdminPage } from '@shop/shared';
import { isMenuPage } from './nav-groups';
import { pageIcon } from './page-icons';

export type PaletteGroupLabel = (typeof SEARCH_GROUP_LABELS)[number];
type PageGroupLabel = Exclude<PaletteGroupLabel, 'Ürünler' | 'Kullanıcılar' | 'Misafir Kullanıcılar'>;

/**
 * Which palette group an admin page belongs to (the spec names the groups, not their members):
 * - Özet: overviews of the shop (dashboard, statistics, notifications).
 * - Ürün Yönetimi: the day-to-day shop work: catalogue, orders and returns, members, discount codes.
 * - Tasarım & İçerik: what shoppers see: theme editor, content pages, forms, popup, gallery.
 * - Sistem: settings, plugins, activity history, live support settings.
 * - Yardım: where admins get or give help: support, feedback, active chats.
 */
const PAGE_GROUP_BY_SECTION: Readonly<Record<NonNullable<AdminPage['section']>, PageGroupLabel>> = {
  catalog: 'Ürün Yönetimi',
  order: 'Ürün Yönetimi',
  member: 'Ürün Yönetimi',
  campaign: 'Ürün Yönetimi',
  content: 'Tasarım & İçerik',
  settings: 'Sistem',
  other: 'Sistem',
};

const PAGE_GROUP_BY_PATH: Readonly<Record<string, PageGroupLabel>> = {
  '/admin/dashboard': 'Özet',
  '/admin/statistics': 'Özet',
  '/admin/other/notifications': 'Özet',
  '/admin/theme': 'Tasarım & İçerik',
  '/admin/gallery': 'Tasarım & İçerik',
  '/admin/plugin': 'Sistem',
  '/admin/other/audit': 'Sistem',
  '/admin/live-support/settings': 'Sistem',
  '/admin/live-support': 'Yardım',
  '/admin/support': 'Yardım',
  '/admin/feedback': 'Yardım',
};

export const pageGroupOf = (page: AdminPage): PageGroupLabel =>
  PAGE_GROUP_BY_PATH[page.path] ?? (page.section ? PAGE_GROUP_BY_SECTION[page.section] : 'Sistem');

export interface PaletteItem {
  /** Unique across groups: the kind and the id or path. */
  key: string;
  label: string;
  detail?: string;
  path: string;
  icon: string;
}

export interface PaletteGroup {
  label: PaletteGroupLabel;
  items: PaletteItem[];
}

/** The pages a user may open, grouped; with a query, only those whose name contains it (Turkish folding). */
export const pageGroupsFor = (groups: readonly string[], query: string): PaletteGroup[] => {
  const needle = foldForSearch(query.trim());
  const pages = ADMIN_PAGES.filter(
    (page) => isMenuPage(page.path) && canSeePage(groups, page.path) && (needle === '' || foldForSearch(page.label).includes(needle)),
  );
  return SEARCH_GROUP_LABELS.map((label) => ({
    label,
    items: pages
      .filter((page) => pageGroupOf(page) === label)
      .map((page) => ({ key: `page:${page.path}`, label: page.label, path: page.path, icon: pageIcon(page.path) })),
  })).filter((group) => group.items.length > 0);
};
