import { FIELD_LIMITS } from '@shop/shared';
import type * as z from 'zod';
import { fieldErrors, firstIssue, type FieldErrors } from '../kit/field-errors';
import { appendItems, indexOfItem, nextOrder, replaceItem, temporaryId, type OrderedItem } from './item-order';

/** What a list command tells the admin: nothing (done), or a toast, and the draft's errors to mark. */
export type CommandResult<T> =
  | { readonly ok: true; readonly items: T[] }
  | { readonly ok: false; readonly severity: 'warn' | 'error'; readonly message: string; readonly detail?: string; readonly errors: FieldErrors };

interface Rules<I> {
  readonly schema: z.ZodType<I>;
  readonly invalidSeverity: 'warn' | 'error';
  readonly messages: { readonly saveFailed: string; readonly missing: string };
  conflict?(items: readonly I[], item: I): { readonly path: string; readonly message: string } | undefined;
}

/** A rule over the whole list refused the item: a warning, with its field marked so the dialog stays open. */
const conflictOf = <I>(rules: Rules<I>, items: readonly I[], item: I): CommandResult<never> | undefined => {
  const conflict = rules.conflict?.(items, item);
  return conflict && { ok: false, severity: 'warn', message: conflict.message, errors: { [conflict.path]: conflict.message } };
};

/** The draft as the schema leaves it (trimmed, defaults filled in), or why it is refused. */
const checked = <I>(rules: Rules<I>, draft: unknown): { item: I } | CommandResult<never> => {
  const check = firstIssue(rules.schema, draft);
  return check.ok
    ? { item: check.value }
    : { ok: false, severity: rules.invalidSeverity, message: check.message, errors: fieldErrors(rules.schema, draft) };
};

/**
 * Adds a draft at the end (a temporary negative id, the next number). Refused with the schema's first
 * message (the spec's texts), or with the list's own failure text when the list is full.
 */
export const addItem = <I extends OrderedItem>(
  items: readonly I[],
  draft: object,
  rules: Rules<I>,
  full: (max: number) => string,
): CommandResult<I> => {
  const result = checked(rules, { ...draft, id: temporaryId(items), order: nextOrder(items) });
  if (!('item' in result)) return result;
  const conflict = conflictOf(rules, items, result.item);
  if (conflict) return conflict;
  if (items.length >= FIELD_LIMITS.listItems)
    return { ok: false, severity: 'error', message: rules.messages.saveFailed, detail: full(FIELD_LIMITS.listItems), errors: {} };
  return { ok: true, items: appendItems(items, [result.item]) };
};

/** Saves an edited draft over the item with its id, keeping id and number; refused when that item is gone. */
export const editItem = <I extends OrderedItem>(items: readonly I[], draft: I, rules: Rules<I>): CommandResult<I> => {
  if (indexOfItem(items, draft.id) < 0) return { ok: false, severity: 'error', message: rules.messages.missing, errors: {} };
  const result = checked(rules, draft);
  if (!('item' in result)) return result;
  const conflict = conflictOf(rules, items, result.item);
  if (conflict) return conflict;
  const next = replaceItem(items, result.item);
  return next ? { ok: true, items: next } : { ok: false, severity: 'error', message: rules.messages.missing, errors: {} };
};
