/**
 * Why the domain refused: the input breaks a rule (`invalid`), what it names does not exist
 * (`not-found`), it clashes with what is stored (`conflict`), or a service it needs is busy or
 * down for now (`unavailable`). The domain knows nothing of HTTP; the API's domain-errors
 * middleware turns each kind into its status.
 */
export type DomainErrorKind = 'invalid' | 'not-found' | 'conflict' | 'unavailable';

/** A refusal the user is told about: `message` is the Turkish text they see, `field` the input it is about. */
export class DomainError extends Error {
  override readonly name = 'DomainError';

  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly field?: string,
  ) {
    super(message);
  }
}

export const invalid = (message: string, field?: string) => new DomainError('invalid', message, field);
export const conflict = (message: string) => new DomainError('conflict', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);
