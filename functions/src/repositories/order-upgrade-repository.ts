import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { GSI1, ORDER_LIST, orderKey, orderPairFinderKey, orderSchema, type Order, type OrderEvent } from '@shop/shared';
import { batchGet } from './batch-get';
import { documentClient, tableName } from './document-client';
import { newOrderItems, pairFinderItem } from './order-repository';
import { queryAll, queryPages } from './query-all';
import { conditionFailedAt } from './transactions';

/** Headers on the order list without a version: stored before the three axes (issue 27). */
export const listLegacyOrders = async (): Promise<Record<string, unknown>[]> =>
  queryAll({
    TableName: tableName(),
    IndexName: GSI1.indexName,
    KeyConditionExpression: '#list = :list',
    FilterExpression: 'attribute_not_exists(version)',
    ExpressionAttributeNames: { '#list': GSI1.partitionKey },
    ExpressionAttributeValues: { ':list': ORDER_LIST },
  });

/**
 * Replaces a legacy header with the upgraded order, its finders, search words and timeline in one
 * transaction, conditioned on the header still having no version (another run got there: false).
 * The day counters already count it.
 */
export const upgradeOrder = async (order: Order, events: readonly OrderEvent[]): Promise<boolean> => {
  const [header, ...rest] = newOrderItems(order, events);
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: tableName(), Item: header, ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(version)' } },
          ...rest.map((Item) => ({ Put: { TableName: tableName(), Item } })),
        ],
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
};

/**
 * Writes an order's status × payment finder from the header read, conditioned on the header still
 * being at that version: an order changed meanwhile got its finder from that change (false then).
 */
const backfillPairFinder = async (order: Order): Promise<boolean> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: tableName(),
              Key: orderKey(order.id),
              ConditionExpression: 'version = :read',
              ExpressionAttributeValues: { ':read': order.version },
            },
          },
          { Put: { TableName: tableName(), Item: pairFinderItem(order) } },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
};

/**
 * Orders in the new model stored before the status × payment finder (FIND#STATUS_PAYMENT) get it:
 * the order list read a page (1 MB) at a time, the pair finders of the page looked up by key (100 a
 * call), the missing ones written. Returns how many it wrote; a second run writes none.
 */
export const backfillPairFinders = async (): Promise<number> => {
  let written = 0;
  const pages = queryPages({
    TableName: tableName(),
    IndexName: GSI1.indexName,
    KeyConditionExpression: '#list = :list',
    FilterExpression: 'attribute_exists(version)',
    ExpressionAttributeNames: { '#list': GSI1.partitionKey },
    ExpressionAttributeValues: { ':list': ORDER_LIST },
  });
  for await (const page of pages) {
    const headers = page.map((item) => orderSchema.parse(item));
    const found = new Set(
      (
        await batchGet(
          headers.map((o) => orderPairFinderKey(o.id)),
          false,
          'pk',
        )
      ).map((item) => String(item.pk)),
    );
    for (const order of headers) if (!found.has(orderKey(order.id).pk) && (await backfillPairFinder(order))) written += 1;
  }
  return written;
};
