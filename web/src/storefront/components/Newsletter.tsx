import { useId, useState, type SyntheticEvent } from 'react';
import type { NewsletterSettings } from '@shop/shared';
import { subscribeNewsletter } from '../storefront-api';
import { STOREFRONT_TEXTS as T } from '../texts';
import { ImageBlock } from './ImageBlock';
import { textStyle } from './style-helpers';

/** The same check the server makes first (its zod e-mail check decides). */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_EMAIL = 254;

type State = { readonly kind: 'idle' | 'sending' | 'done' } | { readonly kind: 'error'; readonly message: string; readonly invalid: boolean };

/** What the shopper reads when the server did not store the address. */
const failureText = (status: number): { message: string; invalid: boolean } => {
  if (status === 400 || status === 413) return { message: T.invalidEmail, invalid: true };
  if (status === 429) return { message: T.tooManyRequests, invalid: false };
  if (status === 0) return { message: T.offlineWrite, invalid: false };
  return { message: T.writeFailed, invalid: false };
};

/**
 * NEWSLETTER: a subscribe form posting to /api/storefront/newsletter. It says the shopper is
 * subscribed only after the server stored the address; every failure keeps the form, with the
 * reason tied to the field. In the builder's preview nothing is sent.
 */
export function Newsletter({ data, componentId, preview = false }: { data: NewsletterSettings; componentId: string; preview?: boolean }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state.kind === 'sending') return;
    const typed = new FormData(event.currentTarget).get('email');
    const email = typeof typed === 'string' ? typed.trim() : '';
    if (!EMAIL.test(email) || email.length > MAX_EMAIL) {
      setState({ kind: 'error', message: T.invalidEmail, invalid: true });
      return;
    }
    if (preview) {
      setState({ kind: 'error', message: T.previewNoSubscribe, invalid: false });
      return;
    }
    setState({ kind: 'sending' });
    const outcome = await subscribeNewsletter(email, componentId);
    setState(outcome.ok ? { kind: 'done' } : { kind: 'error', ...failureText(outcome.status) });
  };
  const error = state.kind === 'error' ? state : undefined;
  return (
    <ImageBlock data={data}>
      {data.title && <h2 style={textStyle(data.titleStyle)}>{data.title}</h2>}
      {data.description && <p style={textStyle(data.descriptionStyle)}>{data.description}</p>}
      {state.kind === 'done' ? (
        <p role="status" className="sf-success">
          {T.subscribed}
        </p>
      ) : (
        <form className="sf-newsletter-form" onSubmit={(event) => void submit(event)} noValidate aria-busy={state.kind === 'sending'}>
          <label htmlFor={inputId} className="sf-newsletter-label">
            {T.emailLabel}
          </label>
          <input
            id={inputId}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            maxLength={MAX_EMAIL}
            placeholder={T.emailPlaceholder}
            aria-invalid={error?.invalid ?? false}
            aria-describedby={error ? messageId : undefined}
          />
          <button type="submit" className="sf-btn" disabled={state.kind === 'sending'}>
            {state.kind === 'sending' ? T.subscribing : T.subscribe}
          </button>
          {error && (
            <p id={messageId} role="alert" className="sf-error">
              {error.message}
            </p>
          )}
        </form>
      )}
      {data.bottomText && <p style={textStyle(data.bottomTextStyle)}>{data.bottomText}</p>}
    </ImageBlock>
  );
}
