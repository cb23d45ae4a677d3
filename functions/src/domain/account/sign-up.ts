import { WEAK_PASSWORD_MESSAGE, type ShopperSignUp, type ShopperSignUpAnswer } from '@shop/shared';
import { SignUpRefused, signUpShopper } from '../../cognito/shopper-pool';
import { conflict, invalid, unavailable } from '../domain-error';

/** What the shopper is told when Cognito refuses: the sentences Hesabım showed when it called Cognito itself. */
export const SIGN_UP_MESSAGES = {
  exists: 'Bu e-posta adresiyle bir hesap zaten var. Giriş yapın.',
  weakPassword: WEAK_PASSWORD_MESSAGE,
  invalid: 'Girilen bilgiler geçersiz. Lütfen kontrol edin.',
  codeNotSent: 'Doğrulama kodu bu e-posta adresine gönderilemedi. Adresi kontrol edip tekrar deneyin.',
  busy: 'Üyelik şu anda oluşturulamıyor. Lütfen birkaç dakika sonra tekrar deneyin.',
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
    if (error.type === 'CodeDeliveryFailureException') throw invalid(SIGN_UP_MESSAGES.codeNotSent, 'email');
    // The pool's own limits (Cognito's, not the shop's per-client one): nothing the shopper typed is wrong.
    if (error.type === 'TooManyRequestsException' || error.type === 'LimitExceededException') throw unavailable(SIGN_UP_MESSAGES.busy);
    throw invalid(SIGN_UP_MESSAGES.invalid);
  }
};
