import { API_ROUTES, CHAT_TEXTS } from '@shop/shared';
import { now } from '../../clock';
import { openVisitorSession } from '../../domain/live-chat/visitor-session';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { enforceRateLimit } from '../../http/rate-limit';
import { created } from '../../http/responses';

/**
 * A storefront visitor starts (or resumes) a conversation and gets a single-use WebSocket ticket
 * scoped to it. Public: limited per client first (413 above the body limit before that), no token.
 */
export const handler = apiHandler(API_ROUTES.createVisitorTicket, async ({ body, event }) => {
  await enforceRateLimit(event, 'chatTicket', Date.now());
  const outcome = await openVisitorSession(body, { name: body.name, email: body.email }, new Date(now()));
  if (outcome.kind === 'not-found') throw notFound(CHAT_TEXTS.notFound);
  if (outcome.kind === 'unavailable') throw conflict(outcome.why === 'switched-off' ? CHAT_TEXTS.unavailable : CHAT_TEXTS.outsideHours);
  return created(outcome.ticket);
});
