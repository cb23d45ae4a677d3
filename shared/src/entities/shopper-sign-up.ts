import * as z from 'zod';
import { fieldError, object, text, visibleText } from '../schemas/common';
import { SHOPPER_LIMITS } from './shopper-account';

/*
 * Üye ol through the store API (issue 28): the storefront sends the form here, the handler counts it
 * against the client's sign-up limit and only then asks the shoppers' pool to sign the shopper up
 * (the code goes out by e-mail as before).
 */

export const SIGN_UP_LIMITS = {
  /** Cognito takes passwords of at most 256 characters. */
  password: 256,
  /** The form: a few hundred bytes; room for long names and addresses. */
  bodyBytes: 2048,
} as const;

/** The shoppers' pool's password policy (infra/src/shopper-auth.ts), checked here too: the local stand-in does not enforce it. */
export const SHOPPER_PASSWORD_POLICY = { minLength: 8, requireLowercase: true, requireDigits: true } as const;
export const WEAK_PASSWORD_MESSAGE = 'Şifre yeterince güçlü değil: en az 8 karakter, bir küçük harf ve bir rakam.';
const meetsPolicy = (password: string) => password.length >= SHOPPER_PASSWORD_POLICY.minLength && /\p{Ll}/u.test(password) && /\d/.test(password);

/** POST /api/storefront/signup */
export const shopperSignUpSchema = object({
  email: z
    .string({ error: fieldError })
    .trim()
    .max(SHOPPER_LIMITS.email)
    .pipe(z.email({ error: 'email geçerli bir e-posta adresi değil.' })),
  // Cognito's refusal of a password says the same (functions/src/domain/account/sign-up.ts).
  password: text(SIGN_UP_LIMITS.password).refine(meetsPolicy, { error: WEAK_PASSWORD_MESSAGE }),
  name: visibleText(undefined, SHOPPER_LIMITS.name),
  surname: visibleText(undefined, SHOPPER_LIMITS.name),
});
export type ShopperSignUp = z.infer<typeof shopperSignUpSchema>;

/** The code is on its way to `email`; the shopper confirms it with the shoppers' pool as before. */
export const shopperSignUpAnswerSchema = z.object({ email: z.string(), confirmed: z.boolean() });
export type ShopperSignUpAnswer = z.infer<typeof shopperSignUpAnswerSchema>;
