import { GSI1, OPTION_TYPE_PARTITION, optionTypeKey, optionTypeNameKey, optionTypeSchema, optionUseList, type OptionType } from '@shop/shared';
import { tableName } from './document-client';
import { namedRecords } from './named-records';
import { queryAll } from './query-all';

/**
 * Option types share one partition (a shop has tens) and own their names (named-records.ts):
 * sk OPTION_TYPE#<id> for each and NAME#<folded name> claiming its name.
 */
const optionTypes = namedRecords<OptionType>({
  partition: OPTION_TYPE_PARTITION,
  prefix: 'OPTION_TYPE#',
  schema: optionTypeSchema,
  key: optionTypeKey,
  nameKey: optionTypeNameKey,
  claimAttribute: 'optionTypeId',
});

export const {
  list: listOptionTypes,
  get: getOptionType,
  create: createOptionType,
  update: updateOptionType,
  remove: deleteOptionType,
  putIfMissing: putOptionTypeIfMissing,
} = optionTypes;

/**
 * How many variants use one value: each product that uses it holds one item listed in gsi1
 * under the value, its `variants` attribute counting that product's variants with it.
 */
export const countOptionUse = async (typeName: string, label: string): Promise<number> => {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: GSI1.indexName,
    KeyConditionExpression: `${GSI1.partitionKey} = :list`,
    ExpressionAttributeValues: { ':list': optionUseList(typeName, label) },
    ProjectionExpression: 'variants',
  });
  return items.reduce((sum, item) => sum + (typeof item.variants === 'number' ? item.variants : 0), 0);
};
