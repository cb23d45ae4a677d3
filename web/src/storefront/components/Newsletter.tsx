import { useId, useState, type SyntheticEvent } from 'react';
import type { NewsletterSettings } from '@shop/shared';
import { STOREFRONT_TEXTS as T } from '../texts';
import { ImageBlock } from './ImageBlock';
import { textStyle } from './style-helpers';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * NEWSLETTER: a subscribe form. There is no subscription service yet, so a valid address is
 * thanked here and sent nowhere (decision recorded in the storefront's notes).
 */
export function Newsletter({ data }: { data: NewsletterSettings }) {
  const [state, setState] = useState<'idle' | 'invalid' | 'done'>('idle');
  const inputId = useId();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = new FormData(event.currentTarget).get('email');
    const email = typeof typed === 'string' ? typed.trim() : '';
    setState(EMAIL.test(email) ? 'done' : 'invalid');
  };
  return (
    <ImageBlock data={data}>
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
    </ImageBlock>
  );
}
