import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { clearNotifications } from '../notifications/notification-store';
import { endSession, getApiToken, loadSession, signInWithPassword, type AuthFlowType } from './amplify-session';

interface Props {
  authFlowType: AuthFlowType;
  children: ReactNode;
}

const stateFor = (user: Awaited<ReturnType<typeof loadSession>>): AuthState => (user ? { status: 'signedIn', user } : { status: 'signedOut' });

export function AuthProvider({ authFlowType, children }: Props) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    void loadSession()
      .catch(() => null)
      .then((user) => {
        if (current) setState(stateFor(user));
      });
    return () => {
      current = false;
    };
  }, []);

  const signIn = useCallback(
    async (email: string, password: string) => {
      await signInWithPassword(email, password, authFlowType);
      const user = await loadSession();
      if (!user) throw new Error('Signed in, but no session could be read');
      setState({ status: 'signedIn', user });
    },
    [authFlowType],
  );

  const signOut = useCallback(async () => {
    // Amplify drops the local tokens even when revoking them on the server fails: the user is out either way.
    await endSession().catch((error: unknown) => console.warn('Sign-out: token revocation failed', error));
    clearNotifications();
    setState({ status: 'signedOut' });
  }, []);

  const value = useMemo<AuthContextValue>(() => ({ ...state, signIn, signOut, getApiToken }), [state, signIn, signOut]);
  return <AuthContext value={value}>{children}</AuthContext>;
}
