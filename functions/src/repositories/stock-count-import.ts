import { randomUUID } from 'node:crypto';
import { PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { stockImportKey, type AuditEntry, type StockLevel } from '@shop/shared';
import { chunkCounts, type PlannedCount } from '../domain/stock/count-import';
import { count, DEFAULT_UNIT, EMPTY_LEVEL, type LevelChange } from '../domain/stock/level-change';
import { withAudit } from './audit-repository';
import { documentClient, tableName } from './document-client';
import { refreshCardStock } from './product-card-stock';
import { changeLevels, levelPutFor, productStockAdds, type LevelTarget, type StockWriter } from './stock-repository';
import type { TransactItem } from './transactions';

/**
 * A stock count is written all rows or none, though a file holds more rows than one transaction
 * (100 actions). How (docs/decisions.md, "Stock-count import"):
 * 1. an import record is written first (status WRITING);
 * 2. the rows go in chunks, one transaction each: every level Put conditioned on the version the
 *    preview read, its COUNT movement (tagged with the import's id), one ADD per product, and the
 *    record's progress. A level someone changed since the preview fails its chunk, which writes nothing;
 * 3. on a failure, every chunk already written is undone, newest first, by compensating movements:
 *    each level gets back the difference its count made (relative, so a change made meanwhile by
 *    someone else is kept), the ledger shows the count and its reversal, and the record says ROLLED_BACK;
 * 4. when every chunk is in, the record says DONE and the audit entry is written with it.
 */

/** A row ready to write: what it counts and the level the preview read (undefined: none yet). */
export interface CountWrite {
  readonly row: PlannedCount;
  readonly target: LevelTarget;
  readonly before: StockLevel | undefined;
}

export type CountImportResult =
  | { status: 'written'; written: number; writeUnits: number }
  | { status: 'rolled-back'; failedChunk: number; writeUnits: number };

const MAX_ACTIONS = 100;
/** The import record's progress update in every chunk. */
const RESERVED = 1;
const ROLLBACK_NOTE = 'Geri alındı: sayım içe aktarma yarıda kaldı';

const unitsOf = (out: { ConsumedCapacity?: { CapacityUnits?: number }[] }) =>
  (out.ConsumedCapacity ?? []).reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);

const recordProgress = (importId: string, rows: number): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: stockImportKey(importId),
    UpdateExpression: 'SET written = written + :rows',
    ConditionExpression: '#status = :writing',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':rows': rows, ':writing': 'WRITING' },
  },
});

const setStatus = (importId: string, status: 'DONE' | 'ROLLED_BACK'): TransactItem => ({
  Update: {
    TableName: tableName(),
    Key: stockImportKey(importId),
    UpdateExpression: 'SET #status = :status, finishedAt = :now',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':status': status, ':now': new Date().toISOString() },
  },
});

/** The COUNT each row makes against the level the preview read (the unit was checked then). */
const changeOf = (write: CountWrite): LevelChange => count(write.before ?? EMPTY_LEVEL, write.row.quantity, { ...DEFAULT_UNIT, allowDecimals: true });

/** Writes the counts (the caller checked every row) in chunks; undoes the written chunks when one fails. */
export const writeCountImport = async (writes: readonly CountWrite[], writer: StockWriter, note: string | undefined, audit?: AuditEntry) => {
  const importId = randomUUID();
  const byLine = new Map(writes.map((w) => [w.row.line, w]));
  const chunks = chunkCounts(
    writes.map((w) => w.row),
    MAX_ACTIONS,
    RESERVED,
  ).map((chunk) => chunk.map((row) => byLine.get(row.line) as CountWrite));
  let writeUnits = 0;
  const put = await documentClient().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...stockImportKey(importId), status: 'WRITING', rows: writes.length, written: 0, by: writer.by, at: new Date().toISOString() },
      ConditionExpression: 'attribute_not_exists(pk)',
      ReturnConsumedCapacity: 'TOTAL',
    }),
  );
  writeUnits += unitsOf({ ConsumedCapacity: put.ConsumedCapacity ? [put.ConsumedCapacity] : [] });
  const done: CountWrite[][] = [];
  for (const [index, chunk] of chunks.entries()) {
    const at = new Date().toISOString();
    const productDeltas = new Map<string, number>();
    const actions = chunk.flatMap((write) => {
      const change = changeOf(write);
      const { level, movement, availableDelta } = levelPutFor(write.target, write.before, { change, importId, ...(note ? { note } : {}) }, writer, at);
      productDeltas.set(write.row.productId, (productDeltas.get(write.row.productId) ?? 0) + availableDelta);
      return [level, movement];
    });
    try {
      const out = await documentClient().send(
        new TransactWriteCommand({
          TransactItems: [...actions, ...productStockAdds(productDeltas), recordProgress(importId, chunk.length)],
          ReturnConsumedCapacity: 'TOTAL',
        }),
      );
      writeUnits += unitsOf(out);
      done.push(chunk);
      await Promise.all([...productDeltas].map(([id, delta]) => refreshCardStock(id, delta)));
    } catch {
      await rollBack(done, writer);
      await documentClient().send(new TransactWriteCommand({ TransactItems: [setStatus(importId, 'ROLLED_BACK')] }));
      return { status: 'rolled-back', failedChunk: index, writeUnits } satisfies CountImportResult;
    }
  }
  const out = await documentClient().send(
    new TransactWriteCommand({ TransactItems: withAudit([setStatus(importId, 'DONE')], audit), ReturnConsumedCapacity: 'TOTAL' }),
  );
  writeUnits += unitsOf(out);
  return { status: 'written', written: writes.length, writeUnits } satisfies CountImportResult;
};

/** Undoes written chunks, newest first: each level gets back what its count changed, whatever happened to it since. */
const rollBack = async (done: readonly CountWrite[][], writer: StockWriter): Promise<void> => {
  for (const chunk of [...done].reverse()) {
    // Levels only (the product ADDs ride along): a compensating chunk is as large as the chunk it undoes.
    const changes = chunk.map((write) => changeOf(write));
    const result = await changeLevels(
      chunk.map((w) => w.target),
      (levels) =>
        levels.map((level, i) => {
          const delta = -(changes[i] as LevelChange).delta;
          return { change: { kind: 'COUNT', delta, after: { ...level, onHand: level.onHand + delta } }, note: ROLLBACK_NOTE };
        }),
      writer,
    );
    if (result.status !== 'saved') throw new Error(`Stock count rollback could not be written (${result.status})`);
  }
};
