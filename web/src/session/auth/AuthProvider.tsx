import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AuthContext, type AuthContextValue, type AuthState } from './auth-context';
import { clearNotifications } from '../../features/other/notifications/notification-store';
import {
  confirmNewPassword,
  endSession,
  getApiToken,
  loadSession,
  signInWithPassword,
  type AuthFlowType,
  type SignInOutcome,
} from './amplify-session';

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

  const enterSession = useCallback(async (outcome: SignInOutcome) => {
    if (outcome !== 'signedIn') return outcome;
    const user = await loadSession();
    if (!user) throw new Error('Signed in, but no session could be read');
    setState({ status: 'signedIn', user });
    return outcome;
  }, []);

  const signIn = useCallback(
    async (email: string, password: string) => enterSession(await signInWithPassword(email, password, authFlowType)),
    [authFlowType, enterSession],
  );

  const completeNewPassword = useCallback(
    async (newPassword: string) => {
      // Cognito answers a new-password challenge with tokens: no further step is possible here.
      await enterSession(await confirmNewPassword(newPassword));
    },
    [enterSession],
  );

  const signOut = useCallback(async () => {
    // Amplify drops the local tokens even when revoking them on the server fails: the user is out either way.
    await endSession().catch((error: unknown) => console.warn('Sign-out: token revocation failed', error));
    clearNotifications();
    setState({ status: 'signedOut' });
  }, []);

  const value = useMemo<AuthContextValue>(
    () => ({ ...state, signIn, completeNewPassword, signOut, getApiToken }),
    [state, signIn, completeNewPassword, signOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}
