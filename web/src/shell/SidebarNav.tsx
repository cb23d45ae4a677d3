import { NavLink } from 'react-router-dom';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { useSignedInUser } from '../session/auth/auth-context';
import { WEB_TEXTS } from '../texts';
import { navGroupsFor, type NavItem } from './nav-groups';

// Real links keep middle-click and "open in new tab"; data-pc-section lets the Menu's Enter key click them.
const linkTemplate = (item: NavItem) => () => (
  <NavLink to={item.path} end className="p-menuitem-link" data-pc-section="action" title={item.label} tabIndex={-1}>
    <i className={`p-menuitem-icon ${item.icon}`} aria-hidden="true" />
    <span className="p-menuitem-text">{item.label}</span>
  </NavLink>
);

export function SidebarNav() {
  const { groups } = useSignedInUser();
  const toMenuItem = (item: NavItem): MenuItem => ({ label: item.label, template: linkTemplate(item) });
  // The unlabelled group sits on top level: a Menu submenu always renders a header row.
  const model = navGroupsFor(groups).flatMap((group): MenuItem[] =>
    group.label ? [{ label: group.label, items: group.items.map(toMenuItem) }] : group.items.map(toMenuItem),
  );
  return (
    <nav aria-label={WEB_TEXTS.adminNavigation} className="sidebar-nav">
      <Menu model={model} />
    </nav>
  );
}
