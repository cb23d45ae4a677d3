import { QUESTION_MIN_FILL_MS } from '@shop/shared';

/**
 * A public ask's anti-script check, as Form Oluşturucu's: a filled honeypot is a script (answered
 * like a stored question, so it learns nothing to adapt to); sent within a few seconds of the form
 * opening is too fast (a 400 with a message: autofill can make a person that fast, and they must
 * know it did not arrive).
 */
export const checkAskGuards = (request: { readonly website?: string | undefined; readonly fillMs: number }): 'trap' | 'too-fast' | 'ok' =>
  request.website !== undefined && request.website.trim() !== '' ? 'trap' : request.fillMs < QUESTION_MIN_FILL_MS ? 'too-fast' : 'ok';
