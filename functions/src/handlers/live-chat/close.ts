import { API_ROUTES, CHAT_TEXTS } from '@shop/shared';
import { auditEntry } from '../../domain/audit/audit-entry';
import { changeAsAgent } from '../../domain/live-chat/agent-change';
import { apiHandler } from '../../http/api-handler';
import { ok } from '../../http/responses';
import { publicConversation } from '../../repositories/live-chat-repository';
import { pushConversation } from '../../realtime/chat-push';

/** Kapat: the conversation is resolved (a new visitor message opens it again, as waiting). */
export const handler = apiHandler(API_ROUTES.closeConversation, async ({ params: { id }, caller }) => {
  const changed = await changeAsAgent(
    id,
    'close',
    () => ({ unreadForAgents: 'reset' }),
    (current) =>
      auditEntry(caller, API_ROUTES.closeConversation, 'live-chat.closed', { type: 'live-chat', id, name: current.visitorName }, CHAT_TEXTS.closed),
  );
  await pushConversation(changed);
  return ok({ data: publicConversation(changed) });
});
