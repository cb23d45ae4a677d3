import { AREA_TABS, type AreaTab } from '@shop/shared';
import type { BuilderDocument } from './builder-context';
import { applyPatch, inversePatch, mergeInverse, patchedTabs, type DocumentPatch } from './document-patch';

/** One undo (or redo) step: the old values of what it touched, and what was selected before it. */
export interface HistoryEntry {
  readonly inverse: DocumentPatch;
  readonly selectedComponentId: string | null;
  readonly coalesceKey?: string | undefined;
  /** When the step was last extended (ms): a burst joins only while it keeps going. */
  readonly at: number;
}

export interface History {
  readonly past: readonly HistoryEntry[];
  readonly future: readonly HistoryEntry[];
}

export const EMPTY_HISTORY: History = { past: [], future: [] };

/**
 * The undo position at which the document equals what the server has: the last step then, null
 * for "no steps", 'none' when no position does (an unsaved copy was restored, or the step was
 * dropped). Undoing back to it makes the builder clean again.
 */
export type CleanPoint = HistoryEntry | null | 'none';

export const positionOf = (history: History): HistoryEntry | null => history.past.at(-1) ?? null;

/** After a new step: a clean point that can no longer be reached becomes 'none'. */
export const keepReachable = (point: CleanPoint, before: History, after: History, joined: boolean): CleanPoint => {
  if (point === 'none' || (joined && point === positionOf(before))) return 'none';
  const dropped = before.past.length > 0 && after.past[0] !== before.past[0] ? before.past[0] : undefined;
  if (dropped !== undefined && point === null) return 'none';
  return point === null || after.past.includes(point) ? point : 'none';
};

export const HISTORY_LIMIT = 100;
/** Edits with the same coalesceKey closer together than this are one step (a burst of typing, a slider drag). */
export const COALESCE_WINDOW_MS = 1000;

/** Records a document change; a new change drops the redo steps. */
export const joinsLastStep = (history: History, entry: HistoryEntry): boolean => {
  const last = history.past.at(-1);
  return (
    history.future.length === 0 &&
    last !== undefined &&
    entry.coalesceKey !== undefined &&
    last.coalesceKey === entry.coalesceKey &&
    entry.at - last.at <= COALESCE_WINDOW_MS
  );
};

export const recordStep = (history: History, entry: HistoryEntry): History => {
  const last = history.past.at(-1);
  if (last && joinsLastStep(history, entry)) {
    return { past: [...history.past.slice(0, -1), { ...last, inverse: mergeInverse(last.inverse, entry.inverse), at: entry.at }], future: [] };
  }
  return { past: [...history.past, entry].slice(-HISTORY_LIMIT), future: [] };
};

export interface TravelResult {
  readonly doc: BuilderDocument;
  readonly history: History;
  readonly selectedComponentId: string | null;
  readonly tabs: readonly AreaTab[];
  readonly configChanged: boolean;
}

const travel = (doc: BuilderDocument, selected: string | null, from: readonly HistoryEntry[], to: readonly HistoryEntry[], at: number) => {
  const entry = from.at(-1);
  if (!entry) return null;
  const next = applyPatch(doc, entry.inverse);
  const back: HistoryEntry = { inverse: inversePatch(doc, entry.inverse), selectedComponentId: selected, at };
  const wanted = entry.selectedComponentId;
  return {
    doc: next,
    from: from.slice(0, -1),
    to: [...to, back],
    selectedComponentId: wanted !== null && next.byId[wanted] ? wanted : null,
    tabs: [...new Set([...patchedTabs(doc, entry.inverse), ...patchedTabs(next, back.inverse)])].sort(
      (a, b) => AREA_TABS.indexOf(a) - AREA_TABS.indexOf(b),
    ),
    configChanged: entry.inverse.settings !== undefined,
  };
};

export const undo = (doc: BuilderDocument, selected: string | null, history: History, at: number): TravelResult | null => {
  const moved = travel(doc, selected, history.past, history.future, at);
  return moved && { ...moved, history: { past: moved.from, future: moved.to } };
};

export const redo = (doc: BuilderDocument, selected: string | null, history: History, at: number): TravelResult | null => {
  const moved = travel(doc, selected, history.future, history.past, at);
  return moved && { ...moved, history: { past: moved.to, future: moved.from } };
};
