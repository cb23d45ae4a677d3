import { BatchGetCommand, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  optionTypeKey,
  optionTypeSchema,
  stockLevelKey,
  stockPartition,
  stockTypeKey,
  stockTypeSchema,
  type OptionType,
  type StockType,
} from '@shop/shared';
import { documentClient, tableName } from './document-client';

/**
 * What the product write path and the product page read of other parts' items by key (option
 * types, stock types, stock levels), without their repositories: reads only, never writes.
 */

/** Items by key, 100 per BatchGet, retrying unprocessed keys. */
const batchGet = async (keys: readonly Record<string, unknown>[], projection?: string): Promise<Record<string, unknown>[]> => {
  const items: Record<string, unknown>[] = [];
  for (let i = 0; i < keys.length; i += 100) {
    let pending: Record<string, unknown>[] = keys.slice(i, i + 100);
    for (let attempt = 0; pending.length > 0; attempt++) {
      if (attempt === 8) throw new Error(`BatchGet left ${pending.length} keys unprocessed`);
      if (attempt > 0) await new Promise((r) => setTimeout(r, 2 ** attempt * 25));
      const out = await documentClient().send(
        new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ...(projection ? { ProjectionExpression: projection } : {}) } } }),
      );
      items.push(...(out.Responses?.[tableName()] ?? []));
      pending = (out.UnprocessedKeys?.[tableName()]?.Keys ?? []) as Record<string, unknown>[];
    }
  }
  return items;
};

/** The option types with these ids that exist (unknown ids are left out). */
export const getOptionTypes = async (ids: readonly string[]): Promise<OptionType[]> =>
  ids.length === 0 ? [] : (await batchGet([...new Set(ids)].map(optionTypeKey))).map((item) => optionTypeSchema.parse(item));

export const getStockType = async (id: string): Promise<StockType | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: stockTypeKey(id) }));
  return out.Item ? stockTypeSchema.parse(out.Item) : undefined;
};

/** The first of these variants with goods on hand or allocated in any warehouse (a variant that cannot simply be removed). */
export const firstStockedVariant = async (variantIds: readonly string[]): Promise<string | undefined> => {
  const stocked = async (id: string) => {
    const out = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :level)',
        FilterExpression: 'onHand <> :zero OR allocated <> :zero',
        ExpressionAttributeValues: { ':pk': stockPartition(id), ':level': 'LEVEL#', ':zero': 0 },
        ConsistentRead: true,
      }),
    );
    return (out.Items ?? []).length > 0;
  };
  for (let i = 0; i < variantIds.length; i += 25) {
    const chunk = variantIds.slice(i, i + 25);
    const found = (await Promise.all(chunk.map(stocked))).findIndex(Boolean);
    if (found >= 0) return chunk[found];
  }
  return undefined;
};

/** Available (on hand − allocated) per variant, summed over the given warehouses; a variant without levels has 0. */
export const availableOf = async (variantIds: readonly string[], warehouseIds: readonly string[]): Promise<Map<string, number>> => {
  const keys = variantIds.flatMap((v) => warehouseIds.map((w) => stockLevelKey(v, w)));
  const available = new Map(variantIds.map((id) => [id, 0]));
  for (const item of await batchGet(keys, 'variantId, onHand, allocated')) {
    const id = String(item.variantId);
    available.set(id, (available.get(id) ?? 0) + Number(item.onHand ?? 0) - Number(item.allocated ?? 0));
  }
  return available;
};
