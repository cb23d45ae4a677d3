import { MESSAGES } from '@shop/shared';

export interface LoginForm {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginForm, string>>;

/** Only presence is checked here; Cognito decides whether the credentials are right. */
export const validateLogin = (form: LoginForm): LoginErrors => ({
  ...(form.email.trim() === '' ? { email: MESSAGES.auth.emailRequired } : {}),
  ...(form.password === '' ? { password: MESSAGES.auth.passwordRequired } : {}),
});
