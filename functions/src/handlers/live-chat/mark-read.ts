import { API_ROUTES, CHAT_TEXTS } from '@shop/shared';
import { apiHandler } from '../../http/api-handler';
import { notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { changeConversation, getConversation, publicConversation } from '../../repositories/live-chat-repository';
import { getLiveChatSettings } from '../../repositories/live-chat-settings-repository';
import { pushConversation } from '../../realtime/chat-push';

/** An agent opened the conversation: the agents' unread count goes to 0 (for every agent: they share the inbox). Not audited. */
export const handler = apiHandler(API_ROUTES.markConversationRead, async ({ params: { id } }) => {
  const current = await getConversation(id);
  if (!current) throw notFound(CHAT_TEXTS.notFound);
  if (current.unreadForAgents === 0) return ok({ data: publicConversation(current) });
  const { retentionDays } = await getLiveChatSettings();
  const changed = await changeConversation(id, { expected: current.status, status: current.status, unreadForAgents: 'reset' }, retentionDays);
  const now = changed ?? (await getConversation(id)) ?? current;
  if (changed) await pushConversation(changed);
  return ok({ data: publicConversation(now) });
});
