import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { optionTypeKey, optionTypeSchema, stockLevelKey, stockPartition, type OptionType } from '@shop/shared';
import { batchGet } from './batch-get';
import { documentClient, tableName } from './document-client';

/**
 * What the product write path and the product page read of other parts' items by key (option
 * types, stock levels), without their repositories: reads only, never writes.
 */

/** The option types with these ids that exist (unknown ids are left out). */
export const getOptionTypes = async (ids: readonly string[]): Promise<OptionType[]> =>
  ids.length === 0 ? [] : (await batchGet([...new Set(ids)].map(optionTypeKey), false)).map((item) => optionTypeSchema.parse(item));

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
  for (const item of await batchGet(keys, false, 'variantId, onHand, allocated')) {
    const id = String(item.variantId);
    available.set(id, (available.get(id) ?? 0) + Number(item.onHand ?? 0) - Number(item.allocated ?? 0));
  }
  return available;
};
