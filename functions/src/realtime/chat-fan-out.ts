import { can, REALTIME_EVENTS, type ChatMessage, type ChatTypingEvent, type Conversation, type Notification, type ServerMessage } from '@shop/shared';
import { listKnownAdmins } from '../repositories/admin-registry-repository';
import { listConnections, listVisitorConnections, type Connection } from '../repositories/connection-repository';
import { putNotificationForAdmins } from '../repositories/notification-repository';
import { publicConversation, type StoredConversation } from '../repositories/live-chat-repository';
import { sendTo } from './fan-out';

/*
 * Who hears what of a conversation. Agents are admin connections whose groups hold support:manage
 * (the same check the HTTP routes make); a visitor's connections are found by its conversation
 * only, so another conversation's events can never reach them.
 */

export const LIVE_SUPPORT_PAGE = '/admin/live-support';

const isAgent = (c: Connection) => c.conversationId === undefined && can(c.groups, 'support:manage');

const agentConnections = async (): Promise<Connection[]> => (await listConnections()).filter(isAgent);

export const chatMessageEvent = (message: ChatMessage): ServerMessage => ({ action: REALTIME_EVENTS.chatMessage, data: message });
export const chatTypingEvent = (typing: ChatTypingEvent): ServerMessage => ({ action: REALTIME_EVENTS.chatTyping, data: typing });
export const chatConversationEvent = (conversation: Conversation): ServerMessage => ({
  action: REALTIME_EVENTS.chatConversation,
  data: conversation,
});
export const chatStatusEvent = (c: Conversation): ServerMessage => ({
  action: REALTIME_EVENTS.chatStatus,
  data: { id: c.id, status: c.status, visitorName: c.visitorName, ...(c.assigneeName ? { assigneeName: c.assigneeName } : {}) },
});

export const toVisitor = async (endpoint: string, conversationId: string, events: readonly ServerMessage[]): Promise<void> => {
  const connections = await listVisitorConnections(conversationId);
  for (const event of events) await sendTo(endpoint, connections, event);
};

/** To every agent connected; answers whether one of them has Aktif Sohbetler open. */
export const toAgents = async (endpoint: string, events: readonly ServerMessage[]): Promise<boolean> => {
  const agents = await agentConnections();
  await Promise.all(events.map((event) => sendTo(endpoint, agents, event)));
  return agents.some((a) => a.path === LIVE_SUPPORT_PAGE || a.path?.startsWith(`${LIVE_SUPPORT_PAGE}/`) === true);
};

/** The bell's entry for a conversation: one per conversation (a retried or later message rewrites nothing). */
export const chatNotification = (conversation: Conversation, at: Date): Notification => ({
  id: `chat-${conversation.id}`,
  type: 'LIVE_CHAT',
  title: 'Yeni canlı destek mesajı',
  description: `${conversation.visitorName}: ${conversation.lastMessagePreview}`.slice(0, 500),
  href: LIVE_SUPPORT_PAGE,
  isRead: false,
  createdAt: at.toISOString(),
});

/**
 * A visitor's new message: back to the visitor's own connections (every tab shows it, in the
 * server's order), to the agents at once (the message and the list row) and, when no agent has
 * Aktif Sohbetler open, to the bell of every known admin who holds support:manage.
 */
export const announceVisitorMessage = async (endpoint: string, message: ChatMessage, conversation: StoredConversation): Promise<void> => {
  const row = publicConversation(conversation);
  const [onPage] = await Promise.all([
    toAgents(endpoint, [chatMessageEvent(message), chatConversationEvent(row)]),
    toVisitor(endpoint, conversation.id, [chatMessageEvent(message)]),
  ]);
  if (onPage) return;
  const agents = (await listKnownAdmins()).filter((a) => can(a.groups ?? [], 'support:manage')).map((a) => a.sub);
  await putNotificationForAdmins(agents, chatNotification(row, new Date(message.createdAt)));
};

/** An agent's message (a reply, a campaign code): to the visitor, and to the other agents with the list row. */
export const announceAgentMessage = async (endpoint: string, message: ChatMessage, conversation: StoredConversation): Promise<void> => {
  const row = publicConversation(conversation);
  await Promise.all([
    toVisitor(endpoint, conversation.id, [chatMessageEvent(message), chatStatusEvent(row)]),
    toAgents(endpoint, [chatMessageEvent(message), chatConversationEvent(row)]),
  ]);
};

/** A change without a message (assigned, closed, read): the row to the agents, the status to the visitor. */
export const announceConversation = async (endpoint: string, conversation: StoredConversation): Promise<void> => {
  const row = publicConversation(conversation);
  await Promise.all([toVisitor(endpoint, conversation.id, [chatStatusEvent(row)]), toAgents(endpoint, [chatConversationEvent(row)])]);
};
