/**
 * The verification e-mail of the shoppers' user pool (Hesabım sign-up): the same words from Cognito
 * in AWS (infra/src/shopper-auth.ts) and from the local stand-in's mailbox. `{####}` is the code.
 */
export const SHOPPER_VERIFICATION_MAIL = {
  subject: 'Mağaza hesabınızı doğrulayın',
  body: 'Merhaba,<br><br>Hesabınızı doğrulamak için kodunuz: <b>{####}</b><br><br>Bu kodu siz istemediyseniz bu e-postayı yok sayabilirsiniz.',
} as const;
