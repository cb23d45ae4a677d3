import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { WAREHOUSE_PARTITION, warehouseKey, warehouseSchema, type Warehouse } from '@shop/shared';
import { documentClient, tableName } from './document-client';

/**
 * Warehouses share one partition (at most 50): sk WAREHOUSE#<id> for each and CODE#<code>
 * claiming its code, so two warehouses cannot share a code even when created at once.
 */

const toWarehouse = (item: Record<string, unknown>): Warehouse => warehouseSchema.parse(item);

/** Every warehouse, by allocation priority (then name). */
export const listWarehouses = async (): Promise<Warehouse[]> => {
  const out = await documentClient().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': WAREHOUSE_PARTITION, ':prefix': 'WAREHOUSE#' },
      ConsistentRead: true,
    }),
  );
  return (out.Items ?? []).map(toWarehouse).sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name, 'tr'));
};

export const getWarehouse = async (id: string): Promise<Warehouse | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: warehouseKey(id), ConsistentRead: true }));
  return out.Item ? toWarehouse(out.Item) : undefined;
};
