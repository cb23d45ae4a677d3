import { MESSAGES } from '@shop/shared';

// Cognito answers both for a wrong password and an unknown e-mail; we keep them indistinguishable.
// The local Cognito stand-in reports a wrong password as InvalidPasswordException instead.
const WRONG_CREDENTIALS = new Set(['NotAuthorizedException', 'UserNotFoundException', 'InvalidPasswordException']);

export const signInErrorMessage = (error: unknown): string =>
  error instanceof Error && WRONG_CREDENTIALS.has(error.name) ? MESSAGES.auth.invalidCredentials : MESSAGES.auth.signInFailed;
