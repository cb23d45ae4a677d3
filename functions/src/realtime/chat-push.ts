import { logger } from '../observability/logger';
import type { PostedMessage } from '../domain/live-chat/chat-messages';
import type { StoredConversation } from '../repositories/live-chat-repository';
import { announceAgentMessage, announceConversation, chatTypingEvent, toAgents, toVisitor } from './chat-fan-out';
import { managementEndpoint } from './post-to-connections';

/*
 * Pushes of the agents' HTTP routes (pushesRealtime in the route table). Best effort: what they
 * announce is stored already, and a socket that misses it sees it on its next read.
 */

const endpointOrLog = (): string | undefined => {
  const endpoint = managementEndpoint();
  if (!endpoint) logger.error('WEBSOCKET_MANAGEMENT_ENDPOINT is not set: live chat event not pushed');
  return endpoint;
};

export const pushAgentMessage = async ({ message, conversation }: PostedMessage): Promise<void> => {
  const endpoint = endpointOrLog();
  if (endpoint) await announceAgentMessage(endpoint, message, conversation);
};

export const pushConversation = async (conversation: StoredConversation): Promise<void> => {
  const endpoint = endpointOrLog();
  if (endpoint) await announceConversation(endpoint, conversation);
};

export const pushAgentTyping = async (conversationId: string, typing: boolean): Promise<void> => {
  const endpoint = endpointOrLog();
  if (!endpoint) return;
  const event = chatTypingEvent({ conversationId, sender: 'agent', typing });
  await Promise.all([toVisitor(endpoint, conversationId, [event]), toAgents(endpoint, [event])]);
};
