import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { MESSAGES } from '@shop/shared';
import { useAuth } from './auth-context';
import { validateNewPassword, type NewPasswordErrors } from './login-form';
import { newPasswordError } from './sign-in-error';
import { PasswordField } from './PasswordField';

const PASSWORD_ID = 'new-password';
const REPEAT_ID = 'new-password-repeat';

interface Props {
  /** Back to the e-mail and password form, with why when the challenge can no longer be answered. */
  onRestart: (reason?: string) => void;
}

/** The second step of an invited admin's first sign-in: their own password in place of the temporary one. */
export function NewPasswordForm({ onRestart }: Props) {
  const auth = useAuth();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const first = useRef<HTMLInputElement>(null);

  // The form replaced the one the admin was typing in: their focus moves with it.
  useEffect(() => first.current?.focus(), []);

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateNewPassword({ password, repeat });
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      await auth.completeNewPassword(password);
    } catch (error) {
      const { message, restart } = newPasswordError(error);
      if (restart) {
        onRestart(message);
        return;
      }
      setFailure(message);
      setSubmitting(false);
    }
  };

  return (
    <form className="login-form p-fluid" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="new-password-title">
      <h2 id="new-password-title" className="login-step-title">
        {MESSAGES.auth.newPasswordTitle}
      </h2>
      <p className="login-step-intro">{MESSAGES.auth.newPasswordIntro}</p>
      {failure && <Message severity="error" text={failure} className="login-failure" />}
      <PasswordField
        id={PASSWORD_ID}
        label={MESSAGES.auth.newPassword}
        value={password}
        onChange={setPassword}
        autoComplete="new-password"
        error={errors.password}
        hint={MESSAGES.auth.passwordRulesHint}
        inputRef={first}
      />
      <PasswordField
        id={REPEAT_ID}
        label={MESSAGES.auth.newPasswordRepeat}
        value={repeat}
        onChange={setRepeat}
        autoComplete="new-password"
        error={errors.repeat}
      />
      <Button
        type="submit"
        label={submitting ? MESSAGES.auth.savingPassword : MESSAGES.auth.savePassword}
        loading={submitting}
        disabled={submitting}
      />
      <Button type="button" link label={MESSAGES.auth.backToSignIn} onClick={() => onRestart()} disabled={submitting} />
    </form>
  );
}
