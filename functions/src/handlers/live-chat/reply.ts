import { API_ROUTES, CHAT_TEXTS } from '@shop/shared';
import { postMessage } from '../../domain/live-chat/chat-messages';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { pushAgentMessage } from '../../realtime/chat-push';

/**
 * Gönder in Aktif Sohbetler: the agent's reply, as the caller the token names. The conversation opens
 * (and is the caller's if nobody had it); the visitor and the other agents get it at once. Not audited:
 * the conversation itself records who wrote what and when.
 */
export const handler = apiHandler(API_ROUTES.replyToConversation, async ({ params: { id }, body, caller }) => {
  const outcome = await postMessage({
    conversationId: id,
    sender: 'agent',
    senderName: caller.name,
    event: 'agent-reply',
    content: body,
    now: new Date(),
    assignee: { sub: caller.sub, name: caller.name },
  });
  if (outcome.kind === 'not-found') throw notFound(CHAT_TEXTS.notFound);
  if (outcome.kind === 'refused') throw conflict(CHAT_TEXTS.resolved);
  await pushAgentMessage(outcome.posted);
  return ok({ data: outcome.posted.message });
});
