import { GetCommand, QueryCommand, TransactWriteCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import {
  GSI1,
  WAREHOUSE_LIMITS,
  WAREHOUSE_PARTITION,
  warehouseCodeKey,
  warehouseKey,
  warehouseMetaKey,
  warehouseSchema,
  warehouseStockList,
  type AuditEntry,
  type Warehouse,
} from '@shop/shared';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';
import { conditionFailedAt, type TransactItem } from './transactions';

/**
 * Warehouses share one partition (at most 50): sk WAREHOUSE#<id> for each, CODE#<code>
 * claiming its code (two warehouses cannot share a code even when created at once), and META
 * holding the count and the default's id: creates, deletes and default changes condition on it.
 */

const toWarehouse = (item: Record<string, unknown>): Warehouse => warehouseSchema.parse(item);
const warehouseItem = (warehouse: Warehouse) => ({ ...warehouseKey(warehouse.id), ...warehouse });

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

/**
 * Whether any stock level of the warehouse holds stock (on hand or allocated not zero). Levels
 * are listed per warehouse in gsi1; the first page with a match answers.
 */
export const warehouseHasStock = async (id: string): Promise<boolean> => {
  let ExclusiveStartKey: QueryCommandInput['ExclusiveStartKey'];
  do {
    const page = await documentClient().send(
      new QueryCommand({
        TableName: tableName(),
        IndexName: GSI1.indexName,
        KeyConditionExpression: `${GSI1.partitionKey} = :list`,
        FilterExpression: 'onHand <> :zero OR allocated <> :zero',
        ExpressionAttributeValues: { ':list': warehouseStockList(id), ':zero': 0 },
        ProjectionExpression: 'pk',
        ExclusiveStartKey,
      }),
    );
    if ((page.Items ?? []).length > 0) return true;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return false;
};

export type WarehouseWriteResult =
  { status: 'saved'; warehouse: Warehouse } | { status: 'code-taken' } | { status: 'stale' } | { status: 'too-many' };

const codeClaim = (warehouse: Warehouse): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...warehouseCodeKey(warehouse.code), warehouseId: warehouse.id },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/** The former default gives the flag up in the same transaction (refused if it already did: someone else moved it). */
const unsetDefault = (id: string): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: warehouseKey(id),
    UpdateExpression: 'SET isDefault = :false, version = version + :one',
    ConditionExpression: 'isDefault = :true',
    ExpressionAttributeValues: { ':false': false, ':true': true, ':one': 1 },
  },
});

/** Runs the actions with the audit entry; answers the index of the action whose condition failed, or undefined when written. */
const runTransaction = async (actions: TransactItem[], audit: AuditEntry | undefined): Promise<number | undefined> => {
  try {
    await documentClient().send(new TransactWriteCommand({ TransactItems: withAudit(actions, audit) }));
    return undefined;
  } catch (error) {
    const failed = [...actions.keys()].find((index) => conditionFailedAt(error, index));
    if (failed === undefined) throw error;
    return failed;
  }
};

const warehouseCount = async (): Promise<number> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: warehouseMetaKey(), ConsistentRead: true }));
  return Number(out.Item?.count ?? 0);
};

/** META becomes default `id` if it still names `previous` (none: no warehouse was default yet). */
const metaDefault = (id: string, previous: string | undefined) => ({
  set: 'defaultId = :id',
  condition: previous === undefined ? 'attribute_not_exists(defaultId)' : 'defaultId = :previousDefault',
  values: { ':id': id, ...(previous === undefined ? {} : { ':previousDefault': previous }) },
});

/**
 * Writes a new warehouse with its code claim and counts it, refused beyond the cap. A default
 * one takes the flag from `previousDefault` (the current default's id, if any) in the same transaction.
 */
export const createWarehouse = async (
  warehouse: Warehouse,
  previousDefault: string | undefined,
  audit?: AuditEntry,
): Promise<WarehouseWriteResult> => {
  const moves = warehouse.isDefault ? metaDefault(warehouse.id, previousDefault) : undefined;
  const actions: TransactItem[] = [
    codeClaim(warehouse),
    {
      Update: {
        TableName: tableName(),
        Key: warehouseMetaKey(),
        UpdateExpression: `SET #count = if_not_exists(#count, :zero) + :one${moves ? `, ${moves.set}` : ''}`,
        ConditionExpression: `(attribute_not_exists(#count) OR #count < :max)${moves ? ` AND ${moves.condition}` : ''}`,
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':zero': 0, ':one': 1, ':max': WAREHOUSE_LIMITS.count, ...moves?.values },
      },
    },
    { Put: { TableName: tableName(), Item: warehouseItem(warehouse), ConditionExpression: 'attribute_not_exists(pk)' } },
    ...(moves && previousDefault !== undefined ? [unsetDefault(previousDefault)] : []),
  ];
  const failed = await runTransaction(actions, audit);
  if (failed === undefined) return { status: 'saved', warehouse };
  if (failed === 0) return { status: 'code-taken' };
  // META refused: the cap, or the default moved since it was read.
  if (failed === 1 && (await warehouseCount()) >= WAREHOUSE_LIMITS.count) return { status: 'too-many' };
  return { status: 'stale' };
};

/**
 * Replaces `previous` (as of `baseVersion`) with `next`: a new code moves the claim, becoming
 * the default takes the flag from `currentDefault`, all in one transaction.
 */
export const updateWarehouse = async (
  previous: Warehouse,
  next: Warehouse,
  baseVersion: number,
  currentDefault: string | undefined,
  audit?: AuditEntry,
): Promise<WarehouseWriteResult> => {
  const recoded = previous.code !== next.code;
  const moves = next.isDefault && !previous.isDefault ? metaDefault(next.id, currentDefault) : undefined;
  const actions: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: warehouseItem(next),
        ConditionExpression: 'version = :base',
        ExpressionAttributeValues: { ':base': baseVersion },
      },
    },
    ...(recoded ? [codeClaim(next), { Delete: { TableName: tableName(), Key: warehouseCodeKey(previous.code) } } satisfies TransactItem] : []),
    ...(moves
      ? [
          {
            Update: {
              TableName: tableName(),
              Key: warehouseMetaKey(),
              UpdateExpression: `SET ${moves.set}`,
              ConditionExpression: moves.condition,
              ExpressionAttributeValues: moves.values,
            },
          } satisfies TransactItem,
          ...(currentDefault !== undefined ? [unsetDefault(currentDefault)] : []),
        ]
      : []),
  ];
  const failed = await runTransaction(actions, audit);
  if (failed === undefined) return { status: 'saved', warehouse: next };
  if (recoded && failed === 1) return { status: 'code-taken' };
  return { status: 'stale' };
};

/** Deletes the warehouse and its code claim if it is still at its version, and uncounts it (false: someone changed it). */
export const deleteWarehouse = async (warehouse: Warehouse, audit?: AuditEntry): Promise<boolean> =>
  (await runTransaction(
    [
      {
        Delete: {
          TableName: tableName(),
          Key: warehouseKey(warehouse.id),
          ConditionExpression: 'version = :version AND isDefault = :false',
          ExpressionAttributeValues: { ':version': warehouse.version, ':false': false },
        },
      },
      { Delete: { TableName: tableName(), Key: warehouseCodeKey(warehouse.code) } },
      {
        Update: {
          TableName: tableName(),
          Key: warehouseMetaKey(),
          UpdateExpression: 'SET #count = #count - :one',
          ConditionExpression: '#count > :zero',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':one': 1, ':zero': 0 },
        },
      },
    ],
    audit,
  )) === undefined;
