import { PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  GSI1,
  GSI2,
  newestFirstSortKey,
  notificationKey,
  notificationList,
  orderAlertKey,
  unreadNotificationList,
  type Notification,
  type NotificationType,
} from '@shop/shared';
import { unlessConditionFails } from './conditional-write';
import { batchDelete, batchPut } from './batch-write';
import { documentClient, tableName } from './document-client';
import { queryAll } from './query-all';

/**
 * Each admin holds their own copy under USER#<sub>, so read state is per admin.
 * - sk NOTIFICATION#<id>: mark-read addresses one copy directly, and only the caller's own.
 * - gsi2 USER#<sub>#NOTIFICATIONS by createdAt: the bell's newest-first list is one query.
 * - gsi1 USER#<sub>#UNREAD, on unread copies only (sparse): the unread count and
 *   mark-all-read are queries over unread copies, never a scan.
 */
const timeSk = (n: Pick<Notification, 'createdAt' | 'id'>) => newestFirstSortKey(n.createdAt, String(n.id));

/** The bell shows the newest ones; older ones stay in the table. */
export const NOTIFICATION_LIST_LIMIT = 50;

const toItem = (sub: string, n: Notification): Record<string, unknown> => ({
  ...notificationKey(sub, String(n.id)),
  [GSI2.partitionKey]: notificationList(sub),
  [GSI2.sortKey]: timeSk(n),
  ...(n.isRead ? {} : { [GSI1.partitionKey]: unreadNotificationList(sub), [GSI1.sortKey]: timeSk(n) }),
  id: n.id,
  type: n.type,
  title: n.title,
  description: n.description,
  href: n.href,
  isRead: n.isRead,
  createdAt: n.createdAt,
});

const toNotification = (item: Record<string, unknown>): Notification => ({
  id: item.id as Notification['id'],
  type: item.type as Notification['type'],
  title: String(item.title),
  description: typeof item.description === 'string' ? item.description : '',
  ...(typeof item.href === 'string' ? { href: item.href } : {}),
  isRead: item.isRead === true,
  createdAt: String(item.createdAt),
});

export const putNotificationsFor = (userSub: string, notifications: readonly Notification[]): Promise<void> =>
  batchPut(notifications.map((n) => toItem(userSub, n)));

/**
 * Fans one new notification (e.g. NEW_ORDER) out to every admin: one unread copy each. A copy
 * that is already there is left alone, so a retried delivery neither marks a read alert unread
 * again nor moves it to the top.
 */
export const putNotificationForAdmins = async (adminSubs: readonly string[], notification: Notification): Promise<void> => {
  await Promise.all(
    adminSubs.map((sub) =>
      unlessConditionFails(
        documentClient().send(
          new PutCommand({ TableName: tableName(), Item: toItem(sub, notification), ConditionExpression: 'attribute_not_exists(pk)' }),
        ),
      ),
    ),
  );
};

/** Stream records are kept 24 hours; the marker outlives every redelivery of its record. */
const ALERT_MARKER_LIFETIME_SECONDS = 2 * 24 * 60 * 60;

/**
 * True the first time for an order, false ever after: whoever claims it sends the order's
 * live event, so a batch delivered again does not announce the order twice. The marker's
 * partition does not start with ORDER#, so the stream's filter does not hand it back.
 */
export const claimOrderAlert = async (orderId: string): Promise<boolean> => {
  const out = await unlessConditionFails(
    documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...orderAlertKey(orderId), ttl: Math.floor(Date.now() / 1000) + ALERT_MARKER_LIFETIME_SECONDS },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    ),
  );
  return out !== undefined;
};

export const listNotifications = async (userSub: string): Promise<Notification[]> => {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: GSI2.indexName,
      KeyConditionExpression: `${GSI2.partitionKey} = :pk`,
      ExpressionAttributeValues: { ':pk': notificationList(userSub) },
      ScanIndexForward: false,
      Limit: NOTIFICATION_LIST_LIMIT,
    }),
  );
  return (out.Items ?? []).map(toNotification);
};

/** Marks one copy read and drops it from the unread index; undefined when there is no such copy. */
const markRead = async (key: { pk: string; sk: string }): Promise<Notification | undefined> => {
  const out = await unlessConditionFails(
    documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: `SET isRead = :read REMOVE ${GSI1.partitionKey}, ${GSI1.sortKey}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':read': true },
        ReturnValues: 'ALL_NEW',
      }),
    ),
  );
  return out?.Attributes ? toNotification(out.Attributes) : undefined;
};

/** The key holds the caller's sub, so another admin's notification id is simply not found. */
export const markNotificationRead = (userSub: string, id: string): Promise<Notification | undefined> => markRead(notificationKey(userSub, id));

const UPDATE_BATCH = 25;

/**
 * Updates (rather than rewrites) each unread copy, a batch of 25 at a time, so a copy changed
 * meanwhile keeps its other attributes; the unread index may lag, and marking read twice is harmless.
 */
export const markAllNotificationsRead = async (userSub: string): Promise<number> => {
  const unread = await queryAll({
    TableName: tableName(),
    IndexName: GSI1.indexName,
    KeyConditionExpression: `${GSI1.partitionKey} = :pk`,
    ExpressionAttributeValues: { ':pk': unreadNotificationList(userSub) },
    ProjectionExpression: 'pk, sk',
  });
  let updated = 0;
  for (let i = 0; i < unread.length; i += UPDATE_BATCH) {
    const batch = unread.slice(i, i + UPDATE_BATCH);
    const results = await Promise.all(batch.map((key) => markRead({ pk: String(key.pk), sk: String(key.sk) })));
    updated += results.filter(Boolean).length;
  }
  return updated;
};

export const countUnreadNotifications = async (userSub: string): Promise<number> => {
  let count = 0;
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1.indexName,
        KeyConditionExpression: `${GSI1.partitionKey} = :pk`,
        ExpressionAttributeValues: { ':pk': unreadNotificationList(userSub) },
        Select: 'COUNT',
        ExclusiveStartKey,
      }),
    );
    count += out.Count ?? 0;
    ExclusiveStartKey = out.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return count;
};

/** Deletes every copy of these types an admin holds (read or not); answers how many went. */
export const deleteNotificationsOfTypes = async (userSub: string, types: readonly NotificationType[]): Promise<number> => {
  if (types.length === 0) return 0;
  const names = Object.fromEntries(types.map((t, i) => [`:t${i}`, t]));
  const copies = await queryAll({
    TableName: tableName(),
    IndexName: GSI2.indexName,
    KeyConditionExpression: `${GSI2.partitionKey} = :pk`,
    FilterExpression: `#type IN (${Object.keys(names).join(', ')})`,
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':pk': notificationList(userSub), ...names },
    ProjectionExpression: 'pk, sk',
  });
  await batchDelete(copies.map((c) => ({ pk: c.pk, sk: c.sk })));
  return copies.length;
};
