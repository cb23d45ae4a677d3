import type { ReactNode } from 'react';
import { AuthContext, type AuthContextValue } from '../../src/auth/auth-context';
import { adminUser } from '../render-app';

/** A signed-in session for components that only render inside the session guard. */
export function SignedIn({ groups, children }: { groups: string[]; children: ReactNode }) {
  const value: AuthContextValue = {
    status: 'signedIn',
    user: adminUser(groups),
    signIn: async () => {},
    signOut: async () => {},
    getApiToken: async () => 'token',
  };
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
