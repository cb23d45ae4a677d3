import { WEAK_PASSWORD_MESSAGE, type ShopperSignUp, type ShopperSignUpAnswer } from '@shop/shared';
import { SignUpRefused, signUpShopper } from '../../cognito/shopper-pool';
import { conflict, invalid } from '../domain-error';

/** What the shopper is told when Cognito refuses: the sentences Hesabım showed when it called Cognito itself. */
export const SIGN_UP_MESSAGES = {
  exists: 'Bu e-posta adresiyle bir hesap zaten var. Giriş yapın.',
  weakPassword: WEAK_PASSWORD_MESSAGE,
  invalid: 'Girilen bilgiler geçersiz. Lütfen kontrol edin.',
} as const;

/** Signs the shopper up in the shoppers' pool; the verification code goes to their e-mail. */
export const signUp = async (form: ShopperSignUp): Promise<ShopperSignUpAnswer> => {
  try {
    const confirmed = await signUpShopper(form);
    return { email: form.email, confirmed };
  } catch (error) {
    if (!(error instanceof SignUpRefused)) throw error;
    if (error.type === 'UsernameExistsException' || error.type === 'AliasExistsException') throw conflict(SIGN_UP_MESSAGES.exists);
    if (error.type === 'InvalidPasswordException') throw invalid(SIGN_UP_MESSAGES.weakPassword, 'password');
    throw invalid(SIGN_UP_MESSAGES.invalid);
  }
};
