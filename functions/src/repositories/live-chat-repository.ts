import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  CHAT_LIMITS,
  CHAT_MESSAGE_PREFIX,
  chatConversationKey,
  chatMessageClaimKey,
  chatMessageKey,
  chatStatusList,
  GSI1,
  newestFirstSortKey,
  TABLE_KEYS,
  type AuditEntry,
  type ChatMessage,
  type ChatStatus,
  type Conversation,
} from '@shop/shared';
import { withAudit } from './audit-repository';
import { unlessConditionFails } from './conditional-write';
import { documentClient, tableName } from './document-client';
import { conditionFailedAt, conflictedWithAnother, type TransactItem } from './transactions';

/**
 * Conversations and their messages (item-keys.ts: CHAT#<id>). The conversation item also holds
 * the hash of the visitor's key (never the key); it is left out of what the API answers.
 */
export interface StoredConversation extends Conversation {
  readonly visitorKeyHash: string;
}

const DAY_SECONDS = 86_400;
const ttlAfter = (iso: string, retentionDays: number) => Math.floor(Date.parse(iso) / 1000) + retentionDays * DAY_SECONDS;

const optional = <K extends string>(key: K, value: unknown): Partial<Record<K, string>> =>
  typeof value === 'string' && value !== '' ? ({ [key]: value } as Record<K, string>) : {};

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

const toConversation = (item: Record<string, unknown>): StoredConversation => ({
  id: String(item.id),
  status: item.status as ChatStatus,
  visitorName: str(item.visitorName),
  ...optional('visitorEmail', item.visitorEmail),
  ...optional('accountId', item.accountId),
  ...optional('currentPage', item.currentPage),
  ...optional('cartId', item.cartId),
  ...optional('assigneeSub', item.assigneeSub),
  ...optional('assigneeName', item.assigneeName),
  unreadForAgents: Number(item.unreadForAgents ?? 0),
  unreadForVisitor: Number(item.unreadForVisitor ?? 0),
  lastMessagePreview: str(item.lastMessagePreview),
  createdAt: String(item.createdAt),
  lastMessageAt: String(item.lastMessageAt),
  visitorKeyHash: str(item.visitorKeyHash),
});

/** What the API answers: the stored conversation without the key hash. */
export const publicConversation = ({ visitorKeyHash: _hash, ...conversation }: StoredConversation): Conversation => conversation;

const toMessage = (item: Record<string, unknown>): ChatMessage => ({
  id: String(item.id),
  conversationId: String(item.conversationId),
  sender: item.sender as ChatMessage['sender'],
  senderName: str(item.senderName),
  text: str(item.text),
  ...optional('imageUrl', item.imageUrl),
  createdAt: String(item.createdAt),
});

const messagePut = (message: ChatMessage, retentionDays: number): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...chatMessageKey(message.conversationId, message.createdAt, message.id),
      ...message,
      [TABLE_KEYS.ttl]: ttlAfter(message.createdAt, retentionDays),
    },
  },
});

export const getConversation = async (id: string): Promise<StoredConversation | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: chatConversationKey(id), ConsistentRead: true }));
  return out.Item ? toConversation(out.Item) : undefined;
};

/** A new conversation, with its first messages (the greeting), written together. */
export const createConversation = async (
  conversation: StoredConversation,
  messages: readonly ChatMessage[],
  retentionDays: number,
): Promise<void> => {
  await documentClient().send(
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName(),
            Item: {
              ...chatConversationKey(conversation.id),
              ...conversation,
              [GSI1.partitionKey]: chatStatusList(conversation.status),
              [GSI1.sortKey]: newestFirstSortKey(conversation.lastMessageAt, conversation.id),
              [TABLE_KEYS.ttl]: ttlAfter(conversation.lastMessageAt, retentionDays),
            },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
        ...messages.map((m) => messagePut(m, retentionDays)),
      ],
    }),
  );
};

/** A tab of Aktif Sohbetler: the conversations of one status, latest message first. */
export const listConversations = async (status: ChatStatus, limit = 100): Promise<StoredConversation[]> => {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI1.indexName,
      KeyConditionExpression: `${GSI1.partitionKey} = :pk`,
      ExpressionAttributeValues: { ':pk': chatStatusList(status) },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(toConversation);
};

/** The conversation's newest messages (up to the history limit), oldest first. */
export const listMessages = async (conversationId: string): Promise<ChatMessage[]> => {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: `${TABLE_KEYS.partitionKey} = :pk AND begins_with(${TABLE_KEYS.sortKey}, :msg)`,
      ExpressionAttributeValues: { ':pk': chatConversationKey(conversationId).pk, ':msg': CHAT_MESSAGE_PREFIX },
      ScanIndexForward: false,
      Limit: CHAT_LIMITS.historyMessages,
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map(toMessage).reverse();
};

export interface ConversationChange {
  /** The status it must still have (the transition was decided on it); else nothing is written. */
  readonly expected: ChatStatus;
  readonly status: ChatStatus;
  /** Added to the unread counters; `reset` sets the side's counter to 0 first (whoever wrote has read). */
  readonly unreadForAgents?: number | 'reset';
  readonly unreadForVisitor?: number | 'reset';
  readonly assignee?: { readonly sub: string; readonly name: string };
  readonly currentPage?: string;
  /** A new last message: moves the conversation to the top of its list and renews its TTL (never back in time). */
  readonly lastMessage?: { readonly at: string; readonly preview: string };
}

const conversationUpdate = (id: string, change: ConversationChange, retentionDays: number) => {
  const sets = ['#status = :status', `${GSI1.partitionKey} = :list`];
  const adds: string[] = [];
  const values: Record<string, unknown> = { ':status': change.status, ':expected': change.expected, ':list': chatStatusList(change.status) };
  const counter = (name: 'unreadForAgents' | 'unreadForVisitor', value: number | 'reset' | undefined) => {
    if (value === 'reset') {
      sets.push(`${name} = :zero`);
      values[':zero'] = 0;
    } else if (value !== undefined) {
      adds.push(`${name} :${name}`);
      values[`:${name}`] = value;
    }
  };
  counter('unreadForAgents', change.unreadForAgents);
  counter('unreadForVisitor', change.unreadForVisitor);
  if (change.assignee) {
    sets.push('assigneeSub = :assigneeSub', 'assigneeName = :assigneeName');
    values[':assigneeSub'] = change.assignee.sub;
    values[':assigneeName'] = change.assignee.name;
  }
  if (change.currentPage !== undefined) {
    sets.push('currentPage = :page');
    values[':page'] = change.currentPage;
  }
  if (change.lastMessage) {
    sets.push('lastMessageAt = :at', 'lastMessagePreview = :preview', `${GSI1.sortKey} = :sort`, `#ttl = :ttl`);
    values[':at'] = change.lastMessage.at;
    values[':preview'] = change.lastMessage.preview;
    values[':sort'] = newestFirstSortKey(change.lastMessage.at, id);
    values[':ttl'] = ttlAfter(change.lastMessage.at, retentionDays);
  }
  return {
    TableName: tableName(),
    Key: chatConversationKey(id),
    UpdateExpression: `SET ${sets.join(', ')}${adds.length ? ` ADD ${adds.join(', ')}` : ''}`,
    // A last message only moves forward: one decided on an older read that a newer one overtook is decided again.
    ConditionExpression: `attribute_exists(pk) AND #status = :expected${change.lastMessage ? ' AND lastMessageAt <= :at' : ''}`,
    ExpressionAttributeNames: { '#status': 'status', ...(change.lastMessage ? { '#ttl': TABLE_KEYS.ttl } : {}) },
    ExpressionAttributeValues: values,
  };
};

/**
 * A message and the conversation's change, in one transaction: the message is stored only if the
 * conversation still has the status the change was decided on. Answers the conversation as it is
 * now, or undefined when the condition failed (a parallel change: the caller reads and decides again).
 */
/** The claim of a client's message id: only if nobody claimed it, holding the message it stored. */
const claimPut = (message: ChatMessage, retentionDays: number): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...chatMessageClaimKey(message.conversationId, message.id),
      message,
      [TABLE_KEYS.ttl]: ttlAfter(message.createdAt, retentionDays),
    },
    ConditionExpression: `attribute_not_exists(${TABLE_KEYS.partitionKey})`,
  },
});

/** The message stored under a client's message id, if one was. */
export const getClaimedMessage = async (conversationId: string, clientMessageId: string): Promise<ChatMessage | undefined> => {
  const out = await documentClient().send(
    new GetCommand({ TableName: tableName(), Key: chatMessageClaimKey(conversationId, clientMessageId), ConsistentRead: true }),
  );
  return out.Item ? toMessage(out.Item.message as Record<string, unknown>) : undefined;
};

export type AddOutcome =
  | { readonly kind: 'added'; readonly conversation: StoredConversation | undefined }
  | { readonly kind: 'moved' }
  | { readonly kind: 'duplicate'; readonly message: ChatMessage };

/**
 * The message, its conversation's change and its audit entry in one transaction. 'moved' when the
 * status was no longer the expected one; with `claim` (the message id is the client's), 'duplicate'
 * when that id was stored before: nothing of this one is written.
 */
export const addMessage = async (
  conversationId: string,
  message: ChatMessage,
  change: ConversationChange,
  retentionDays: number,
  options: { readonly audit?: AuditEntry | undefined; readonly claim?: boolean } = {},
): Promise<AddOutcome> => {
  const items: TransactItem[] = [{ Update: conversationUpdate(conversationId, change, retentionDays) }, messagePut(message, retentionDays)];
  if (options.claim) items.push(claimPut(message, retentionDays));
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: withAudit(items, options.audit) }));
  } catch (error) {
    // Two sends of one id at the same moment: one is written, the other meets its claim or its transaction.
    if (options.claim && (conditionFailedAt(error, 2) || conflictedWithAnother(error))) {
      const first = await getClaimedMessage(conversationId, message.id);
      if (first) return { kind: 'duplicate', message: first };
    }
    if (conditionFailedAt(error, 0) || conflictedWithAnother(error)) return { kind: 'moved' };
    throw error;
  }
  return { kind: 'added', conversation: await getConversation(conversationId) };
};

/** A change without a message (assign, close, read). Undefined when the status was no longer `expected`. */
export const changeConversation = async (
  conversationId: string,
  change: ConversationChange,
  retentionDays: number,
  audit?: AuditEntry,
): Promise<StoredConversation | undefined> => {
  if (!audit) {
    const out = await unlessConditionFails(
      documentClient().send(new UpdateCommand({ ...conversationUpdate(conversationId, change, retentionDays), ReturnValues: 'ALL_NEW' })),
    );
    return out?.Attributes ? toConversation(out.Attributes) : undefined;
  }
  try {
    await documentClient().send(
      new TransactWriteCommand({ TransactItems: withAudit([{ Update: conversationUpdate(conversationId, change, retentionDays) }], audit) }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return undefined;
    throw error;
  }
  return getConversation(conversationId);
};
