import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { signedInIdToken } from '../account/session';
import { shopperConfig } from '../account/shopper-config';
import { askQuestion } from './question-api';
import { QUESTION_HONEYPOT, QUESTION_NAME_MAX, QUESTION_TEXT_MAX, QUESTION_TEXT_MIN, QUESTION_TEXTS as T } from './texts';

type FieldName = 'text' | 'name' | 'email';
type Errors = Partial<Record<FieldName, string>>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Who the ID token names (its payload, read without checking: the server checks the token itself). */
const whoIs = (idToken: string): string => {
  try {
    const claims = JSON.parse(atob((idToken.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/'))) as { email?: string };
    return claims.email ?? '';
  } catch {
    return '';
  }
};

/** The server's rules, checked first so a person is told at once (the server checks again). */
const checkBeforeSend = (text: string, name: string, email: string, guest: boolean): Errors => {
  const errors: Errors = {};
  const t = text.trim();
  if (t.length < QUESTION_TEXT_MIN) errors.text = T.tooShort;
  else if (t.length > QUESTION_TEXT_MAX) errors.text = T.tooLong;
  if (guest && name.trim() === '') errors.name = T.nameRequired;
  if (guest && !EMAIL.test(email.trim())) errors.email = T.emailInvalid;
  return errors;
};

/**
 * Soru sor's form (its own lazily loaded chunk): the question, and for a guest the name shown and the
 * address the answer goes to; a signed-in shopper asks as themselves. Labels, hints and errors are
 * tied to their fields (aria-describedby), the first invalid field takes the focus, the Turkish
 * messages stand under the fields; a hidden honeypot and the time the form was open go with it.
 */
export default function AskQuestionForm({ productId, onClose }: { readonly productId: string; readonly onClose: () => void }) {
  const id = useId();
  const shownAt = useRef<number | undefined>(undefined);
  const [idToken, setIdToken] = useState<string | undefined>();
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [honeypot, setHoneypot] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [alert, setAlert] = useState<string>();
  const [sending, setSending] = useState(false);
  const [received, setReceived] = useState<string>();
  const [focusRequest, setFocusRequest] = useState(0);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const receivedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    shownAt.current ??= performance.now();
    textRef.current?.focus();
    let live = true;
    void signedInIdToken(shopperConfig)
      .catch(() => undefined)
      .then((token) => {
        if (live) setIdToken(token);
      });
    return () => {
      live = false;
    };
  }, []);
  useEffect(() => {
    if (focusRequest === 0) return;
    const first = (['text', 'name', 'email'] as const).find((f) => errors[f]);
    if (first) document.getElementById(`${id}-${first}`)?.focus();
    else alertRef.current?.focus();
    // Only a new request moves the focus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);
  useEffect(() => {
    if (received !== undefined) receivedRef.current?.focus();
  }, [received]);

  const guest = idToken === undefined;
  const refuse = (next: Errors, message: string | undefined) => {
    setErrors(next);
    setAlert(message);
    setFocusRequest((n) => n + 1);
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    if (sending) return;
    const local = checkBeforeSend(text, name, email, guest);
    if (Object.keys(local).length > 0) {
      refuse(local, T.fixErrors);
      return;
    }
    setSending(true);
    try {
      const outcome = await askQuestion(
        {
          productId,
          text: text.trim(),
          ...(guest ? { name: name.trim(), email: email.trim() } : {}),
          fillMs: Math.round(performance.now() - (shownAt.current ?? performance.now())),
          [QUESTION_HONEYPOT]: honeypot,
        },
        idToken,
      );
      if (outcome.ok) {
        setReceived(outcome.message);
        return;
      }
      const byField: Errors = {};
      for (const issue of outcome.issues)
        if ((issue.path === 'text' || issue.path === 'name' || issue.path === 'email') && !byField[issue.path]) byField[issue.path] = issue.message;
      refuse(byField, outcome.status === 0 ? T.offline : Object.keys(byField).length > 0 ? T.fixErrors : (outcome.message ?? T.failed));
    } finally {
      setSending(false);
    }
  };

  if (received !== undefined)
    return (
      <div ref={receivedRef} className="sf-question-received" role="status" tabIndex={-1}>
        <p>{received}</p>
        <button
          type="button"
          className="sf-btn sf-btn--outline"
          onClick={() => {
            setReceived(undefined);
            setText('');
            shownAt.current = performance.now();
          }}
        >
          {T.askAnother}
        </button>
      </div>
    );

  const field = (key: FieldName) => {
    const describedBy = [`${id}-${key}-hint`, errors[key] ? `${id}-${key}-error` : ''].filter(Boolean).join(' ');
    return {
      id: `${id}-${key}`,
      className: 'sf-input',
      'aria-describedby': describedBy,
      'aria-invalid': errors[key] ? true : undefined,
      'aria-required': true,
    } as const;
  };
  const errorOf = (key: FieldName) =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="sf-error">
        {errors[key]}
      </p>
    ) : null;
  const change = (key: FieldName, set: (v: string) => void) => (value: string) => {
    set(value);
    if (!errors[key]) return;
    const { [key]: _, ...rest } = errors;
    setErrors(rest);
    // With the last error corrected, the alert above the form goes too.
    if (Object.keys(rest).length === 0) setAlert(undefined);
  };

  return (
    <form className="sf-question-form" aria-labelledby={`${id}-title`} noValidate onSubmit={(e) => void submit(e)}>
      <h3 id={`${id}-title`}>{T.formTitle}</h3>
      {alert ? (
        <div ref={alertRef} className="sf-form-alert" role="alert" tabIndex={-1}>
          {alert}
        </div>
      ) : null}
      <div className="sf-field">
        <label htmlFor={`${id}-text`}>{T.textLabel}</label>
        <textarea
          {...field('text')}
          ref={textRef}
          rows={4}
          maxLength={QUESTION_TEXT_MAX}
          value={text}
          onChange={(e) => change('text', setText)(e.target.value)}
        />
        <p id={`${id}-text-hint`} className="sf-hint">
          {T.textHint} <span aria-hidden="true">({T.chars(text.length)})</span>
        </p>
        {errorOf('text')}
      </div>
      {guest ? (
        <div className="sf-question-guest">
          <div className="sf-field">
            <label htmlFor={`${id}-name`}>{T.nameLabel}</label>
            <input
              {...field('name')}
              type="text"
              autoComplete="name"
              maxLength={QUESTION_NAME_MAX}
              value={name}
              onChange={(e) => change('name', setName)(e.target.value)}
            />
            <p id={`${id}-name-hint`} className="sf-hint">
              {T.nameHint}
            </p>
            {errorOf('name')}
          </div>
          <div className="sf-field">
            <label htmlFor={`${id}-email`}>{T.emailLabel}</label>
            <input
              {...field('email')}
              type="email"
              autoComplete="email"
              maxLength={254}
              value={email}
              onChange={(e) => change('email', setEmail)(e.target.value)}
            />
            <p id={`${id}-email-hint`} className="sf-hint">
              {T.emailHint}
            </p>
            {errorOf('email')}
          </div>
        </div>
      ) : (
        <p className="sf-hint">{T.signedInAs(whoIs(idToken))}</p>
      )}
      {/* The honeypot: out of sight and out of the tab order and the accessibility tree; a person never fills it. */}
      <div className="sf-question-honeypot" aria-hidden="true">
        <label htmlFor={`${id}-${QUESTION_HONEYPOT}`}>{T.honeypot}</label>
        <input
          id={`${id}-${QUESTION_HONEYPOT}`}
          name={QUESTION_HONEYPOT}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(e) => setHoneypot(e.target.value)}
        />
      </div>
      <div className="sf-question-form-actions">
        <button type="submit" className="sf-btn" disabled={sending} aria-busy={sending || undefined}>
          {sending ? T.sending : T.send}
        </button>
        <button type="button" className="sf-btn sf-btn--outline" onClick={onClose}>
          {T.close}
        </button>
      </div>
    </form>
  );
}
