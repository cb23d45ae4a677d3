import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Button } from 'primereact/button';
import { Card } from 'primereact/card';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { MESSAGES } from '@shop/shared';
import { useAuth } from './auth-context';
import { validateLogin, type LoginErrors } from './login-form';
import { NewPasswordForm } from './NewPasswordForm';
import { PasswordField } from './PasswordField';
import { afterSignInPath } from './redirect';
import { signInErrorMessage } from './sign-in-error';

const EMAIL_ID = 'login-email';
const PASSWORD_ID = 'login-password';

export function LoginPage() {
  const auth = useAuth();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [step, setStep] = useState<'credentials' | 'newPassword'>('credentials');
  const passwordField = useRef<HTMLInputElement>(null);
  const backFromNewPassword = useRef(false);

  const emailField = useRef<HTMLInputElement>(null);

  // The page exists to sign in: the e-mail field has the focus. Back from the new-password step,
  // the admin types the (temporary) password again, so focus goes there instead.
  useEffect(() => {
    if (step !== 'credentials') return;
    if (backFromNewPassword.current) passwordField.current?.focus();
    else emailField.current?.focus();
  }, [step]);

  if (auth.status === 'signedIn') return <Navigate to={afterSignInPath(location.state)} replace />;

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateLogin({ email, password });
    setErrors(found);
    setFailure(undefined);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    try {
      if ((await auth.signIn(email.trim(), password)) === 'newPasswordRequired') {
        setPassword('');
        setStep('newPassword');
        setSubmitting(false);
      }
    } catch (error) {
      setFailure(signInErrorMessage(error));
      setSubmitting(false);
    }
  };

  return (
    <main className="centered-page">
      <Card title={<h1 className="login-title">{MESSAGES.auth.signInTitle}</h1>} className="login-card">
        {step === 'newPassword' ? (
          <NewPasswordForm
            onRestart={(reason) => {
              backFromNewPassword.current = true;
              setFailure(reason);
              setStep('credentials');
            }}
          />
        ) : (
          <form className="login-form p-fluid" onSubmit={(event) => void submit(event)} noValidate>
            {failure && <Message severity="error" text={failure} className="login-failure" />}
            <div className="field">
              <label htmlFor={EMAIL_ID}>{MESSAGES.auth.email}</label>
              <InputText
                id={EMAIL_ID}
                ref={emailField}
                type="email"
                autoComplete="username"
                value={email}
                onChange={(e) => setEmail(e.target.value)}
                invalid={Boolean(errors.email)}
                aria-invalid={Boolean(errors.email)}
                aria-describedby={errors.email ? `${EMAIL_ID}-error` : undefined}
              />
              {errors.email && (
                <small id={`${EMAIL_ID}-error`} className="p-error">
                  {errors.email}
                </small>
              )}
            </div>
            <PasswordField
              id={PASSWORD_ID}
              label={MESSAGES.auth.password}
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              error={errors.password}
              inputRef={passwordField}
            />
            <Button type="submit" label={submitting ? MESSAGES.auth.signingIn : MESSAGES.auth.signIn} loading={submitting} disabled={submitting} />
          </form>
        )}
      </Card>
    </main>
  );
}
