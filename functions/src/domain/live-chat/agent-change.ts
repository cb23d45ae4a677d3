import { CHAT_TEXTS, MESSAGES, type AuditEntry, type ChatStatus } from '@shop/shared';
import { conflict, DomainError } from '../domain-error';
import { nextStatus, type ChatEvent } from './conversation-status';
import { changeConversation, getConversation, type ConversationChange, type StoredConversation } from '../../repositories/live-chat-repository';
import { getLiveChatSettings } from '../../repositories/live-chat-settings-repository';

/**
 * An agent's change of a conversation without a message (assign, close): decided on the status
 * read, written on the condition it still holds (one retry after a parallel change); the handler
 * then tells the visitor and the agents. 404 for an unknown conversation, 409 when the change does not apply.
 */
export const changeAsAgent = async (
  id: string,
  event: ChatEvent,
  change: (current: StoredConversation, status: ChatStatus) => Omit<ConversationChange, 'expected' | 'status'>,
  audit: (current: StoredConversation) => AuditEntry,
): Promise<StoredConversation> => {
  const { retentionDays } = await getLiveChatSettings();
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const current = await getConversation(id);
    if (!current) throw new DomainError('not-found', CHAT_TEXTS.notFound);
    const transition = nextStatus(current.status, event);
    if (!transition.ok) throw conflict(CHAT_TEXTS.resolved);
    const changed = await changeConversation(
      id,
      { expected: current.status, status: transition.status, ...change(current, transition.status) },
      retentionDays,
      audit(current),
    );
    if (changed) return changed;
  }
  throw conflict(MESSAGES.api.conflict);
};
