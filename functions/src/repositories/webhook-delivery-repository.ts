import { GetCommand, PutCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  TABLE_KEYS,
  WEBHOOK_DELIVERY_PARTITION,
  WEBHOOK_DELIVERY_RETENTION_DAYS,
  webhookDeliveryKey,
  webhookDeliverySchema,
  webhookOrderStateKey,
  type WebhookDelivery,
} from '@shop/shared';
import { logger } from '../observability/logger';
import { documentClient, tableName } from './document-client';
import { unlessConditionFails } from './conditional-write';
import { queryAll } from './query-all';
import { conditionFailedAt } from './transactions';

/** A delivery as stored: what the page lists, plus the exact body every try sends (signed afresh each time). */
export type StoredWebhookDelivery = WebhookDelivery & { body: string };

const deliveryOf = (item: Record<string, unknown>): StoredWebhookDelivery | undefined => {
  const parsed = webhookDeliverySchema.safeParse(item);
  if (parsed.success && typeof item.body === 'string') return { ...parsed.data, body: item.body };
  logger.error('Webhook delivery item does not parse', { sk: item[TABLE_KEYS.sortKey] });
  return undefined;
};

const ttlOf = (createdAt: string) => Math.floor(Date.parse(createdAt) / 1000) + WEBHOOK_DELIVERY_RETENTION_DAYS * 86_400;

/**
 * Writes a delivery for an order's change unless this change was announced already: the order's
 * state item remembers the last version and status announced, so a redelivered stream record, or a
 * change that kept the status (a note, an invoice number), writes nothing. False: nothing to send.
 */
export const putOrderDelivery = async (
  change: { orderId: string; version: number; statusKey: string },
  delivery: StoredWebhookDelivery,
): Promise<boolean> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: webhookOrderStateKey(change.orderId),
              UpdateExpression: 'SET orderVersion = :v, statusKey = :k',
              ConditionExpression: 'attribute_not_exists(pk) OR (orderVersion < :v AND statusKey <> :k)',
              ExpressionAttributeValues: { ':v': change.version, ':k': change.statusKey },
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...webhookDeliveryKey(delivery.createdAt, delivery.id), ...delivery, [TABLE_KEYS.ttl]: ttlOf(delivery.createdAt) },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0) || conditionFailedAt(error, 1)) return false;
    throw error;
  }
};

/** The status an order's webhook last announced (`status/payment/fulfilment`), if any. */
export const lastAnnouncedStatus = async (orderId: string): Promise<string | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: webhookOrderStateKey(orderId), ConsistentRead: true }));
  const status: unknown = out.Item?.statusKey;
  return typeof status === 'string' ? status : undefined;
};

/**
 * Takes try `attempts + 1` of a delivery: only one sender wins it (the stream's first try, the
 * retry job), since the count it read must still be the stored one.
 */
export const claimDelivery = async (delivery: StoredWebhookDelivery, at: string): Promise<boolean> =>
  (await unlessConditionFails(
    documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: webhookDeliveryKey(delivery.createdAt, delivery.id),
        UpdateExpression: 'SET #status = :sending, attempts = :next, lastAttemptAt = :at REMOVE nextAttemptAt',
        ConditionExpression: 'attempts = :prev AND #status <> :delivered AND #status <> :failed',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':sending': 'SENDING',
          ':next': delivery.attempts + 1,
          ':prev': delivery.attempts,
          ':at': at,
          ':delivered': 'DELIVERED',
          ':failed': 'FAILED',
        },
      }),
    ),
  )) !== undefined;

/** Records how a claimed try went; a delivery taken over meanwhile (its claim went stale) is left to the other sender. */
export const settleDelivery = async (
  claimed: StoredWebhookDelivery,
  outcome: Pick<WebhookDelivery, 'status' | 'httpStatus' | 'error' | 'nextAttemptAt'>,
): Promise<void> => {
  await unlessConditionFails(
    documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...webhookDeliveryKey(claimed.createdAt, claimed.id),
          id: claimed.id,
          event: claimed.event,
          orderId: claimed.orderId,
          body: claimed.body,
          createdAt: claimed.createdAt,
          attempts: claimed.attempts,
          ...(claimed.lastAttemptAt ? { lastAttemptAt: claimed.lastAttemptAt } : {}),
          ...outcome,
          [TABLE_KEYS.ttl]: ttlOf(claimed.createdAt),
        },
        ConditionExpression: 'attempts = :n AND #status = :sending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':n': claimed.attempts, ':sending': 'SENDING' },
      }),
    ),
  );
};

/** The page's list: the newest deliveries, whatever their state. */
export const listRecentDeliveries = async (limit: number): Promise<StoredWebhookDelivery[]> => {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': WEBHOOK_DELIVERY_PARTITION },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).flatMap((item) => deliveryOf(item) ?? []);
};

/**
 * Deliveries created since `since` that are not settled for good: the retry job picks the due ones.
 * A delivery is given up within about 15 minutes, so the window keeps this one small Query.
 */
export const listOpenDeliveries = async (since: string): Promise<StoredWebhookDelivery[]> =>
  (
    await queryAll({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk >= :since',
      FilterExpression: '#status IN (:pending, :sending, :retrying)',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':pk': WEBHOOK_DELIVERY_PARTITION,
        ':since': since,
        ':pending': 'PENDING',
        ':sending': 'SENDING',
        ':retrying': 'RETRYING',
      },
    })
  ).flatMap((item) => deliveryOf(item) ?? []);
