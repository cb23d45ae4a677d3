import type { Ref } from 'react';
import { Password } from 'primereact/password';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly autoComplete: 'current-password' | 'new-password';
  readonly error?: string | undefined;
  /** Help shown under the field at all times, read with it by screen readers. */
  readonly hint?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** A labelled password with show/hide, its error and hint tied to it for screen readers (sign-in and new-password steps). */
export function PasswordField({ id, label, value, onChange, autoComplete, error, hint, inputRef }: Props) {
  const described = [...(hint ? [`${id}-hint`] : []), ...(error ? [`${id}-error`] : [])].join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <Password
        inputId={id}
        inputRef={inputRef}
        autoComplete={autoComplete}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        feedback={false}
        toggleMask
        invalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={described || undefined}
      />
      {hint && <small id={`${id}-hint`}>{hint}</small>}
      {error && (
        <small id={`${id}-error`} className="p-error">
          {error}
        </small>
      )}
    </div>
  );
}
