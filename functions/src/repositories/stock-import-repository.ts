import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { stockImportKey, type AuditEntry, type StockLevel } from '@shop/shared';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';
import { refreshCardStock } from './product-card-stock';
import { levelPutFor, productStockAdds, type LevelTarget, type PlannedMovement, type StockWriter } from './stock-repository';
import type { TransactItem } from './transactions';

/**
 * A stock-count import's record (STOCK_IMPORT#<id>) and the chunk transactions that write its
 * rows; the all-or-nothing plan around them is the domain's (domain/stock/count-import-write.ts).
 */

/** One row of a chunk: the level, as the preview read it, and its COUNT. */
export interface ChunkWrite {
  readonly target: LevelTarget;
  readonly before: StockLevel | undefined;
  readonly planned: PlannedMovement;
}

interface Consumed {
  readonly ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
}
/** Write units a call consumed (ReturnConsumedCapacity TOTAL), for the bench's figures. */
const unitsOf = (out: Consumed): number => [out.ConsumedCapacity ?? []].flat().reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);

/** The record goes first, status WRITING: a crash mid-way leaves it so, naming the import whose movements carry its id. */
export const startImport = async (importId: string, rows: number, by: StockWriter['by']): Promise<number> =>
  unitsOf(
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...stockImportKey(importId), id: importId, status: 'WRITING', rows, written: 0, by, at: new Date().toISOString() },
        ConditionExpression: 'attribute_not_exists(pk)',
        ReturnConsumedCapacity: 'TOTAL',
      }),
    ),
  );

const progress = (importId: string, rows: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: stockImportKey(importId),
    UpdateExpression: 'SET written = written + :rows',
    ConditionExpression: '#status = :writing',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':rows': rows, ':writing': 'WRITING' },
  },
});

/** How many rows the record says were written: each chunk's transaction adds its own, so this tells whether a chunk whose call failed landed. */
export const importProgress = async (importId: string): Promise<number> => {
  const out = await documentClient().send(new GetCommand({ TableName: tableName(), Key: stockImportKey(importId), ConsistentRead: true }));
  return Number(out.Item?.written ?? 0);
};

/** Actions one chunk adds beside its rows: the record's progress. */
export const CHUNK_RESERVED_ACTIONS = 1;

/**
 * One chunk in one transaction: each level Put conditioned on the version the preview read, its
 * movement, one ADD per product and the record's progress. Undefined when a level changed since
 * (the transaction wrote nothing); the write units otherwise.
 */
export const writeImportChunk = async (importId: string, writes: readonly ChunkWrite[], writer: StockWriter): Promise<number | undefined> => {
  const at = new Date().toISOString();
  const deltas = new Map<string, number>();
  const actions = writes.flatMap(({ target, before, planned }) => {
    const one = levelPutFor(target, before, planned, writer, at);
    deltas.set(target.productId, (deltas.get(target.productId) ?? 0) + one.availableDelta);
    return [one.level, one.movement];
  });
  let units: number;
  try {
    units = unitsOf(
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [...actions, ...productStockAdds(deltas), progress(importId, writes.length)],
          ReturnConsumedCapacity: 'TOTAL',
        }),
      ),
    );
  } catch (error) {
    if (error instanceof Error && error.name === 'TransactionCanceledException') return undefined;
    throw error;
  }
  await Promise.all([...deltas].map(([id, delta]) => refreshCardStock(id, delta)));
  return units;
};

/** The record's end: DONE (with the import's audit entry) or ROLLED_BACK. */
export const finishImport = async (importId: string, status: 'DONE' | 'ROLLED_BACK', audit?: AuditEntry): Promise<number> =>
  unitsOf(
    await documentClient().send(
      new TransactWriteCommand({
        TransactItems: withAudit(
          [
            {
              Update: {
                TableName: tableName(),
                Key: stockImportKey(importId),
                UpdateExpression: 'SET #status = :status, finishedAt = :now',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':status': status, ':now': new Date().toISOString() },
              },
            },
          ],
          audit,
        ),
        ReturnConsumedCapacity: 'TOTAL',
      }),
    ),
  );
