import { API_ROUTES } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { enforceRateLimit } from '../../http/rate-limit';
import { created, ok } from '../../http/responses';
import { subscribe } from '../../repositories/newsletter-repository';

/**
 * A shopper's sign-up. The same address again answers the same success (201 the first time,
 * 200 after) and stores nothing new, so the form cannot be used to learn who is subscribed.
 */
export const handler = apiHandler(API_ROUTES.subscribeNewsletter, async ({ body: { email, componentId }, event }) => {
  const now = Date.now();
  await enforceRateLimit(event, 'newsletter', now);
  const result = await subscribe(email, componentId, new Date(now));
  return (result === 'created' ? created : ok)({ subscribed: true });
});
