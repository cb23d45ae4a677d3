import { randomUUID } from 'node:crypto';
import type { AuditEntry, ChatMessage, ChatSender } from '@shop/shared';
import { addMessage, getConversation, type ConversationChange, type StoredConversation } from '../../repositories/live-chat-repository';
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

export type PostOutcome = { readonly kind: 'posted'; readonly posted: PostedMessage } | { readonly kind: 'not-found' } | { readonly kind: 'refused' };

export const newChatMessage = (conversationId: string, sender: ChatSender, senderName: string, content: NewMessage, now: Date): ChatMessage => ({
  id: randomUUID(),
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
 * never anything the message claims.
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
}): Promise<PostOutcome> => {
  const settings = await getLiveChatSettings();
  const message = newChatMessage(input.conversationId, input.sender, input.senderName, input.content, input.now);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = await getConversation(input.conversationId);
    if (!current) return { kind: 'not-found' };
    const transition = nextStatus(current.status, input.event);
    if (!transition.ok) return { kind: 'refused' };
    const fromVisitor = input.sender === 'visitor';
    const change: ConversationChange = {
      expected: current.status,
      status: transition.status,
      ...(fromVisitor ? { unreadForAgents: 1, unreadForVisitor: 'reset' } : { unreadForVisitor: 1, unreadForAgents: 'reset' }),
      ...(input.currentPage ? { currentPage: input.currentPage } : {}),
      // The first agent to answer a conversation nobody has takes it.
      ...(input.assignee && !current.assigneeSub ? { assignee: input.assignee } : {}),
      lastMessage: { at: message.createdAt, preview: messagePreview(message) },
    };
    const conversation = await addMessage(input.conversationId, message, change, settings.retentionDays, input.audit);
    if (conversation) return { kind: 'posted', posted: { message, conversation } };
  }
  return { kind: 'refused' };
};
