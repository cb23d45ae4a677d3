import { useLocation } from 'react-router-dom';
import { AreaSwitcher } from './AreaSwitcher';
import { SidebarNav } from './SidebarNav';
import { UserMenu } from './UserMenu';
import { adminAreaOf } from './admin-areas';
import { SIDEBAR_WIDTH } from './sidebar-state';

export function AppSidebar({ open }: { open: boolean }) {
  const { pathname } = useLocation();
  return (
    <aside
      className="admin-sidebar"
      data-state={open ? 'expanded' : 'collapsed'}
      style={{ width: open ? SIDEBAR_WIDTH.expanded : SIDEBAR_WIDTH.collapsed }}
    >
      <AreaSwitcher expanded={open} />
      {/* Theme routes get the theme sidebar (components per area) in a later step. */}
      <div className="sidebar-body" data-tour="sidebar">
        {adminAreaOf(pathname) === 'system' && <SidebarNav />}
      </div>
      <UserMenu expanded={open} />
    </aside>
  );
}
