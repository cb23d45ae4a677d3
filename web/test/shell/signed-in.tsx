import type { ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from '../../src/session/auth/auth-context';
import type { AuthUser } from '../../src/session/auth/auth-user';
import { adminUser } from '../render-app';

/** The auth context of a signed-in `user`, for components rendered without the provider. */
export const signedInAuth = (user: AuthUser): AuthContextValue => ({
  status: 'signedIn',
  user,
  signIn: async () => 'signedIn' as const,
  completeNewPassword: async () => undefined,
  signOut: async () => undefined,
  getApiToken: async () => 'token',
});

/** A signed-in session for components that only render inside the session guard. */
export function SignedIn({ groups, children }: { groups: string[]; children: ReactNode }) {
  return <AuthContext.Provider value={signedInAuth(adminUser(groups))}>{children}</AuthContext.Provider>;
}
