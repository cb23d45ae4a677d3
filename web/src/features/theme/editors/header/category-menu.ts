import type { Category, Link, NavigationItem } from '@shop/shared';
import type { CategoryForest, CategoryNode } from '../../../../widgets/category-tree/category-forest';
import { categoryChoice } from '../../../../widgets/link-picker/link-targets';
import { HEADER_TEXTS as T } from './header-texts';

/** A menu item as the list appends it (the list gives it its id and number). */
export type MenuItemDraft = Omit<NavigationItem, 'id' | 'order'>;

const categoryLink = (forest: CategoryForest, byId: ReadonlyMap<string, Category>, key: string): Link | undefined => {
  const choice = categoryChoice(forest, byId, key);
  return choice && { type: 'category', title: choice.name, target: choice.target, newTab: false };
};

/**
 * Component editors §4: each chosen category whose parent is not chosen becomes a menu item, in tree
 * order. With chosen sub-categories it is a list of them (to `/category/{full slug path}`) plus a
 * "Tümünü gör" child to the category itself; without, a button to it. A category whose address
 * cannot be made (a slug missing on its path) is left out; children are numbered 1..n with their
 * own temporary ids.
 */
/** How many categories menu items name: one each, plus a list's sub-categories (not its "Tümünü gör"). */
export const categoriesInMenu = (items: readonly MenuItemDraft[]): number =>
  items.reduce((sum, item) => sum + 1 + (item.type === 'list' ? item.children.filter((c) => c.title !== T.categoryMenu.viewAll).length : 0), 0);

export const menuFromCategories = (forest: CategoryForest, byId: ReadonlyMap<string, Category>, selected: ReadonlySet<string>): MenuItemDraft[] => {
  const tops = [...forest.byKey.values()].filter((node) => selected.has(node.key) && (node.parentKey === undefined || !selected.has(node.parentKey)));
  return tops.flatMap((node): MenuItemDraft[] => {
    const link = categoryLink(forest, byId, node.key);
    if (!link) return [];
    const children = node.children
      .filter((child) => selected.has(child.key))
      .flatMap((child: CategoryNode) => {
        const childLink = categoryLink(forest, byId, child.key);
        return childLink ? [{ title: child.name, link: childLink }] : [];
      });
    if (children.length === 0) return [{ type: 'button', title: node.name, icon: null, link, children: [] }];
    const withViewAll = [...children, { title: T.categoryMenu.viewAll, link }];
    return [
      {
        type: 'list',
        title: node.name,
        icon: null,
        link: null,
        children: withViewAll.map((child, index) => ({ ...child, id: -(index + 1), order: index + 1 })),
      },
    ];
  });
};
