import { ADMIN_PAGES, ADMIN_SECTIONS, canSeePage, type AdminSection } from '@shop/shared';
import { pageIcon } from './page-icons';

export interface NavItem {
  path: string;
  label: string;
  icon: string;
}

export interface NavGroup {
  /** 'main' is the unlabelled group on top: pages that belong to no section. */
  id: 'main' | AdminSection;
  label?: string;
  items: NavItem[];
}

// Detail and edit pages are reached from their lists, never from the menu.
export const isMenuPage = (path: string): boolean => !path.includes(':id') && !path.includes('upsert');

/** The side menu for a user's groups: sections in ADMIN_SECTIONS order, empty ones left out. */
export const navGroupsFor = (groups: readonly string[]): NavGroup[] => {
  const visible = ADMIN_PAGES.filter((page) => page.inMenu !== false && isMenuPage(page.path) && canSeePage(groups, page.path));
  const toItem = (page: (typeof ADMIN_PAGES)[number]): NavItem => ({ path: page.path, label: page.label, icon: pageIcon(page.path) });
  const main: NavGroup = { id: 'main', items: visible.filter((page) => !page.section).map(toItem) };
  const sections = (Object.keys(ADMIN_SECTIONS) as AdminSection[]).map((id): NavGroup => ({
    id,
    label: ADMIN_SECTIONS[id],
    items: visible.filter((page) => page.section === id).map(toItem),
  }));
  return [main, ...sections].filter((group) => group.items.length > 0);
};
