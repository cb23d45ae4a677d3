import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { ADMIN_PAGES } from '@shop/shared';
import { LoginPage } from '../session/auth/LoginPage';
import { PageAccess } from '../session/auth/PageAccess';
import { RequireSession } from '../session/auth/RequireSession';
import { HOME_PATH, LOGIN_PATH } from '../session/auth/redirect';
import { AdminLayout } from '../shell/AdminLayout';
import { SessionSkeleton } from '../shell/SessionSkeleton';
import { DATA_PAGES } from './data-page-routes';

// Pages load on demand so the first load is only the sign-in page and the shell.
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const PlaceholderPage = lazy(() => import('../widgets/data-page/PlaceholderPage'));
const NotFoundPage = lazy(() => import('../widgets/data-page/NotFoundPage'));
const ThemeBuilderPage = lazy(() => import('../features/theme/ThemeBuilderPage'));

const THEME_PATH = '/admin/theme';

const PLACEHOLDER_PATHS = ADMIN_PAGES.map((page) => page.path).filter((path) => path !== HOME_PATH && path !== THEME_PATH && !(path in DATA_PAGES));

const guarded = (page: ReactNode) => <PageAccess>{page}</PageAccess>;

export function AppRoutes() {
  return (
    <Routes>
      <Route path={LOGIN_PATH} element={<LoginPage />} />
      <Route
        path="/admin"
        element={
          <RequireSession loading={<SessionSkeleton />}>
            <AdminLayout />
          </RequireSession>
        }
      >
        <Route index element={<Navigate to={HOME_PATH} replace />} />
        <Route path={HOME_PATH} element={guarded(<DashboardPage />)} />
        {/* Any path under /admin/theme is theme mode (spec). */}
        <Route path={`${THEME_PATH}/*`} element={guarded(<ThemeBuilderPage />)} />
        {Object.entries(DATA_PAGES).map(([path, Page]) => (
          <Route key={path} path={path} element={guarded(<Page />)} />
        ))}
        {PLACEHOLDER_PATHS.map((path) => (
          <Route key={path} path={path} element={guarded(<PlaceholderPage />)} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
