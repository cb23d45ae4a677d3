import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { QueryCommand, TransactWriteCommand, UpdateCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  GSI1,
  ORDER_MAIL_PREFIX,
  UNSENT_ORDER_MAIL_LIST,
  orderEventKey,
  orderMailItemSchema,
  orderMailKey,
  type OrderEvent,
  type OrderMailItem,
  type OrderMailKind,
  type OrderMailStatus,
} from '@shop/shared';
import { documentClient, tableName } from './document-client';
import { conditionFailedAt, type TransactItem } from './transactions';

/**
 * The order e-mail outbox: one item per e-mail in the order's partition (ORDER#<id>, MAIL#<mailId>),
 * written in the transaction of the change that sends it, so an e-mail is promised exactly when the
 * change happened. Unsent ones are also listed in gsi1 (UNSENT_ORDER_MAIL_LIST) for the retry.
 */

/** An outbox item as read back, with the id its key holds. */
export type StoredOrderMail = OrderMailItem & { readonly mailId: string };

const unsentListing = (at: string, orderId: string, mailId: string) => ({
  [GSI1.partitionKey]: UNSENT_ORDER_MAIL_LIST,
  [GSI1.sortKey]: `${at}#${orderId}#${mailId}`,
});

/** The Put of a new outbox item, for the transaction of the order change that sends it. */
export const orderMailPut = (
  orderId: string,
  mailId: string,
  kind: OrderMailKind,
  at: string,
  extra: { returnCode?: string } = {},
): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...orderMailKey(orderId, mailId),
      ...unsentListing(at, orderId, mailId),
      orderId,
      kind,
      status: 'PENDING' satisfies OrderMailStatus,
      at,
      attempts: 0,
      ...extra,
    },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Reads an outbox item from a stream image or a query (unmarshalled); undefined for anything else. */
export const storedOrderMailOf = (item: Record<string, unknown>): StoredOrderMail | undefined => {
  const sk = item.sk;
  if (typeof sk !== 'string' || !sk.startsWith(ORDER_MAIL_PREFIX)) return undefined;
  const parsed = orderMailItemSchema.safeParse(item);
  return parsed.success ? { ...parsed.data, mailId: sk.slice(ORDER_MAIL_PREFIX.length) } : undefined;
};

/**
 * Takes the e-mail for one send attempt: SENDING, attempts + 1, conditioned on the status and
 * attempt count the caller saw, so a redelivered stream record or two overlapping retries never
 * send it twice. False when someone else took it (or it was sent) first.
 */
export const claimOrderMail = async (mail: StoredOrderMail, at: string): Promise<boolean> => {
  try {
    await documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: orderMailKey(mail.orderId, mail.mailId),
        UpdateExpression: 'SET #status = :sending, attempts = :next, claimedAt = :at',
        ConditionExpression: '#status = :seen AND (attribute_not_exists(attempts) OR attempts = :attempts)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sending': 'SENDING' satisfies OrderMailStatus,
          ':seen': mail.status,
          ':attempts': mail.attempts,
          ':next': mail.attempts + 1,
          ':at': at,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
};

/**
 * Records how the claimed attempt went, in ONE transaction: the item's new status (conditioned on
 * it still being this attempt's claim) and the order's timeline entry. SENT and ABANDONED leave the
 * unsent list; FAILED stays on it for the scheduled retry. The order header is not touched: an
 * e-mail is not a change of the order, so it neither bumps the version nor makes a staff action stale.
 * False when the claim is no longer this attempt's (the item was removed, or a retry took it over
 * after the claim went stale): nothing is written then.
 */
export const settleOrderMail = async (mail: StoredOrderMail, status: 'SENT' | 'FAILED' | 'ABANDONED', event: OrderEvent): Promise<boolean> => {
  const listed = status === 'FAILED';
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: orderMailKey(mail.orderId, mail.mailId),
              UpdateExpression: listed ? 'SET #status = :status, settledAt = :at' : 'SET #status = :status, settledAt = :at REMOVE #lpk, #lsk',
              ConditionExpression: '#status = :sending AND attempts = :attempts',
              ExpressionAttributeNames: { '#status': 'status', ...(listed ? {} : { '#lpk': GSI1.partitionKey, '#lsk': GSI1.sortKey }) },
              ExpressionAttributeValues: { ':status': status, ':sending': 'SENDING', ':attempts': mail.attempts, ':at': event.at },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...orderEventKey(event.orderId, event.at, event.id), ...event },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
};

/** Every e-mail not sent yet, oldest first: a Query of the sparse unsent list (a handful at any time). */
export const listUnsentOrderMails = async (): Promise<StoredOrderMail[]> => {
  const mails: StoredOrderMail[] = [];
  let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1.indexName,
        KeyConditionExpression: '#list = :list',
        ExpressionAttributeNames: { '#list': GSI1.partitionKey },
        ExpressionAttributeValues: { ':list': UNSENT_ORDER_MAIL_LIST },
        ExclusiveStartKey,
      }),
    );
    for (const item of out.Items ?? []) {
      const mail = storedOrderMailOf(item);
      if (mail) mails.push(mail);
    }
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return mails;
};
