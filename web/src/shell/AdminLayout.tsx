import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { AppSidebar } from './AppSidebar';
import { PageSkeleton } from './PageSkeleton';
import { TopBar } from './TopBar';
import { useSidebarState } from './use-sidebar-state';

export function AdminLayout() {
  const sidebar = useSidebarState();
  return (
    <div className="admin-shell">
      <AppSidebar open={sidebar.open} />
      <div className="admin-main">
        <TopBar sidebarOpen={sidebar.open} onToggleSidebar={sidebar.toggle} />
        <main className="admin-content">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
