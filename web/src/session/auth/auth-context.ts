import { createContext, useContext } from 'react';
import type { SignInOutcome } from './amplify-session';
import type { AuthUser } from './auth-user';

export type AuthState = { status: 'loading'; user?: undefined } | { status: 'signedOut'; user?: undefined } | { status: 'signedIn'; user: AuthUser };

export type AuthContextValue = AuthState & {
  signIn(email: string, password: string): Promise<SignInOutcome>;
  /** After a sign-in answered `newPasswordRequired`: sets the admin's own password and signs them in. */
  completeNewPassword(newPassword: string): Promise<void>;
  signOut(): Promise<void>;
  getApiToken(): Promise<string | undefined>;
};

export const AuthContext = createContext<AuthContextValue | undefined>(undefined);

export const useAuth = (): AuthContextValue => {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth outside <AuthProvider>');
  return value;
};

/** For components that only render inside the session guard. */
export const useSignedInUser = (): AuthUser => {
  const auth = useAuth();
  if (auth.status !== 'signedIn') throw new Error('useSignedInUser outside the session guard');
  return auth.user;
};
