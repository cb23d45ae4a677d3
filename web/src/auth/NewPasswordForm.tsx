import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Button } from 'primereact/button';
import { Message } from 'primereact/message';
import { Password } from 'primereact/password';
import { MESSAGES } from '@shop/shared';
import { useAuth } from './auth-context';
import { validateNewPassword, type NewPasswordErrors } from './login-form';
import { newPasswordError } from './sign-in-error';

const PASSWORD_ID = 'new-password';
const REPEAT_ID = 'new-password-repeat';
const HINT_ID = 'new-password-hint';

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

  const describedBy = (id: string, error: string | undefined, ...more: string[]) =>
    [...more, ...(error ? [`${id}-error`] : [])].join(' ') || undefined;

  return (
    <form className="login-form p-fluid" onSubmit={(event) => void submit(event)} noValidate aria-labelledby="new-password-title">
      <h2 id="new-password-title" className="login-step-title">
        {MESSAGES.auth.newPasswordTitle}
      </h2>
      <p className="login-step-intro">{MESSAGES.auth.newPasswordIntro}</p>
      {failure && <Message severity="error" text={failure} className="login-failure" />}
      <div className="field">
        <label htmlFor={PASSWORD_ID}>{MESSAGES.auth.newPassword}</label>
        <Password
          inputId={PASSWORD_ID}
          inputRef={first}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          feedback={false}
          toggleMask
          invalid={Boolean(errors.password)}
          aria-invalid={Boolean(errors.password)}
          aria-describedby={describedBy(PASSWORD_ID, errors.password, HINT_ID)}
        />
        <small id={HINT_ID}>{MESSAGES.auth.passwordRulesHint}</small>
        {errors.password && (
          <small id={`${PASSWORD_ID}-error`} className="p-error">
            {errors.password}
          </small>
        )}
      </div>
      <div className="field">
        <label htmlFor={REPEAT_ID}>{MESSAGES.auth.newPasswordRepeat}</label>
        <Password
          inputId={REPEAT_ID}
          autoComplete="new-password"
          value={repeat}
          onChange={(e) => setRepeat(e.target.value)}
          feedback={false}
          toggleMask
          invalid={Boolean(errors.repeat)}
          aria-invalid={Boolean(errors.repeat)}
          aria-describedby={describedBy(REPEAT_ID, errors.repeat)}
        />
        {errors.repeat && (
          <small id={`${REPEAT_ID}-error`} className="p-error">
            {errors.repeat}
          </small>
        )}
      </div>
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
