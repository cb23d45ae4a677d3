import { randomUUID } from 'node:crypto';
import { API_ROUTES, type AuditEntry, type StockLevel } from '@shop/shared';
import {
  CHUNK_RESERVED_ACTIONS,
  chunkUndone,
  claimForRollback,
  finishImport,
  openImports,
  startImport,
  writeImportChunk,
  writtenChunks,
} from '../../repositories/stock-import-repository';
import { changeLevels, type LevelTarget, type StockWriter } from '../../repositories/stock-repository';
import { chunkCounts, type PlannedCount } from './count-import';
import { count, DEFAULT_UNIT, EMPTY_LEVEL, type LevelChange } from './level-change';

/**
 * A stock count is written all rows or none, though a file holds more rows than one transaction
 * (100 actions). How (docs/decisions.md, "Stock-count import"):
 * 1. an import record is written first (status WRITING);
 * 2. the rows go in chunks, one transaction each: every level Put conditioned on the version the
 *    preview read, its COUNT movement (tagged with the import's id), one ADD per product, and the
 *    record's progress. A level someone changed since the preview fails its chunk, which writes nothing;
 * 3. on a failure, the chunks already written are undone, newest first, by compensating movements:
 *    each level gets back the difference its count made (relative, so a change made meanwhile by
 *    someone else is kept), the ledger shows the count and its reversal, and the record says ROLLED_BACK;
 * 4. when every chunk is in, the record says DONE and the audit entry is written with it.
 * A call that times out mid-way (the route's Lambda stops at 29 s) leaves the record WRITING: the next
 * preview or import of any admin undoes it first (rollBackAbandonedImports).
 */

/** A row ready to write: what it counts and the level the preview read (undefined: none yet). */
export interface CountWrite {
  readonly row: PlannedCount;
  readonly target: LevelTarget;
  readonly before: StockLevel | undefined;
}

export type CountImportResult =
  { status: 'written'; written: number; writeUnits: number } | { status: 'rolled-back'; failedChunk: number; writeUnits: number };

const MAX_TRANSACTION_ACTIONS = 100;
const ROLLBACK_NOTE = 'Geri alındı: sayım içe aktarma yarıda kaldı';

/** The COUNT a row makes against the level the preview read (its unit was checked by the preview). */
const changeOf = (write: CountWrite): LevelChange => count(write.before ?? EMPTY_LEVEL, write.row.quantity, { ...DEFAULT_UNIT, allowDecimals: true });

/**
 * Undoes the import's written chunks, newest first: each level gets back what its count changed,
 * whatever happened to it since. A chunk's undo deletes the chunk's item in its own transaction
 * and commits only while that item is there, so a chunk is undone once even if two callers (the
 * failed call and a later recovery, or two recoveries) undo the same import at the same time.
 */
const rollBack = async (importId: string, writer: StockWriter): Promise<void> => {
  for (const chunk of (await writtenChunks(importId)).reverse()) {
    const result = await changeLevels(
      chunk.rows.map((r) => r.target),
      (levels) =>
        levels.map((level, i) => {
          const delta = -(chunk.rows[i]?.delta ?? 0);
          // Tagged with the import too: its ledger holds the counts and their reversal.
          return { change: { kind: 'COUNT', delta, after: { ...level, onHand: level.onHand + delta } }, note: ROLLBACK_NOTE, importId };
        }),
      writer,
      undefined,
      { withItems: () => [chunkUndone(importId, chunk.index)] },
    );
    // Refused: another caller undid this chunk first. Anything else leaves the record open, to be undone again.
    if (result.status !== 'saved' && result.status !== 'refused') throw new Error(`Stock count rollback could not be written (${result.status})`);
  }
};

/**
 * An import still WRITING this long after it started belongs to a call that has ended: the route's
 * Lambda is stopped at its timeout, and a minute more covers clocks and the start of the call.
 */
const ABANDONED_AFTER_MS = (API_ROUTES.importStockCount.timeoutSeconds + 60) * 1000;

/**
 * Undoes the imports a timed-out call left open (run before every preview and import, so nothing is
 * counted over a half-written count). A WRITING one is first taken over (ROLLING_BACK: no chunk of it
 * can land any more); a ROLLING_BACK one is a rollback that itself stopped, and is simply carried on.
 * The compensating movements name the admin who started the import. Returns how many it undid, and
 * how many it could not undo yet (a level busy, a product gone): those stay open for the next call,
 * which must not count over them meanwhile.
 */
export const rollBackAbandonedImports = async (threshold: number, now = Date.now()): Promise<{ undone: number; blocked: number }> => {
  const startedBefore = new Date(now - ABANDONED_AFTER_MS).toISOString();
  let undone = 0;
  let blocked = 0;
  for (const open of await openImports()) {
    if (open.status === 'WRITING' && !(open.at < startedBefore && (await claimForRollback(open.id, startedBefore)))) continue;
    try {
      await rollBack(open.id, { by: open.by, threshold });
    } catch {
      blocked++;
      continue;
    }
    await finishImport(open.id, 'ROLLED_BACK');
    undone++;
  }
  return { undone, blocked };
};

/** Writes the counts (every row was checked) in chunks; undoes the written chunks when one fails. */
export const writeCountImport = async (
  writes: readonly CountWrite[],
  writer: StockWriter,
  note: string | undefined,
  audit?: AuditEntry,
): Promise<CountImportResult> => {
  const importId = randomUUID();
  const byLine = new Map(writes.map((w) => [w.row.line, w]));
  const chunks = chunkCounts(
    writes.map((w) => w.row),
    MAX_TRANSACTION_ACTIONS,
    CHUNK_RESERVED_ACTIONS,
  ).map((chunk) => chunk.map((row) => byLine.get(row.line) as CountWrite));
  let writeUnits = await startImport(importId, writes.length, writer.by);
  for (const [index, chunk] of chunks.entries()) {
    let units: number | undefined;
    try {
      units = await writeImportChunk(
        importId,
        index,
        chunk.map((w) => ({ target: w.target, before: w.before, planned: { change: changeOf(w), importId, ...(note ? { note } : {}) } })),
        writer,
      );
    } catch (error) {
      // An outcome not known (throttled, timed out): the chunks' items, written in their own
      // transactions, say which landed; everything written is undone before the error is answered.
      await rollBack(importId, writer);
      await finishImport(importId, 'ROLLED_BACK');
      throw error;
    }
    if (units === undefined) {
      await rollBack(importId, writer);
      writeUnits += (await finishImport(importId, 'ROLLED_BACK')) ?? 0;
      return { status: 'rolled-back', failedChunk: index, writeUnits };
    }
    writeUnits += units;
  }
  const finished = await finishImport(importId, 'DONE', audit);
  // Taken over and undone by another call's recovery while this one ran past its time: nothing applied.
  if (finished === undefined) return { status: 'rolled-back', failedChunk: chunks.length, writeUnits };
  return { status: 'written', written: writes.length, writeUnits: writeUnits + finished };
};
