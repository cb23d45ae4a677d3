import { createHash } from 'node:crypto';
import { CHAT_LIMITS, isOwnChatImagePath, chatSendSchema } from '@shop/shared';
import { postMessage } from '../../domain/live-chat/chat-messages';
import { announceVisitorMessage } from '../../realtime/chat-fan-out';
import { messageHandler, status, unknownConnection } from '../../realtime/realtime-handler';
import { visitorOf } from '../../realtime/visitor-socket';
import { countRequest } from '../../repositories/rate-limit-repository';

const conversationHash = (conversationId: string) => createHash('sha256').update(`CHAT_MESSAGE\n${conversationId}`).digest('base64url').slice(0, 32);

/**
 * chat:send {text} or {imageUrl} from a visitor: stored in the connection's own conversation as the
 * visitor's (whatever else the message carries is dropped by the schema), then sent to the agents.
 * Limited per conversation in the table (all containers share the count): a flood answers 429 and
 * costs no other conversation anything. An admin connection is refused (403), and so is an image
 * that is not one of this conversation's checked photos (POST /api/storefront/live-chat/uploads).
 */
export const handler = messageHandler('chatSend', chatSendSchema, async ({ connectionId, endpoint, data }) => {
  const visitor = await visitorOf(connectionId);
  if (visitor.kind === 'unknown') return unknownConnection();
  if (visitor.kind === 'not-visitor') return status(403);
  const { conversationId, userName } = visitor.connection;
  // A visitor sends only photos checked into their own conversation (media/chat/<id>/), never another path.
  if ('imageUrl' in data && !isOwnChatImagePath(conversationId, data.imageUrl)) return status(403);
  const now = new Date();
  const { allowed } = await countRequest(
    { action: 'CHAT_MESSAGE', clientHash: conversationHash(conversationId), limit: CHAT_LIMITS.visitorMessagesPerMinute, windowSeconds: 60 },
    now.getTime(),
  );
  if (!allowed) return status(429);
  const outcome = await postMessage({
    conversationId,
    sender: 'visitor',
    senderName: userName,
    event: 'visitor-message',
    content: 'text' in data ? { text: data.text } : { imageUrl: data.imageUrl },
    now,
    ...('page' in data && data.page !== undefined ? { currentPage: data.page } : {}),
  });
  if (outcome.kind === 'not-found') return status(410);
  if (outcome.kind === 'refused') return status(409);
  // A visitor's message carries no client id, so it is never a duplicate; the type allows it.
  if (outcome.kind === 'duplicate') return status(200);
  await announceVisitorMessage(endpoint, outcome.posted.message, outcome.posted.conversation);
  return status(200);
});
