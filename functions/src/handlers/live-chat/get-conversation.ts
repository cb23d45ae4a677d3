import { API_ROUTES, CHAT_TEXTS } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { getConversation, listMessages, publicConversation } from '../../repositories/live-chat-repository';

/** One conversation with its messages in order (oldest first). */
export const handler = apiHandler(API_ROUTES.getConversation, async ({ params: { id } }) => {
  const [conversation, messages] = await Promise.all([getConversation(id), listMessages(id)]);
  if (!conversation) throw notFound(CHAT_TEXTS.notFound);
  return ok({ data: { conversation: publicConversation(conversation), messages } });
});
