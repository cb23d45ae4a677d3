import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { CHAT_LIMITS, type ChatMessage, type VisitorTicket, type VisitorTicketRequest } from '@shop/shared';
import { createConversation, getConversation, listMessages, type StoredConversation } from '../../repositories/live-chat-repository';
import { getLiveChatSettings } from '../../repositories/live-chat-settings-repository';
import { getLiveSupportSettings } from '../../repositories/settings-repository';
import { issueTicket } from '../../repositories/ticket-repository';
import { newChatMessage } from './chat-messages';
import { supportAvailability, type SupportAvailability } from './support-hours';

const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

const sameKey = (key: string, storedHash: string): boolean => {
  const a = Buffer.from(hashKey(key));
  const b = Buffer.from(storedHash);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The visitor's own conversation when the key matches its stored hash (HTTP calls a visitor makes, such as a photo upload). */
export const findVisitorConversation = async (conversationId: string, visitorKey: string): Promise<StoredConversation | undefined> => {
  const found = await getConversation(conversationId);
  return found && sameKey(visitorKey, found.visitorKeyHash) ? found : undefined;
};

/** Who starts the conversation: the form's name and e-mail, or a signed-in shopper's account. */
export interface VisitorIdentity {
  readonly name: string;
  readonly email?: string | undefined;
  readonly accountId?: string | undefined;
}

export type SessionOutcome =
  | { readonly kind: 'ticket'; readonly ticket: VisitorTicket }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'unavailable'; readonly why: Exclude<SupportAvailability, 'open'> };

/**
 * Starts a conversation (waiting, with the greeting of Canlı Destek Ayarları as its first message)
 * or resumes the one named, when the visitor key matches its stored hash: the conversation id alone
 * opens nothing. Either way the answer is a single-use ticket scoped to that conversation, its
 * history, and the visitor key (a new one on start; the same one on resume).
 *
 * A new conversation starts only while live support is switched on and within the support hours
 * (Europe/Istanbul): the launcher hiding is not the guard. Resuming one's own conversation is not
 * refused after hours, so a conversation an agent is still answering at closing time goes on.
 */
export const openVisitorSession = async (request: VisitorTicketRequest, identity: VisitorIdentity, now: Date): Promise<SessionOutcome> => {
  let conversation: StoredConversation;
  let visitorKey: string;
  let messages: ChatMessage[];
  if (request.resume) {
    const found = await getConversation(request.resume.conversationId);
    if (!found || !sameKey(request.resume.visitorKey, found.visitorKeyHash)) return { kind: 'not-found' };
    conversation = found;
    visitorKey = request.resume.visitorKey;
    messages = await listMessages(found.id);
  } else {
    const [support, settings] = await Promise.all([getLiveSupportSettings(), getLiveChatSettings()]);
    const availability = supportAvailability(support.customerSupportEnabled, settings.hours, now);
    if (availability !== 'open') return { kind: 'unavailable', why: availability };
    visitorKey = randomBytes(24).toString('base64url');
    const id = randomUUID();
    const at = now.toISOString();
    messages = settings.greeting.trim() === '' ? [] : [newChatMessage(id, 'system', '', { text: settings.greeting }, now)];
    conversation = {
      id,
      status: 'waiting',
      visitorName: identity.name,
      ...(identity.email ? { visitorEmail: identity.email } : {}),
      ...(identity.accountId ? { accountId: identity.accountId } : {}),
      ...(request.currentPage ? { currentPage: request.currentPage } : {}),
      ...(request.cartId ? { cartId: request.cartId } : {}),
      unreadForAgents: 0,
      unreadForVisitor: 0,
      lastMessagePreview: '',
      createdAt: at,
      lastMessageAt: at,
      visitorKeyHash: hashKey(visitorKey),
    };
    await createConversation(conversation, messages, settings.retentionDays);
  }
  const issued = await issueTicket({
    sub: `visitor:${conversation.id}`,
    userName: conversation.visitorName,
    groups: [],
    conversationId: conversation.id,
  });
  return {
    kind: 'ticket',
    ticket: {
      ticket: issued.ticket,
      expiresAt: new Date(issued.expiresAt).toISOString(),
      visitorKey,
      conversation: {
        id: conversation.id,
        status: conversation.status,
        visitorName: conversation.visitorName,
        ...(conversation.assigneeName ? { assigneeName: conversation.assigneeName } : {}),
      },
      messages: messages.slice(-CHAT_LIMITS.historyMessages),
    },
  };
};
