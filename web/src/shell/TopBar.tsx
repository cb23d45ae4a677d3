import { Link, useLocation } from 'react-router-dom';
import { BreadCrumb } from 'primereact/breadcrumb';
import { Button } from 'primereact/button';
import type { MenuItem } from 'primereact/menuitem';
import { findAdminPage } from '@shop/shared';
import { HOME_PATH } from '../auth/redirect';
import { WEB_TEXTS } from '../texts';
import { breadcrumbLabels } from './breadcrumb';

const homeLabel = findAdminPage(HOME_PATH)?.label;

const home: MenuItem = {
  template: () => (
    <Link to={HOME_PATH} className="p-menuitem-link" aria-label={homeLabel}>
      <i className="pi pi-home" aria-hidden="true" />
    </Link>
  ),
};

export function TopBar({ sidebarOpen, onToggleSidebar }: { sidebarOpen: boolean; onToggleSidebar: () => void }) {
  const { pathname } = useLocation();
  const items: MenuItem[] = breadcrumbLabels(pathname).map((label) => ({ label }));
  return (
    <header className="admin-topbar">
      <Button
        icon="pi pi-bars"
        text
        rounded
        aria-label={WEB_TEXTS.toggleSidebar}
        aria-expanded={sidebarOpen}
        onClick={onToggleSidebar}
      />
      <BreadCrumb home={home} model={items} className="admin-breadcrumb" />
    </header>
  );
}
