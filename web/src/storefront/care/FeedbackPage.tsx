import '../forms/shop-form.css';
import './care.css';
import { useEffect, useId, useState } from 'react';
import { setPageMeta } from '../format';
import { CareFrame, CareField, Honeypot } from './CareField';
import { HONEYPOT_FIELD } from './care-api';
import { CARE_TEXTS } from './texts';
import { useCareForm, type Errors } from './use-care-form';

const T = CARE_TEXTS.feedback;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const CATEGORIES = ['suggestion', 'complaint', 'thanks', 'other'] as const;
const FIELDS = ['category', 'message', 'rating', 'email'] as const;
const MESSAGE_MIN = 5;
const MESSAGE_MAX = 2000;

interface Values {
  readonly category: string;
  readonly message: string;
  /** 0: no rating given. */
  readonly rating: number;
  readonly email: string;
}
const EMPTY: Values = { category: '', message: '', rating: 0, email: '' };

export const checkFeedback = (values: Values): Errors => {
  const errors: Record<string, string> = {};
  if (!values.category) errors.category = 'Bir konu seçin.';
  if (values.message.trim().length < MESSAGE_MIN)
    errors.message = values.message.trim() ? CARE_TEXTS.messageTooShort(MESSAGE_MIN) : CARE_TEXTS.required;
  if (values.email.trim() && !EMAIL.test(values.email.trim())) errors.email = CARE_TEXTS.invalidEmail;
  return errors;
};

/**
 * The 1–5 rating as a radio group (WAI-ARIA: a fieldset with its legend, native radios, so arrow
 * keys move the choice and a screen reader says "3 / 5, Orta, 6 içinde 4"); "no rating" is a choice too.
 */
function RatingGroup({ id, value, error, onChange }: { id: string; value: number; error: string | undefined; onChange: (n: number) => void }) {
  const errorId = `${id}-error`;
  return (
    <fieldset id={id} className="sf-field sf-care-rating" aria-describedby={error ? errorId : undefined} tabIndex={-1}>
      <legend>
        {T.rating} <span className="sf-form-required">{CARE_TEXTS.optionalMark}</span>
      </legend>
      <div className="sf-care-rating-options">
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="sf-care-rating-option">
            <input type="radio" name={`${id}-rating`} value={n} checked={value === n} onChange={() => onChange(n)} />
            <span className="sf-care-rating-number">{n}</span>
            <span className="sf-care-rating-word">{T.ratingWords[n - 1]}</span>
          </label>
        ))}
        <label className="sf-care-rating-option sf-care-rating-none">
          <input type="radio" name={`${id}-rating`} value={0} checked={value === 0} onChange={() => onChange(0)} />
          <span>{T.ratingNone}</span>
        </label>
      </div>
      {error ? (
        <p id={errorId} className="sf-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

/** /geri-bildirim: a shopper's suggestion, complaint or thanks, with an optional rating and e-mail. */
export function FeedbackPage() {
  useEffect(() => setPageMeta(T.metaTitle, T.metaDescription), []);
  const prefix = useId();
  const controlId = (field: string) => `${prefix}-${field}`;
  const [values, setValues] = useState<Values>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const { errors, alert, sending, received, alertRef, receivedRef, submit, clearError, reset } = useCareForm({
    path: '/api/storefront/feedback',
    order: FIELDS,
    controlId,
    check: () => checkFeedback(values),
    body: () => ({
      category: values.category,
      message: values.message,
      ...(values.rating > 0 ? { rating: values.rating } : {}),
      ...(values.email.trim() ? { email: values.email } : {}),
      [HONEYPOT_FIELD]: honeypot,
    }),
  });
  const change = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    clearError(field);
  };

  if (received !== undefined)
    return (
      <CareFrame title={T.title} intro={T.intro}>
        <div ref={receivedRef} className="sf-form-received" role="status" tabIndex={-1}>
          <p>{received}</p>
        </div>
        <button
          type="button"
          className="sf-btn sf-btn--outline"
          onClick={() => {
            setValues(EMPTY);
            reset();
          }}
        >
          {T.another}
        </button>
      </CareFrame>
    );

  const titleId = `${prefix}-title`;
  return (
    <CareFrame title={T.title} intro={T.intro}>
      <form className="sf-shop-form sf-care-form" aria-labelledby={titleId} noValidate onSubmit={(e) => void submit(e)}>
        <h2 id={titleId} className="sf-visually-hidden">
          {T.title}
        </h2>
        {alert ? (
          <div ref={alertRef} className="sf-form-alert" role="alert" tabIndex={-1}>
            {alert}
          </div>
        ) : null}
        <CareField id={controlId('category')} label={T.category} required error={errors.category}>
          {(aria) => (
            <select {...aria} name="category" className="sf-input" value={values.category} onChange={(e) => change('category', e.target.value)}>
              <option value="">{T.choose}</option>
              {CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {T.categories[c]}
                </option>
              ))}
            </select>
          )}
        </CareField>
        <CareField id={controlId('message')} label={T.message} required error={errors.message}>
          {(aria) => (
            <textarea
              {...aria}
              name="message"
              className="sf-input"
              rows={5}
              maxLength={MESSAGE_MAX}
              value={values.message}
              onChange={(e) => change('message', e.target.value)}
            />
          )}
        </CareField>
        <RatingGroup id={controlId('rating')} value={values.rating} error={errors.rating} onChange={(n) => change('rating', n)} />
        <CareField id={controlId('email')} label={T.email} help={T.emailHelp} error={errors.email}>
          {(aria) => (
            <input
              {...aria}
              name="email"
              className="sf-input"
              type="email"
              autoComplete="email"
              maxLength={254}
              value={values.email}
              onChange={(e) => change('email', e.target.value)}
            />
          )}
        </CareField>
        <Honeypot id={`${prefix}-website`} value={honeypot} onChange={setHoneypot} />
        <button type="submit" className="sf-btn" disabled={sending} aria-busy={sending || undefined}>
          {sending ? CARE_TEXTS.sending : CARE_TEXTS.send}
        </button>
      </form>
    </CareFrame>
  );
}
