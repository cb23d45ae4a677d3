import type { ReactNode } from 'react';
import { CARE_TEXTS as T } from './texts';

interface Props {
  readonly id: string;
  readonly label: string;
  readonly required?: boolean;
  readonly help?: string | undefined;
  readonly error: string | undefined;
  /** The control, given the ids and states it must carry (aria-describedby, aria-invalid, aria-required). */
  readonly children: (aria: {
    id: string;
    'aria-describedby': string | undefined;
    'aria-invalid': true | undefined;
    'aria-required': true | undefined;
  }) => ReactNode;
}

/** One labelled field of a care form: its help and its Turkish error tied to the control. */
export function CareField({ id, label, required = false, help, error, children }: Props) {
  const helpId = `${id}-help`;
  const errorId = `${id}-error`;
  const describedBy = [help ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="sf-field">
      <label htmlFor={id}>
        {label} <span className="sf-form-required">{required ? T.requiredMark : T.optionalMark}</span>
      </label>
      {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined, 'aria-required': required || undefined })}
      {help ? (
        <p id={helpId} className="sf-hint">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="sf-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The honeypot: out of sight, out of the tab order and the accessibility tree; a person never fills it. */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  return (
    <div className="sf-form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{T.honeypot}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** The page's frame: breadcrumb, title, intro; as content pages have it. */
export function CareFrame({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <article className="sf-content-page sf-care-page">
      <nav aria-label={T.breadcrumb} className="sf-breadcrumb">
        <ol>
          <li>
            <a href="/">{T.home}</a>
          </li>
          <li>
            <span aria-current="page">{title}</span>
          </li>
        </ol>
      </nav>
      <h1>{title}</h1>
      <p className="sf-care-intro">{intro}</p>
      {children}
    </article>
  );
}
