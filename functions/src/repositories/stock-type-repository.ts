import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import {
  GSI1,
  lowerTurkish,
  normalizeName,
  PRODUCT_LIST,
  STOCK_TYPE_PARTITION,
  stockTypeKey,
  stockTypeNameKey,
  stockTypeSchema,
  type AuditEntry,
  type StockType,
} from '@shop/shared';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';
import { queryAll } from './query-all';
import { conditionFailedAt, type TransactItem } from './transactions';

/**
 * Stock types share one partition (at most 100): sk STOCK_TYPE#<id> for each and NAME#<folded
 * name> claiming its name (Adet and ADET are one unit). Writes condition on the version read.
 */

const STOCK_TYPE_PREFIX = 'STOCK_TYPE#';
const byName = new Intl.Collator('tr');
const nameKey = (name: string) => lowerTurkish(normalizeName(name));

const toStockType = (item: Record<string, unknown>): StockType => stockTypeSchema.parse(item);
const typeItem = (type: StockType) => ({ ...stockTypeKey(type.id), ...type });
const claimPut = (type: StockType): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...stockTypeNameKey(nameKey(type.name)), stockTypeId: type.id },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** Every stock type, by name. */
export const listStockTypes = async (): Promise<StockType[]> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': STOCK_TYPE_PARTITION, ':prefix': STOCK_TYPE_PREFIX },
    ConsistentRead: true,
  });
  return items.map(toStockType).sort((a, b) => byName.compare(a.name, b.name));
};

export const getStockType = async (id: string): Promise<StockType | undefined> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: stockTypeKey(id), ConsistentRead: true }));
  return out.Item ? toStockType(out.Item) : undefined;
};

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

export type StockTypeWriteResult = { status: 'saved'; stockType: StockType } | { status: 'duplicate' } | { status: 'stale' };

/** Writes a new stock type with its name claim (a taken name: `duplicate`). */
export const createStockType = async (type: StockType, audit?: AuditEntry): Promise<StockTypeWriteResult> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [claimPut(type), { Put: { TableName: tableName(), Item: typeItem(type), ConditionExpression: 'attribute_not_exists(pk)' } }],
          audit,
        ),
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return { status: 'duplicate' };
    throw error;
  }
  return { status: 'saved', stockType: type };
};

/** Replaces `previous` (as of `baseVersion`) with `next`; a new name moves the claim in the same transaction. */
export const updateStockType = async (
  previous: StockType,
  next: StockType,
  baseVersion: number,
  audit?: AuditEntry,
): Promise<StockTypeWriteResult> => {
  const renamed = nameKey(previous.name) !== nameKey(next.name);
  const actions: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: typeItem(next),
        ConditionExpression: 'version = :base',
        ExpressionAttributeValues: { ':base': baseVersion },
      },
    },
    ...(renamed
      ? [claimPut(next), { Delete: { TableName: tableName(), Key: stockTypeNameKey(nameKey(previous.name)) } } satisfies TransactItem]
      : []),
  ];
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: withAudit(actions, audit) }));
  } catch (error) {
    if (conditionFailedAt(error, 0)) return { status: 'stale' };
    if (renamed && conditionFailedAt(error, 1)) return { status: 'duplicate' };
    throw error;
  }
  return { status: 'saved', stockType: next };
};

/** Deletes the type and its claim if it is still at its version (else false). */
export const deleteStockType = async (type: StockType, audit?: AuditEntry): Promise<boolean> => {
  try {
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Delete: {
                TableName: tableName(),
                Key: stockTypeKey(type.id),
                ConditionExpression: 'version = :version',
                ExpressionAttributeValues: { ':version': type.version },
              },
            },
            { Delete: { TableName: tableName(), Key: stockTypeNameKey(nameKey(type.name)) } },
          ],
          audit,
        ),
      }),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return false;
    throw error;
  }
  return true;
};

/** Writes a stock type unless one of that id or name is there (the demo seed, run again on every local start). */
export const putStockTypeIfMissing = async (type: StockType): Promise<boolean> => {
  try {
    return (await createStockType(type)).status === 'saved';
  } catch (error) {
    // The type is there under another name (renamed since): kept as it is.
    if (conditionFailedAt(error, 1)) return false;
    throw error;
  }
};
