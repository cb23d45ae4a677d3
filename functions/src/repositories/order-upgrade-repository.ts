import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { GSI1, ORDER_LIST, type Order, type OrderEvent } from '@shop/shared';
import { documentClient, tableName } from './document-client';
import { newOrderItems } from './order-repository';
import { queryAll } from './query-all';
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
