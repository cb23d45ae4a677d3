import { FORM_MIN_FILL_MS } from '@shop/shared';

/**
 * The storefront's own forms' abuse check, as Form Oluşturucu's (submission-check.ts): a filled
 * honeypot is a script ('trap': answered like a success, stored nowhere), a form sent sooner than
 * a person can fill it is 'too-fast' (told to send again: autofill can make a person that fast).
 * Pure; the handlers count the rate limit before it.
 */
export const guardPublicForm = (body: {
  readonly fillMs?: number | undefined;
  readonly website?: string | undefined;
}): 'trap' | 'too-fast' | 'ok' => {
  if (body.website !== undefined && body.website.trim() !== '') return 'trap';
  if (body.fillMs !== undefined && body.fillMs < FORM_MIN_FILL_MS) return 'too-fast';
  return 'ok';
};
