import { API_ROUTES } from '@shop/shared';
import * as clock from '../../clock';
import { apiHandler } from '../../http/api-handler';
import { enforceRateLimit } from '../../http/rate-limit';
import { ok } from '../../http/responses';
import { subscribe } from '../../repositories/newsletter-repository';

/**
 * A shopper's sign-up. A new address and a known one get the very same answer (200, same
 * body): the address is stored once, and the form cannot be used to learn who is subscribed.
 */
export const handler = apiHandler(API_ROUTES.subscribeNewsletter, async ({ body: { email, componentId }, event }) => {
  const now = clock.now();
  await enforceRateLimit(event, 'newsletter', now);
  await subscribe(email, componentId, new Date(now));
  return ok({ subscribed: true });
});
