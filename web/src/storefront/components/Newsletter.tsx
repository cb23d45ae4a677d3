import { useId, useState, type CSSProperties, type FormEvent } from 'react';
import type { NewsletterSettings } from '@shop/shared';
import { STOREFRONT_TEXTS as T } from '../texts';
import { fontFamily, margins } from './style-helpers';

type TextStyle = NewsletterSettings['titleStyle'];
const textStyle = (s: TextStyle): CSSProperties => ({ fontSize: s.fontSize, fontFamily: fontFamily(s.fontFamily), fontWeight: s.fontWeight, color: s.color });

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * NEWSLETTER: a subscribe form. There is no subscription service yet, so a valid address is
 * thanked here and sent nowhere (decision recorded in the storefront's notes).
 */
export function Newsletter({ data }: { data: NewsletterSettings }) {
  const [state, setState] = useState<'idle' | 'invalid' | 'done'>('idle');
  const inputId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setState(EMAIL.test(email) ? 'done' : 'invalid');
  };
  const style = {
    ...margins(data.topMargin, data.bottomMargin),
    width: `${data.containerWidth}%`,
    background: data.backgroundColor,
    borderColor: data.borderColor,
    borderRadius: data.borderRadius,
  } as CSSProperties;
  return (
    <section className={`sf-block sf-image-${data.imagePosition} sf-image-mobile-${data.mobileImagePosition}`} style={style}>
      {data.image && <img className="sf-block-image" src={data.image.filePath} alt={data.image.name} loading="lazy" />}
      <div className="sf-block-body">
        {data.title && <h2 style={textStyle(data.titleStyle)}>{data.title}</h2>}
        {data.description && <p style={textStyle(data.descriptionStyle)}>{data.description}</p>}
        {state === 'done' ? (
          <p role="status" className="sf-success">
            {T.subscribed}
          </p>
        ) : (
          <form className="sf-newsletter-form" onSubmit={submit} noValidate>
            <label htmlFor={inputId} className="sf-visually-hidden">
              {T.emailLabel}
            </label>
            <input
              id={inputId}
              name="email"
              type="email"
              autoComplete="email"
              placeholder={T.emailPlaceholder}
              aria-invalid={state === 'invalid'}
              aria-describedby={state === 'invalid' ? `${inputId}-error` : undefined}
            />
            <button type="submit" className="sf-btn">
              {T.subscribe}
            </button>
            {state === 'invalid' && (
              <p id={`${inputId}-error`} role="alert" className="sf-error">
                {T.invalidEmail}
              </p>
            )}
          </form>
        )}
        {data.bottomText && <p style={textStyle(data.bottomTextStyle)}>{data.bottomText}</p>}
      </div>
    </section>
  );
}
