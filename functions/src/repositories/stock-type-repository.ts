import { GSI1, PRODUCT_LIST, STOCK_TYPE_PARTITION, stockTypeKey, stockTypeNameKey, stockTypeSchema, type StockType } from '@shop/shared';
import { tableName } from './document-client';
import { namedRecords } from './named-records';
import { queryAll } from './query-all';

/**
 * Stock types share one partition (at most 100) and own their names (named-records.ts): sk
 * STOCK_TYPE#<id> for each and NAME#<folded name> claiming its name (Adet and ADET are one unit).
 */
const stockTypes = namedRecords<StockType>({
  partition: STOCK_TYPE_PARTITION,
  prefix: 'STOCK_TYPE#',
  schema: stockTypeSchema,
  key: stockTypeKey,
  nameKey: stockTypeNameKey,
  claimAttribute: 'stockTypeId',
});

export const {
  list: listStockTypes,
  get: getStockType,
  create: createStockType,
  update: updateStockType,
  remove: deleteStockType,
  putIfMissing: putStockTypeIfMissing,
} = stockTypes;

/**
 * How many products name this stock type. Deleting a unit is rare, so a filtered Query over the
 * product list (every product, read once) is cheaper than keeping a count on every product write.
 */
export const countProductsWithStockType = async (id: string): Promise<number> =>
  (
    await queryAll({
      TableName: tableName(),
      IndexName: GSI1.indexName,
      KeyConditionExpression: `${GSI1.partitionKey} = :list`,
      FilterExpression: 'stockTypeId = :id',
      ExpressionAttributeValues: { ':list': PRODUCT_LIST, ':id': id },
      ProjectionExpression: 'id',
    })
  ).length;
