import '../forms/shop-form.css';
import './care.css';
import { useEffect, useId, useState } from 'react';
import { setPageMeta } from '../format';
import { CareFrame, CareField, Honeypot } from './CareField';
import { HONEYPOT_FIELD } from './care-api';
import { CARE_TEXTS } from './texts';
import { useCareForm, type Errors } from './use-care-form';

const T = CARE_TEXTS.contact;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const ORDER_NUMBER = /^#?\s*\d{1,12}$/;
const FIELDS = ['name', 'email', 'subject', 'orderNumber', 'message'] as const;
type Field = (typeof FIELDS)[number];
const MAX: Readonly<Record<Field, number>> = { name: 100, email: 254, subject: 150, orderNumber: 20, message: 5000 };
const MESSAGE_MIN = 10;

/** The checks the browser makes before sending, to spare a round trip; the server is the judge (its 400 names each field). */
export const checkContact = (values: Readonly<Record<Field, string>>): Errors => {
  const errors: Record<string, string> = {};
  if (!values.name.trim()) errors.name = CARE_TEXTS.required;
  if (!EMAIL.test(values.email.trim())) errors.email = values.email.trim() ? CARE_TEXTS.invalidEmail : CARE_TEXTS.required;
  if (!values.subject.trim()) errors.subject = CARE_TEXTS.required;
  if (values.orderNumber.trim() && !ORDER_NUMBER.test(values.orderNumber.trim()))
    errors.orderNumber = 'Sipariş numarası yalnızca rakamlardan oluşur (ör. 1001).';
  if (values.message.trim().length < MESSAGE_MIN)
    errors.message = values.message.trim() ? CARE_TEXTS.messageTooShort(MESSAGE_MIN) : CARE_TEXTS.required;
  return errors;
};

const EMPTY: Record<Field, string> = { name: '', email: '', subject: '', orderNumber: '', message: '' };

/** /iletisim: a shopper writes to Destek (source 'contact'); the answer comes by e-mail. */
export function ContactPage() {
  useEffect(() => setPageMeta(T.metaTitle, T.metaDescription), []);
  const prefix = useId();
  const controlId = (field: string) => `${prefix}-${field}`;
  const [values, setValues] = useState<Record<Field, string>>(EMPTY);
  const [honeypot, setHoneypot] = useState('');
  const { errors, alert, sending, received, alertRef, receivedRef, submit, clearError, reset } = useCareForm({
    path: '/api/storefront/support-requests',
    order: FIELDS,
    controlId,
    check: () => checkContact(values),
    body: () => ({ ...values, orderNumber: values.orderNumber.trim() || undefined, source: 'contact', [HONEYPOT_FIELD]: honeypot }),
  });
  const change = (field: Field, value: string) => {
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

  const input = (
    field: Exclude<Field, 'message'>,
    label: string,
    extra: { type?: string; autoComplete?: string; inputMode?: 'numeric'; help?: string; required?: boolean },
  ) => (
    <CareField id={controlId(field)} label={label} required={extra.required ?? true} help={extra.help} error={errors[field]}>
      {(aria) => (
        <input
          {...aria}
          name={field}
          className="sf-input"
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          maxLength={MAX[field]}
          value={values[field]}
          onChange={(e) => change(field, e.target.value)}
        />
      )}
    </CareField>
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
        {input('name', T.name, { autoComplete: 'name' })}
        {input('email', T.email, { type: 'email', autoComplete: 'email', help: T.emailHelp })}
        {input('subject', T.subject, {})}
        {input('orderNumber', T.orderNumber, { inputMode: 'numeric', help: T.orderNumberHelp, required: false })}
        <CareField id={controlId('message')} label={T.message} required error={errors.message}>
          {(aria) => (
            <textarea
              {...aria}
              name="message"
              className="sf-input"
              rows={6}
              maxLength={MAX.message}
              value={values.message}
              onChange={(e) => change('message', e.target.value)}
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
