import { PutCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  GSI1,
  OPEN_STOCK_IMPORT_LIST,
  STOCK_IMPORT_CHUNK_PREFIX,
  stockImportChunkKey,
  stockImportKey,
  type AuditEntry,
  type StockLevel,
} from '@shop/shared';
import { withAudit } from './audit-repository';
import { unlessConditionFails } from './conditional-write';
import { documentClient, tableName } from './document-client';
import { refreshCardStock } from './product-card-stock';
import { levelPutFor, productStockAdds, type LevelTarget, type PlannedMovement, type StockWriter } from './stock-repository';
import { queryAll } from './query-all';
import { conditionFailedAt, type TransactItem } from './transactions';

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

/**
 * The record goes first, status WRITING, listed among the open imports until it ends: a call that
 * times out mid-way leaves it so, and the next preview or import finds it there and undoes its chunks.
 */
export const startImport = async (importId: string, rows: number, by: StockWriter['by']): Promise<number> => {
  const at = new Date().toISOString();
  return unitsOf(
    await documentClient().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...stockImportKey(importId),
          [GSI1.partitionKey]: OPEN_STOCK_IMPORT_LIST,
          [GSI1.sortKey]: `${at}#${importId}`,
          id: importId,
          status: 'WRITING',
          rows,
          written: 0,
          by,
          at,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
        ReturnConsumedCapacity: 'TOTAL',
      }),
    ),
  );
};

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

/** Actions one chunk adds beside its rows: the record's progress and the chunk's own item. */
export const CHUNK_RESERVED_ACTIONS = 2;

/** A chunk's item outlives its import only as long as a stuck one could wait to be found; then TTL removes it. */
const CHUNK_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

/** What one written chunk changed: each level (as the row named it) and the delta its count made. */
export interface WrittenChunk {
  readonly index: number;
  readonly rows: readonly { readonly target: LevelTarget; readonly delta: number }[];
}

const chunkPut = (importId: string, index: number, writes: readonly ChunkWrite[], at: string): TransactItem => ({
  Put: {
    TableName: tableName(),
    Item: {
      ...stockImportChunkKey(importId, index),
      index,
      rows: writes.map((w) => ({ target: w.target, delta: w.planned.change.delta })),
      ttl: Math.floor(Date.parse(at) / 1000) + CHUNK_LIFETIME_SECONDS,
    },
  },
});

/**
 * One chunk in one transaction: each level Put conditioned on the version the preview read, its
 * movement, one ADD per product, the record's progress (only while it is WRITING) and the chunk's
 * item. Undefined when a level changed since or the import is no longer WRITING (the transaction
 * wrote nothing); the write units otherwise.
 */
export const writeImportChunk = async (
  importId: string,
  index: number,
  writes: readonly ChunkWrite[],
  writer: StockWriter,
): Promise<number | undefined> => {
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
          TransactItems: [...actions, ...productStockAdds(deltas), progress(importId, writes.length), chunkPut(importId, index, writes, at)],
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

/** The chunks of the import still written (an undone chunk's item is deleted with its undo), oldest first. */
export const writtenChunks = async (importId: string): Promise<WrittenChunk[]> => {
  const items = await queryAll({
    TableName: tableName(),
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :chunk)',
    ExpressionAttributeValues: { ':pk': stockImportKey(importId).pk, ':chunk': STOCK_IMPORT_CHUNK_PREFIX },
    ConsistentRead: true,
  });
  return items.map((item) => ({ index: Number(item.index), rows: item.rows as WrittenChunk['rows'] }));
};

/** Goes in a chunk's undo transaction: the undo commits only while the chunk's item is there, so a chunk is undone once. */
export const chunkUndone = (importId: string, index: number): TransactItem => ({
  Delete: { TableName: tableName(), Key: stockImportChunkKey(importId, index), ConditionExpression: 'attribute_exists(pk)' },
});

/** An import not yet DONE or ROLLED_BACK: when it started and who started it. */
export interface OpenImport {
  readonly id: string;
  readonly status: 'WRITING' | 'ROLLING_BACK';
  readonly at: string;
  readonly by: StockWriter['by'];
}

/** The open imports: a Query of a sparse list that holds an import only while it is being written (or undone). */
export const openImports = async (): Promise<OpenImport[]> => {
  const items = await queryAll({
    TableName: tableName(),
    IndexName: GSI1.indexName,
    KeyConditionExpression: '#pk = :open',
    ExpressionAttributeNames: { '#pk': GSI1.partitionKey },
    ExpressionAttributeValues: { ':open': OPEN_STOCK_IMPORT_LIST },
  });
  return items.map((item) => ({
    id: String(item.id),
    status: item.status === 'ROLLING_BACK' ? 'ROLLING_BACK' : 'WRITING',
    at: String(item.at),
    by: item.by as StockWriter['by'],
  }));
};

/**
 * Takes an import left WRITING since before `startedBefore` over for its rollback: from then on
 * none of its chunks can land (their progress is conditioned on WRITING). True too when another
 * caller took it over first (both undo it: each chunk is undone once); false when it has ended.
 */
export const claimForRollback = async (importId: string, startedBefore: string): Promise<boolean> =>
  (await unlessConditionFails(
    documentClient().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: stockImportKey(importId),
        UpdateExpression: 'SET #status = :rolling',
        ConditionExpression: '(#status = :writing AND #at < :before) OR #status = :rolling',
        ExpressionAttributeNames: { '#status': 'status', '#at': 'at' },
        ExpressionAttributeValues: { ':rolling': 'ROLLING_BACK', ':writing': 'WRITING', ':before': startedBefore },
      }),
    ),
  )) !== undefined;

/**
 * The record's end: DONE (with the import's audit entry) or ROLLED_BACK; either way it leaves the open
 * list. DONE only while the record is still WRITING: a call that ran past its time may have been taken
 * over and undone by another's recovery, and must not then call its count applied. Undefined then.
 */
export const finishImport = async (importId: string, status: 'DONE' | 'ROLLED_BACK', audit?: AuditEntry): Promise<number | undefined> => {
  try {
    return unitsOf(
      await documentClient().send(
        new TransactWriteCommand({
          TransactItems: withAudit(
            [
              {
                Update: {
                  TableName: tableName(),
                  Key: stockImportKey(importId),
                  UpdateExpression: 'SET #status = :status, finishedAt = :now REMOVE #openPk, #openSk',
                  ...(status === 'DONE' ? { ConditionExpression: '#status = :writing' } : {}),
                  ExpressionAttributeNames: { '#status': 'status', '#openPk': GSI1.partitionKey, '#openSk': GSI1.sortKey },
                  ExpressionAttributeValues: {
                    ':status': status,
                    ':now': new Date().toISOString(),
                    ...(status === 'DONE' ? { ':writing': 'WRITING' } : {}),
                  },
                },
              },
            ],
            audit,
          ),
          ReturnConsumedCapacity: 'TOTAL',
        }),
      ),
    );
  } catch (error) {
    if (conditionFailedAt(error, 0)) return undefined;
    throw error;
  }
};
