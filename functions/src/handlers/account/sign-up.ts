import { API_ROUTES } from '@shop/shared';
import { now } from '../../clock';
import { signUp } from '../../domain/account/sign-up';
import { apiHandler } from '../../http/api-handler';
import { enforceRateLimit } from '../../http/rate-limit';
import { ok } from '../../http/responses';

/** Üye ol: counted before Cognito is asked, so a script making accounts is stopped by the client's limit. */
export const handler = apiHandler(API_ROUTES.shopperSignUp, async ({ event, body }) => {
  await enforceRateLimit(event, 'signUp', now());
  return ok({ data: await signUp(body) });
});
