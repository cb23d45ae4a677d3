import { MESSAGES, unmetPasswordRules } from '@shop/shared';

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

export interface NewPasswordForm {
  password: string;
  repeat: string;
}

export type NewPasswordErrors = Partial<Record<keyof NewPasswordForm, string>>;

/** The pool's rules, named by what is missing, and the same password twice. */
export const validateNewPassword = (form: NewPasswordForm): NewPasswordErrors => {
  if (form.password === '') return { password: MESSAGES.auth.newPasswordRequired };
  const unmet = unmetPasswordRules(form.password);
  if (unmet.length > 0) return { password: MESSAGES.auth.passwordMissing(unmet.map((rule) => MESSAGES.auth.passwordRules[rule])) };
  return form.repeat === form.password ? {} : { repeat: MESSAGES.auth.passwordsDiffer };
};
