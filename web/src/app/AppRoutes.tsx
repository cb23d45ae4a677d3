import { lazy, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoginPage } from '../session/auth/LoginPage';
import { PageAccess } from '../session/auth/PageAccess';
import { RequireSession } from '../session/auth/RequireSession';
import { HOME_PATH, LOGIN_PATH } from '../session/auth/redirect';
import { AdminLayout } from '../shell/AdminLayout';
import { SessionSkeleton } from '../shell/SessionSkeleton';
import { DATA_PAGES } from './data-page-routes';

// Pages load on demand so the first load is only the sign-in page and the shell.
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const NotFoundPage = lazy(() => import('../widgets/data-page/NotFoundPage'));
const ThemeBuilderPage = lazy(() => import('../features/theme/ThemeBuilderPage'));

export const THEME_PATH = '/admin/theme';

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
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
