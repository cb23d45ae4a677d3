import { API_ROUTES, CHAT_TEXTS } from '@shop/shared';
import { openVisitorSession } from '../../domain/live-chat/visitor-session';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { enforceRateLimit } from '../../http/rate-limit';
import { created } from '../../http/responses';

/**
 * A storefront visitor starts (or resumes) a conversation and gets a single-use WebSocket ticket
 * scoped to it. Public: limited per client first (413 above the body limit before that), no token.
 */
export const handler = apiHandler(API_ROUTES.createVisitorTicket, async ({ body, event }) => {
  await enforceRateLimit(event, 'chatTicket', Date.now());
  const outcome = await openVisitorSession(body, { name: body.name, email: body.email }, new Date());
  if (outcome.kind === 'not-found') throw notFound(CHAT_TEXTS.notFound);
  return created(outcome.ticket);
});
