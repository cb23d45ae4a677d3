import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { realtimeTicketKey } from '@shop/shared';
import { unlessConditionFails } from './conditional-write';
import { documentClient, tableName } from './document-client';

/** Who a ticket lets in: what the WebSocket connection will act as. */
export interface TicketHolder {
  readonly sub: string;
  readonly userName: string;
  readonly groups: readonly string[];
  /** A visitor's ticket (issue 30): the one conversation its connection is scoped to. */
  readonly conversationId?: string;
}

export interface IssuedTicket {
  readonly ticket: string;
  /** Epoch milliseconds. */
  readonly expiresAt: number;
}

export const TICKET_LIFETIME_SECONDS = 60;

/**
 * pk REALTIME_TICKET#<SHA-256 of the ticket>, sk TICKET. Only the hash is stored, so whoever
 * can read the table still cannot open a connection with what is in it. The TTL (epoch
 * seconds) clears unused tickets; reads check expiresAt as well, since TTL deletes late.
 */
const ticketKey = (ticket: string) => realtimeTicketKey(createHash('sha256').update(ticket).digest('base64url'));

/** 256 random bits, URL-safe: the ticket travels in the WebSocket URL's query. */
export const issueTicket = async (holder: TicketHolder): Promise<IssuedTicket> => {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = Date.now() + TICKET_LIFETIME_SECONDS * 1000;
  await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...ticketKey(ticket),
        sub: holder.sub,
        userName: holder.userName,
        groups: [...holder.groups],
        ...(holder.conversationId ? { conversationId: holder.conversationId } : {}),
        expiresAt,
        ttl: Math.ceil(expiresAt / 1000),
      },
    }),
  );
  return { ticket, expiresAt };
};

/**
 * Uses the ticket up: one conditional delete, so of two connects with the same ticket
 * exactly one gets the holder. Undefined for an unknown, used or expired ticket.
 */
export const consumeTicket = async (ticket: string): Promise<TicketHolder | undefined> => {
  const out = await unlessConditionFails(
    documentClient().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: ticketKey(ticket),
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': Date.now() },
        ReturnValues: 'ALL_OLD',
      }),
    ),
  );
  const item = out?.Attributes;
  if (!item) return undefined;
  return {
    sub: String(item.sub),
    userName: String(item.userName),
    groups: Array.isArray(item.groups) ? item.groups.map(String) : [],
    ...(typeof item.conversationId === 'string' ? { conversationId: item.conversationId } : {}),
  };
};
