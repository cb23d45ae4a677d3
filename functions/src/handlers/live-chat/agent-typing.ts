import { API_ROUTES, CHAT_TEXTS } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getConversation } from '../../repositories/live-chat-repository';
import { pushAgentTyping } from '../../realtime/chat-push';

/** The agent types (or stopped): the visitor and the other agents see it; nothing is stored. */
export const handler = apiHandler(API_ROUTES.agentTyping, async ({ params: { id }, body }) => {
  if (!(await getConversation(id))) throw notFound(CHAT_TEXTS.notFound);
  await pushAgentTyping(id, body.typing);
  return ok({ sent: true as const });
});
