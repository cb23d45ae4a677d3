import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Menu } from 'primereact/menu';
import type { MenuItem } from 'primereact/menuitem';
import { MESSAGES, canSeePage } from '@shop/shared';
import { useSignedInUser } from '../session/auth/auth-context';
import { WEB_TEXTS } from '../texts';
import { ADMIN_AREAS, adminAreaOf } from './admin-areas';

/** System vs. theme management; the current area is ticked, one the user may not open is disabled. */
export function AreaSwitcher({ expanded }: { expanded: boolean }) {
  const menu = useRef<Menu>(null);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { groups } = useSignedInUser();
  const current = adminAreaOf(pathname);
  const currentArea = ADMIN_AREAS.find((area) => area.id === current) ?? ADMIN_AREAS[0];

  const items: MenuItem[] = ADMIN_AREAS.map((area) => ({
    label: area.label,
    icon: area.id === current ? 'pi pi-check' : 'pi pi-fw',
    disabled: !canSeePage(groups, area.path),
    command: () => navigate(area.path),
  }));

  return (
    <div className="area-switcher" data-tour="area-switcher">
      <Button
        text
        className="sidebar-button"
        aria-label={WEB_TEXTS.areaSwitcher}
        aria-haspopup="menu"
        onClick={(event) => menu.current?.toggle(event)}
      >
        <i className={currentArea?.icon} aria-hidden="true" />
        {expanded && (
          <span className="sidebar-button-text">
            <span className="sidebar-button-title">{currentArea?.label}</span>
            <span className="sidebar-button-subtitle">{MESSAGES.labels.version}</span>
          </span>
        )}
        {expanded && <i className="pi pi-chevron-down" aria-hidden="true" />}
      </Button>
      <Menu model={items} popup ref={menu} />
    </div>
  );
}
