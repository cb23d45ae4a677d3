import { Link, useLocation } from 'react-router-dom';
import { BreadCrumb } from 'primereact/breadcrumb';
import { Button } from 'primereact/button';
import type { MenuItem } from 'primereact/menuitem';
import { can, findAdminPage } from '@shop/shared';
import { ThemeToggle } from '../session/appearance/ThemeToggle';
import { useSignedInUser } from '../session/auth/auth-context';
import { HOME_PATH } from '../session/auth/redirect';
import { NotificationBell } from '../features/other/notifications/NotificationBell';
import { ActiveAdmins } from '../session/realtime/ActiveAdmins';
import { WEB_TEXTS } from '../texts';
import { breadcrumbLabels } from './breadcrumb';
import { PaletteButton } from './CommandPalette';
import { LiveSupportToggle } from './LiveSupportToggle';
import { SHELL_TEXTS } from './texts';

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
  const { groups } = useSignedInUser();
  const items: MenuItem[] = breadcrumbLabels(pathname).map((label) => ({ label }));
  return (
    <header className="admin-topbar" aria-label={SHELL_TEXTS.topBar}>
      <Button icon="pi pi-bars" text rounded aria-label={WEB_TEXTS.toggleSidebar} aria-expanded={sidebarOpen} onClick={onToggleSidebar} />
      <BreadCrumb home={home} model={items} className="admin-breadcrumb" data-tour="breadcrumb" aria-label={SHELL_TEXTS.breadcrumb} />
      <div className="topbar-actions">
        <PaletteButton />
        {can(groups, 'support:manage') && <LiveSupportToggle />}
        <ActiveAdmins />
        <NotificationBell />
        <ThemeToggle />
        <a
          className="p-button p-button-text p-button-rounded p-button-icon-only"
          href="/"
          target="_blank"
          rel="noopener"
          data-tour="storefront"
          aria-label={SHELL_TEXTS.openStorefront}
          title={SHELL_TEXTS.openStorefront}
        >
          <i className="pi pi-external-link p-button-icon" aria-hidden="true" />
        </a>
      </div>
    </header>
  );
}
