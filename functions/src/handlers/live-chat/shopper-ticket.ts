import { API_ROUTES, CHAT_TEXTS } from '@shop/shared';
import { now } from '../../clock';
import { openVisitorSession } from '../../domain/live-chat/visitor-session';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { enforceRateLimit } from '../../http/rate-limit';
import { created } from '../../http/responses';
import { shopperFrom } from '../../http/shopper';

/**
 * A signed-in shopper's ticket: as the visitor's, but the conversation is theirs by account, with the
 * name and e-mail of their ID token (what the form sends is ignored), so the agent sees who they are.
 */
export const handler = apiHandler(API_ROUTES.createShopperChatTicket, async ({ body, event }) => {
  await enforceRateLimit(event, 'chatTicket', Date.now());
  const shopper = shopperFrom(event);
  const name = [shopper.givenName, shopper.familyName].filter(Boolean).join(' ') || shopper.name;
  const outcome = await openVisitorSession(body, { name, email: shopper.email, accountId: shopper.sub }, new Date(now()));
  if (outcome.kind === 'not-found') throw notFound(CHAT_TEXTS.notFound);
  if (outcome.kind === 'unavailable') throw conflict(outcome.why === 'switched-off' ? CHAT_TEXTS.unavailable : CHAT_TEXTS.outsideHours);
  return created(outcome.ticket);
});
