import { fetchAuthSession, fetchUserAttributes, getCurrentUser, signIn, signOut } from 'aws-amplify/auth';
import type { RuntimeConfig } from '@shop/shared';
import { toAuthUser, type AuthUser } from './auth-user';

/*
 * The only module that talks to Amplify Auth, so tests replace it with vi.mock
 * and the rest of the app never sees Amplify's types.
 */

export type AuthFlowType = RuntimeConfig['authFlowType'];

/** The current user, or null when nobody is signed in (or the session cannot be refreshed). */
export const loadSession = async (): Promise<AuthUser | null> => {
  try {
    await getCurrentUser();
  } catch {
    return null;
  }
  const session = await fetchAuthSession();
  const payload = session.tokens?.idToken?.payload;
  if (!payload) return null;
  // The ID token claims suffice when the attribute call is refused (e.g. a token without the admin scope).
  const attributes = await fetchUserAttributes().catch(() => ({}));
  return toAuthUser(payload, attributes);
};

/** Resolves when the user is signed in; throws Amplify's error otherwise. */
export const signInWithPassword = async (email: string, password: string, authFlowType: AuthFlowType): Promise<void> => {
  try {
    const result = await signIn({ username: email, password, options: { authFlowType } });
    // Challenges (new password, MFA) are not supported by this app yet.
    if (!result.isSignedIn) throw new Error(`Sign-in needs another step: ${result.nextStep.signInStep}`);
  } catch (error) {
    // A session left in storage from another tab is as good as a fresh sign-in.
    if (error instanceof Error && error.name === 'UserAlreadyAuthenticatedException') return;
    throw error;
  }
};

export const endSession = async (): Promise<void> => {
  await signOut();
};

/**
 * The token API calls carry (refreshed by Amplify when needed), or undefined when signed out.
 * The ID token, not the access token: it also carries the e-mail and name, which the API
 * records as who saved a theme version and shows as presence; the JWT authorizer checks
 * its audience (the app client id) just the same.
 */
export const getApiToken = async (): Promise<string | undefined> => {
  try {
    return (await fetchAuthSession()).tokens?.idToken?.toString();
  } catch {
    return undefined;
  }
};
