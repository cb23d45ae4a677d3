import { confirmSignIn, fetchAuthSession, fetchUserAttributes, getCurrentUser, signIn, signOut } from 'aws-amplify/auth';
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

/** Where a password sign-in stands: done, or waiting for the admin's own password (invited with a temporary one). */
export type SignInOutcome = 'signedIn' | 'newPasswordRequired';

/** A step Cognito asks for that this app does not offer (MFA codes and the like). */
export class UnsupportedSignInStep extends Error {
  override readonly name = 'UnsupportedSignInStep';
}

const outcomeOf = (result: Awaited<ReturnType<typeof signIn>>): SignInOutcome => {
  if (result.isSignedIn) return 'signedIn';
  if (result.nextStep.signInStep === 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED') return 'newPasswordRequired';
  throw new UnsupportedSignInStep(`Sign-in needs a step this app does not offer: ${result.nextStep.signInStep}`);
};

/** Throws Amplify's error when the credentials are refused. */
export const signInWithPassword = async (email: string, password: string, authFlowType: AuthFlowType): Promise<SignInOutcome> => {
  try {
    return outcomeOf(await signIn({ username: email, password, options: { authFlowType } }));
  } catch (error) {
    // A session left in storage from another tab is as good as a fresh sign-in.
    if (error instanceof Error && error.name === 'UserAlreadyAuthenticatedException') return 'signedIn';
    throw error;
  }
};

/** Answers the new-password challenge of the sign-in in progress; Cognito checks the pool's password rules. */
export const confirmNewPassword = async (newPassword: string): Promise<SignInOutcome> =>
  outcomeOf(await confirmSignIn({ challengeResponse: newPassword }));

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
