import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useAuth } from './auth-context';
import { LOGIN_PATH, loginRedirectState } from './redirect';

/**
 * Everything under /admin: `loading` while the session loads (the frame's outline, which the app
 * passes in so that auth need not import the frame), /login without one.
 */
export function RequireSession({ loading, children }: { loading: ReactNode; children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return loading;
  if (status === 'signedOut') return <Navigate to={LOGIN_PATH} replace state={loginRedirectState(location)} />;
  return children;
}
