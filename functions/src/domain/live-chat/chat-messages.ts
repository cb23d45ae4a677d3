import { randomUUID } from 'node:crypto';
import type { AuditEntry, ChatMessage, ChatSender } from '@shop/shared';
import {
  addMessage,
  getClaimedMessage,
  getConversation,
  type ConversationChange,
  type StoredConversation,
} from '../../repositories/live-chat-repository';
import { getLiveChatSettings } from '../../repositories/live-chat-settings-repository';
import { nextStatus, type ChatEvent } from './conversation-status';
import { messagePreview } from './message-preview';

export interface NewMessage {
  readonly text?: string;
  readonly imageUrl?: string;
}

export interface PostedMessage {
  readonly message: ChatMessage;
  readonly conversation: StoredConversation;
}

export type PostOutcome =
  | { readonly kind: 'posted'; readonly posted: PostedMessage }
  /** The client's message id was stored before (a retry): the first message, nothing stored or sent again. */
  | { readonly kind: 'duplicate'; readonly message: ChatMessage }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'refused' };

export const newChatMessage = (
  conversationId: string,
  sender: ChatSender,
  senderName: string,
  content: NewMessage,
  now: Date,
  id: string = randomUUID(),
): ChatMessage => ({
  id,
  conversationId,
  sender,
  senderName,
  text: content.text ?? '',
  ...(content.imageUrl ? { imageUrl: content.imageUrl } : {}),
  createdAt: now.toISOString(),
});

/** Attempts when a parallel change moved the status between the read and the write. */
const ATTEMPTS = 3;

/**
 * Stores one message and the conversation's change it brings (status per conversation-status.ts,
 * the other side's unread count, the list's order) in one transaction, decided on the status read
 * just before: a parallel change makes it read and decide again. The sender is the caller's role,
 * never anything the message claims. With a client's message id (an agent's send), the id is
 * claimed in the same transaction: a retry of it stores and sends nothing and answers the first.
 */
export const postMessage = async (input: {
  readonly conversationId: string;
  readonly sender: ChatSender;
  readonly senderName: string;
  readonly event: ChatEvent;
  readonly content: NewMessage;
  readonly now: Date;
  readonly currentPage?: string;
  readonly assignee?: { readonly sub: string; readonly name: string };
  readonly audit?: AuditEntry;
  readonly clientMessageId?: string;
}): Promise<PostOutcome> => {
  const settings = await getLiveChatSettings();
  const message = newChatMessage(input.conversationId, input.sender, input.senderName, input.content, input.now, input.clientMessageId);
  const claim = input.clientMessageId !== undefined;
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await getConversation(input.conversationId);
    if (!current) return { kind: 'not-found' };
    const transition = nextStatus(current.status, input.event);
    if (!transition.ok) {
      // A retry arriving after the conversation was closed: its first send went through.
      const first = claim ? await getClaimedMessage(input.conversationId, message.id) : undefined;
      return first ? { kind: 'duplicate', message: first } : { kind: 'refused' };
    }
    const fromVisitor = input.sender === 'visitor';
    const change: ConversationChange = {
      expected: current.status,
      status: transition.status,
      ...(fromVisitor ? { unreadForAgents: 1, unreadForVisitor: 'reset' } : { unreadForVisitor: 1, unreadForAgents: 'reset' }),
      ...(input.currentPage ? { currentPage: input.currentPage } : {}),
      // The first agent to answer a conversation nobody has takes it.
      ...(input.assignee && !current.assigneeSub ? { assignee: input.assignee } : {}),
      // Two messages of one conversation can be written in either order (each is its own invocation):
      // the list's preview and order follow the newest.
      ...(message.createdAt >= current.lastMessageAt ? { lastMessage: { at: message.createdAt, preview: messagePreview(message) } } : {}),
    };
    const added = await addMessage(input.conversationId, message, change, settings.retentionDays, { audit: input.audit, claim });
    if (added.kind === 'duplicate') return added;
    if (added.kind === 'added' && added.conversation) return { kind: 'posted', posted: { message, conversation: added.conversation } };
  }
  return { kind: 'refused' };
};
