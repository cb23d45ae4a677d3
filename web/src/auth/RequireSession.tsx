import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { SessionSkeleton } from '../shell/SessionSkeleton';
import { useAuth } from './auth-context';
import { LOGIN_PATH, loginRedirectState } from './redirect';

/** Everything under /admin: a skeleton while the session loads, /login without one. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <SessionSkeleton />;
  if (status === 'signedOut') return <Navigate to={LOGIN_PATH} replace state={loginRedirectState(location)} />;
  return children;
}
