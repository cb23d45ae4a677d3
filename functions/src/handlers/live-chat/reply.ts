import { API_ROUTES, CHAT_TEXTS } from '@shop/shared';
import { adminDisplayName } from '../../domain/admin-display-name';
import { postMessage } from '../../domain/live-chat/chat-messages';
import { apiHandler } from '../../http/api-handler';
import { conflict, notFound } from '../../http/http-error';
import { ok } from '../../http/responses';
import { pushAgentMessage } from '../../realtime/chat-push';

/**
 * Gönder in Aktif Sohbetler: the agent's reply, as the caller the token names. The conversation opens
 * (and is the caller's if nobody had it); the visitor and the other agents get it at once. Not audited:
 * the conversation itself records who wrote what and when. A retry (the same clientMessageId)
 * answers the first message and stores and sends nothing.
 */
export const handler = apiHandler(API_ROUTES.replyToConversation, async ({ params: { id }, body, caller }) => {
  const name = await adminDisplayName(caller);
  const outcome = await postMessage({
    conversationId: id,
    sender: 'agent',
    senderName: name,
    event: 'agent-reply',
    content: 'text' in body ? { text: body.text } : { imageUrl: body.imageUrl },
    now: new Date(),
    assignee: { sub: caller.sub, name },
    clientMessageId: body.clientMessageId,
  });
  if (outcome.kind === 'duplicate') return ok({ data: outcome.message });
  if (outcome.kind === 'not-found') throw notFound(CHAT_TEXTS.notFound);
  if (outcome.kind === 'refused') throw conflict(CHAT_TEXTS.resolved);
  await pushAgentMessage(outcome.posted);
  return ok({ data: outcome.posted.message });
});
