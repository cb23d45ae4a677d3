import { randomUUID } from 'node:crypto';
import type { AuditEntry, StockLevel } from '@shop/shared';
import { CHUNK_RESERVED_ACTIONS, finishImport, importProgress, startImport, writeImportChunk } from '../../repositories/stock-import-repository';
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

/** Undoes written chunks, newest first: each level gets back what its count changed, whatever happened to it since. */
const rollBack = async (importId: string, done: readonly CountWrite[][], writer: StockWriter): Promise<void> => {
  for (const chunk of [...done].reverse()) {
    const deltas = chunk.map((write) => changeOf(write).delta);
    const result = await changeLevels(
      chunk.map((w) => w.target),
      (levels) =>
        levels.map((level, i) => {
          const delta = -(deltas[i] ?? 0);
          // Tagged with the import too: its ledger holds the counts and their reversal.
          return { change: { kind: 'COUNT', delta, after: { ...level, onHand: level.onHand + delta } }, note: ROLLBACK_NOTE, importId };
        }),
      writer,
    );
    // The record stays WRITING: its movements (tagged with its id) show what is left to undo.
    if (result.status !== 'saved') throw new Error(`Stock count rollback could not be written (${result.status})`);
  }
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
  const done: CountWrite[][] = [];
  for (const [index, chunk] of chunks.entries()) {
    let units: number | undefined;
    try {
      units = await writeImportChunk(
        importId,
        chunk.map((w) => ({ target: w.target, before: w.before, planned: { change: changeOf(w), importId, ...(note ? { note } : {}) } })),
        writer,
      );
    } catch (error) {
      // An outcome not known (throttled, timed out): the record's progress, written in the chunk's own
      // transaction, says whether it landed; everything written is undone before the error is answered.
      const landed = (await importProgress(importId)) === done.flat().length + chunk.length;
      await rollBack(importId, landed ? [...done, chunk] : done, writer);
      await finishImport(importId, 'ROLLED_BACK');
      throw error;
    }
    if (units === undefined) {
      await rollBack(importId, done, writer);
      writeUnits += await finishImport(importId, 'ROLLED_BACK');
      return { status: 'rolled-back', failedChunk: index, writeUnits };
    }
    writeUnits += units;
    done.push(chunk);
  }
  writeUnits += await finishImport(importId, 'DONE', audit);
  return { status: 'written', written: writes.length, writeUnits };
};
