/**
 * The admin pool's password rules. Cognito enforces them (infra/src/auth.ts takes them from
 * here); the new-password form checks them first, so an admin learns what is missing before
 * Cognito refuses the password.
 */
export const ADMIN_PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: true,
} as const;

export type PasswordRule = 'minLength' | 'lowercase' | 'uppercase' | 'digit' | 'symbol';

/** Cognito's special characters (a space counts too, but not at either end). */
const SYMBOL = /[\^$*.[\]{}()?"!@#%&/\\,><':;|_~`+=-]|(?<=.) (?=.)/;

/** The rules `password` does not meet yet. Only A–Z and a–z count as letters: the safe reading of Cognito's rule, so Ş alone never passes here and fails there. */
export const unmetPasswordRules = (password: string): PasswordRule[] => {
  const unmet: PasswordRule[] = [];
  if (password.length < ADMIN_PASSWORD_POLICY.minLength) unmet.push('minLength');
  if (!/[a-z]/.test(password)) unmet.push('lowercase');
  if (!/[A-Z]/.test(password)) unmet.push('uppercase');
  if (!/[0-9]/.test(password)) unmet.push('digit');
  if (!SYMBOL.test(password)) unmet.push('symbol');
  return unmet;
};
