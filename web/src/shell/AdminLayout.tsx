import { Suspense, useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Sidebar } from 'primereact/sidebar';
import { SIDE_MENU_WIDTH_MOBILE } from '@shop/shared';
import { RealtimeLayer } from '../session/realtime/RealtimeLayer';
import { RealtimeProvider } from '../session/realtime/RealtimeProvider';
import { TourProvider } from './tour/TourProvider';
import type { FrameControls } from '../ui/frame-controls';
import { AppSidebar } from './AppSidebar';
import { adminAreaOf } from './admin-areas';
import { AreaSwitcher } from './AreaSwitcher';
import { CommandPalette } from './CommandPalette';
import { PageProgressBar } from './PageProgressBar';
import { RouteLoading } from './RouteLoading';
import { TopBar } from './TopBar';
import { UserMenu } from './UserMenu';
import { SHELL_TEXTS } from './texts';
import { useIsMobile } from './use-is-mobile';
import { useSidebarShortcut, useSidebarState } from './use-sidebar-state';

/** What the theme builder's own sidebar shows of the frame; one object, so the outlet's context never changes. */
const THEME_FRAME_CONTROLS: FrameControls = { areaSwitcher: <AreaSwitcher expanded />, userMenu: <UserMenu expanded /> };

export function AdminLayout() {
  const { pathname } = useLocation();
  const themeRoute = adminAreaOf(pathname) === 'theme';
  return (
    <RealtimeProvider>
      <TourProvider>
        <PageProgressBar />
        {themeRoute ? (
          // The theme builder brings its own sidebar and toolbar (spec: the bar turns into an editor toolbar).
          <div className="admin-fullscreen">
            <Suspense fallback={<RouteLoading />}>
              <Outlet context={THEME_FRAME_CONTROLS} />
            </Suspense>
          </div>
        ) : (
          <SystemLayout />
        )}
        <CommandPalette />
        <RealtimeLayer />
      </TourProvider>
    </RealtimeProvider>
  );
}

function SystemLayout() {
  const isMobile = useIsMobile();
  const { pathname } = useLocation();
  const sidebar = useSidebarState();
  // The phone drawer starts closed on every visit; the cookie is the desktop menu's state.
  const [drawerOpen, setDrawerOpen] = useState(false);
  const place = `${String(isMobile)}:${pathname}`;
  const [drawerPlace, setDrawerPlace] = useState(place);
  if (drawerPlace !== place) {
    setDrawerPlace(place);
    setDrawerOpen(false);
  }

  const toggleDrawer = useCallback(() => setDrawerOpen((was) => !was), []);
  const toggle = isMobile ? toggleDrawer : sidebar.toggle;
  useSidebarShortcut(toggle);

  return (
    <div className="admin-shell" data-mobile={isMobile}>
      {isMobile ? (
        <Sidebar
          visible={drawerOpen}
          onHide={() => setDrawerOpen(false)}
          showCloseIcon={false}
          className="admin-drawer"
          style={{ width: SIDE_MENU_WIDTH_MOBILE }}
          aria-label={SHELL_TEXTS.mobileMenu}
          content={() => <AppSidebar open />}
        />
      ) : (
        <AppSidebar open={sidebar.open} />
      )}
      <div className="admin-main">
        <TopBar sidebarOpen={isMobile ? drawerOpen : sidebar.open} onToggleSidebar={toggle} />
        <main className="admin-content" data-tour="content">
          <Suspense fallback={<RouteLoading />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
    </div>
  );
}
