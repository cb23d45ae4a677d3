import { CHAT_LIMITS, chatTypingSchema } from '@shop/shared';
import { createThrottle } from '../../domain/live-chat/visitor-throttle';
import { chatTypingEvent, toAgents } from '../../realtime/chat-fan-out';
import { messageHandler, status, unknownConnection } from '../../realtime/realtime-handler';
import { visitorOf } from '../../realtime/visitor-socket';

/** Typing is worth nothing once late: above the rate it is dropped (429) in memory, before any read. */
const allowTyping = createThrottle({ limit: CHAT_LIMITS.typingPerWindow, windowMs: CHAT_LIMITS.typingWindowMs });

/** chat:typing {typing} from a visitor: the agents see it for the connection's own conversation; nothing is stored. */
export const handler = messageHandler('chatTyping', chatTypingSchema, async ({ connectionId, endpoint, data }) => {
  if (!allowTyping(connectionId, Date.now())) return status(429);
  const visitor = await visitorOf(connectionId);
  if (visitor.kind === 'unknown') return unknownConnection();
  if (visitor.kind === 'not-visitor') return status(403);
  await toAgents(endpoint, [chatTypingEvent({ conversationId: visitor.connection.conversationId, sender: 'visitor', typing: data.typing })]);
  return status(200);
});
