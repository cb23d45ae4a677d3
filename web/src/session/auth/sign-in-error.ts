import { MESSAGES } from '@shop/shared';

// Cognito answers both for a wrong password and an unknown e-mail; we keep them indistinguishable.
// The local Cognito stand-in reports a wrong password as InvalidPasswordException instead.
const WRONG_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

const nameOf = (error: unknown) => (error instanceof Error ? error.name : undefined);

/** Cognito's own words (NotAuthorizedException) when an invitation's 7 days have passed. */
const TEMPORARY_PASSWORD_EXPIRED = /temporary password has expired/i;

export const signInErrorMessage = (error: unknown): string => {
  const name = nameOf(error);
  if (name === 'UnsupportedSignInStep') return MESSAGES.auth.challengeUnsupported;
  if (error instanceof Error && TEMPORARY_PASSWORD_EXPIRED.test(error.message)) return MESSAGES.auth.temporaryPasswordExpired;
  return name && WRONG_CREDENTIALS.has(name) ? MESSAGES.auth.invalidCredentials : MESSAGES.auth.signInFailed;
};

/**
 * Why a new password was not taken. A challenge lives three minutes: after that Cognito answers
 * NotAuthorizedException and the admin has to sign in with the temporary password again.
 */
export const newPasswordError = (error: unknown): { readonly message: string; readonly restart: boolean } => {
  const name = nameOf(error);
  if (name === 'InvalidPasswordException' || name === 'InvalidParameterException') return { message: MESSAGES.auth.passwordRejected, restart: false };
  if (name === 'NotAuthorizedException' || name === 'SignInException') return { message: MESSAGES.auth.challengeExpired, restart: true };
  if (name === 'UnsupportedSignInStep') return { message: MESSAGES.auth.challengeUnsupported, restart: true };
  return { message: MESSAGES.auth.signInFailed, restart: false };
};
