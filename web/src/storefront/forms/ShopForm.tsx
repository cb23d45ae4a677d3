import './shop-form.css';
import { useEffect, useId, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { NotFoundError } from '../storefront-api';
import { useRemote } from '../use-remote';
import { fetchPublicForm, FILE_MAX_BYTES, FILE_TYPES, HONEYPOT_FIELD, sendForm, uploadFormFile, type PublicForm } from './form-api';
import { SHOP_FORM_TEXTS as T } from './texts';

type Field = PublicForm['fields'][number];
type Values = Record<string, string | boolean>;
type Errors = Record<string, string>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const INPUT_TYPES: Partial<Record<Field['kind'], string>> = { TEXT: 'text', EMAIL: 'email', PHONE: 'tel', NUMBER: 'text', DATE: 'date' };
const AUTOCOMPLETE: Partial<Record<Field['kind'], string>> = { EMAIL: 'email', PHONE: 'tel' };

/** The checks the browser makes before sending, to spare a round trip; the server is the judge (its 400 names each field). */
export const checkBeforeSend = (fields: readonly Field[], values: Values, files: Readonly<Record<string, File | undefined>>): Errors => {
  const errors: Errors = {};
  for (const f of fields) {
    const value = values[f.id];
    if (f.kind === 'CHECKBOX' || f.kind === 'KVKK') {
      if (f.required && value !== true) errors[f.id] = f.kind === 'KVKK' ? T.kvkkRequired : T.required;
    } else if (f.kind === 'FILE') {
      const file = files[f.id];
      if (!file) {
        if (f.required) errors[f.id] = T.required;
      } else if (file.size > FILE_MAX_BYTES) errors[f.id] = T.fileTooLarge;
      else if (!(FILE_TYPES as readonly string[]).includes(file.type)) errors[f.id] = T.fileType;
    } else {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) {
        if (f.required) errors[f.id] = T.required;
      } else if (f.kind === 'EMAIL' && !EMAIL.test(text)) errors[f.id] = T.invalidEmail;
    }
  }
  return errors;
};

/**
 * A form of Form Oluşturucu on the storefront, by its id: fetches the form's public definition and
 * renders it with a label per field, its help text and error tied to the control
 * (aria-describedby), the first invalid field focused, Turkish messages by the field, and the
 * form's own success message once it is received. A hidden honeypot and the time the form was on
 * screen go with every send (the server refuses scripts by them).
 */
export function ShopForm({ formId }: { formId: string }) {
  const [remote, retry] = useRemote(`form:${formId}`, (signal) => fetchPublicForm(formId, signal));
  if (remote.status === 'loading')
    return (
      <p className="sf-form-status" role="status">
        {T.loading}
      </p>
    );
  if (remote.status === 'error') {
    if (remote.error instanceof NotFoundError) return <p className="sf-form-status">{T.notFound}</p>;
    return (
      <div className="sf-form-status" role="alert">
        <p>{remote.offline ? T.offline : T.loadError}</p>
        <button type="button" className="sf-btn" onClick={retry}>
          {T.retry}
        </button>
      </div>
    );
  }
  return <FilledForm key={remote.data.id} form={remote.data} />;
}

function FilledForm({ form }: { form: PublicForm }) {
  const prefix = useId();
  const controlId = (fieldId: string) => `${prefix}-${fieldId}`;
  // When the form was first on screen (set after the first render: render must stay pure).
  const shownAt = useRef<number | undefined>(undefined);
  useEffect(() => {
    shownAt.current ??= performance.now();
  }, []);
  const [values, setValues] = useState<Values>({});
  const [files, setFiles] = useState<Record<string, File | undefined>>({});
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const [received, setReceived] = useState<string | undefined>();
  const [focusRequest, setFocusRequest] = useState(0);
  const alertRef = useRef<HTMLDivElement>(null);
  const receivedRef = useRef<HTMLDivElement>(null);

  // After a refused send: the first field (in the form's order) with an error, else the alert.
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = form.fields.find((f) => errors[f.id]);
    if (first) document.getElementById(controlId(first.id))?.focus();
    else alertRef.current?.focus();
    // Only a new request moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);
  useEffect(() => {
    if (received !== undefined) receivedRef.current?.focus();
  }, [received]);

  if (received !== undefined)
    return (
      <div ref={receivedRef} className="sf-form-received" role="status" tabIndex={-1}>
        <p>{received}</p>
      </div>
    );

  const refuse = (nextErrors: Errors, message: string | undefined) => {
    setErrors(nextErrors);
    setAlert(message);
    setFocusRequest((n) => n + 1);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (sending) return;
    const local = checkBeforeSend(form.fields, values, files);
    if (Object.keys(local).length > 0) {
      refuse(local, T.fixErrors);
      return;
    }
    setSending(true);
    try {
      const sent: Record<string, string | number | boolean | null> = {};
      for (const f of form.fields) {
        if (f.kind === 'FILE') {
          const file = files[f.id];
          if (!file) continue;
          const upload = await uploadFormFile(form.id, f.id, file);
          if (!upload.ok) {
            refuse({ [f.id]: upload.message ?? T.fileFailed }, upload.status === 0 ? T.offline : T.fixErrors);
            return;
          }
          sent[f.id] = upload.uploadId;
        } else if (values[f.id] !== undefined) sent[f.id] = values[f.id] ?? null;
      }
      const outcome = await sendForm(form.id, {
        values: sent,
        fillMs: Math.round(performance.now() - (shownAt.current ?? performance.now())),
        [HONEYPOT_FIELD]: honeypot,
      });
      if (outcome.ok) {
        setReceived(outcome.message);
        return;
      }
      const byField: Errors = {};
      for (const issue of outcome.issues)
        if (form.fields.some((f) => f.id === issue.path) && !byField[issue.path]) byField[issue.path] = issue.message;
      if (outcome.field && !byField[outcome.field] && form.fields.some((f) => f.id === outcome.field) && outcome.message)
        byField[outcome.field] = outcome.message;
      const message = outcome.status === 0 ? T.offline : Object.keys(byField).length > 0 ? T.fixErrors : (outcome.message ?? T.failed);
      refuse(byField, message);
    } finally {
      setSending(false);
    }
  };

  /** An edited field's error goes until the next send; with the last one, the alert above the form goes too. */
  const clearError = (fieldId: string) => {
    if (!errors[fieldId]) return;
    const { [fieldId]: _, ...rest } = errors;
    setErrors(rest);
    if (Object.keys(rest).length === 0) setAlert(undefined);
  };

  const change = (fieldId: string, value: string | boolean) => {
    setValues((v) => ({ ...v, [fieldId]: value }));
    clearError(fieldId);
  };

  const titleId = `${prefix}-title`;
  return (
    <form className="sf-shop-form" aria-labelledby={titleId} noValidate onSubmit={(e) => void submit(e)}>
      <h2 id={titleId} className="sf-shop-form-title">
        {form.name}
      </h2>
      {alert ? (
        <div ref={alertRef} className="sf-form-alert" role="alert" tabIndex={-1}>
          {alert}
        </div>
      ) : null}
      {form.fields.map((f) => (
        <FieldControl
          key={f.id}
          field={f}
          id={controlId(f.id)}
          value={values[f.id]}
          file={files[f.id]}
          error={errors[f.id]}
          onChange={(value) => change(f.id, value)}
          onFile={(file) => {
            setFiles((current) => ({ ...current, [f.id]: file }));
            clearError(f.id);
          }}
        />
      ))}
      {/* The honeypot: out of sight and out of the tab order and the accessibility tree; a person never fills it. */}
      <div className="sf-form-honeypot" aria-hidden="true">
        <label htmlFor={`${prefix}-${HONEYPOT_FIELD}`}>{T.honeypot}</label>
        <input
          id={`${prefix}-${HONEYPOT_FIELD}`}
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      <button type="submit" className="sf-btn" disabled={sending} aria-busy={sending || undefined}>
        {sending ? T.sending : T.send}
      </button>
    </form>
  );
}

interface FieldProps {
  readonly field: Field;
  readonly id: string;
  readonly value: string | boolean | undefined;
  readonly file: File | undefined;
  readonly error: string | undefined;
  readonly onChange: (value: string | boolean) => void;
  readonly onFile: (file: File | undefined) => void;
}

function FieldControl({ field, id, value, file, error, onChange, onFile }: FieldProps) {
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [field.helpText ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name: field.id,
    'aria-describedby': describedBy,
    'aria-invalid': error ? true : undefined,
    'aria-required': field.required || undefined,
  };
  const label = (
    <>
      {field.label}
      {field.required && field.kind !== 'KVKK' ? <span className="sf-form-required"> {T.requiredMark}</span> : null}
    </>
  );
  const after: ReactNode = (
    <>
      {field.helpText ? (
        <p id={helpId} className="sf-hint">
          {field.helpText}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="sf-error">
          {error}
        </p>
      ) : null}
    </>
  );

  if (field.kind === 'CHECKBOX' || field.kind === 'KVKK')
    return (
      <div className="sf-field sf-form-check">
        <span className="sf-form-check-row">
          <input {...common} type="checkbox" checked={value === true} onChange={(e) => onChange(e.target.checked)} />
          <label htmlFor={id}>{label}</label>
        </span>
        {after}
      </div>
    );
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      {field.kind === 'TEXTAREA' ? (
        <textarea
          {...common}
          className="sf-input"
          rows={5}
          maxLength={4000}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : field.kind === 'SELECT' ? (
        <select {...common} className="sf-input" value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)}>
          <option value="">{T.choose}</option>
          {field.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      ) : field.kind === 'FILE' ? (
        <>
          <input {...common} className="sf-input" type="file" accept={FILE_TYPES.join(',')} onChange={(e) => onFile(e.target.files?.[0])} />
          {file ? <p className="sf-hint">{T.fileChosen(file.name)}</p> : null}
        </>
      ) : (
        <input
          {...common}
          className="sf-input"
          type={INPUT_TYPES[field.kind] ?? 'text'}
          inputMode={field.kind === 'NUMBER' ? 'decimal' : undefined}
          autoComplete={AUTOCOMPLETE[field.kind]}
          maxLength={field.kind === 'DATE' ? undefined : 500}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
      {after}
    </div>
  );
}

export default ShopForm;
