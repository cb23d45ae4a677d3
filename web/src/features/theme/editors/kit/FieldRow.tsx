import { memo } from 'react';
import { noteId } from '../fields/FieldShell';
import type { FieldConfig, FieldListProps } from './field-config';
import { errorAt } from './field-errors';
import { FIELD_KINDS } from './field-kinds';
import type { FieldSink } from './field-sink';
import type { FieldKind, FieldKindView } from './kinds/kind-props';
import { valueAt } from './use-component-data';

export interface FieldRowProps {
  // The row reads configs of any editor's data; the builders checked the keys against it.
  readonly field: FieldConfig<never>;
  readonly value: unknown;
  /** The second value of a pair (the bottom margin). */
  readonly value2?: unknown;
  readonly error?: string | undefined;
  readonly note?: string | undefined;
  readonly idPrefix: string;
  readonly sink: FieldSink;
}

/** The id of a field's control, unique in its form. */
export const controlId = (idPrefix: string, field: FieldConfig<never>) => `${idPrefix}-${field.kind === 'margins' ? field.top : field.key}`;

/**
 * Whether a row would render the same: every prop the same, and a custom control's value (the whole
 * data) the same at each path it reads.
 */
export const sameRowProps = (prev: FieldRowProps, next: FieldRowProps): boolean => {
  const keys = new Set([...Object.keys(prev), ...Object.keys(next)] as (keyof FieldRowProps)[]);
  for (const key of keys) if (key !== 'value' && !Object.is(prev[key], next[key])) return false;
  if (next.field.kind !== 'custom') return Object.is(prev.value, next.value);
  return next.field.reads.every((path) => Object.is(valueAt(prev.value as Data, path), valueAt(next.value as Data, path)));
};

/**
 * One field of a fields config: its label, control and message. Memoised on its own value (a custom
 * control on the settings it reads), so a keystroke re-renders the field typed into and not the rest
 * of the form.
 */
export const FieldRow = memo(function FieldRow({ field, value, value2, error, note, idPrefix, sink }: FieldRowProps) {
  const id = controlId(idPrefix, field);
  const help = note ?? field.help;
  const invalid = error !== undefined;
  const describedBy = (error ?? help) === undefined ? undefined : noteId(id);
  const shell = { id, label: field.label, error, help };
  // Each kind's view is typed for its own config; `field.kind` picks the view, so the pairing holds.
  const view = FIELD_KINDS[field.kind] as FieldKindView<FieldKind>;
  return view({ field, value, value2, id, shell, invalid, describedBy, sink, fieldsView: FieldList });
}, sameRowProps);

type Data = Record<string, unknown>;

const isShown = (field: FieldConfig<never>, data: Data) => field.visible === undefined || (field.visible as (d: Data) => boolean)(data);

/** The fields of a config over one data object (keys may be dotted paths into nested settings): rows with their values and messages. */
export function FieldList({ fields, data, errors, idPrefix, sink }: FieldListProps) {
  return (
    <>
      {fields
        .filter((field) => isShown(field, data))
        .map((field) => {
          const key = field.kind === 'margins' ? field.top : field.key;
          const error = field.kind === 'margins' ? (errorAt(errors, field.top) ?? errorAt(errors, field.bottom)) : errorAt(errors, field.key);
          const note = field.note === undefined ? undefined : (field.note as (d: Data) => string | undefined)(data);
          return (
            <FieldRow
              key={key}
              field={field}
              // A custom control reads the whole data (it keeps related settings in step).
              value={field.kind === 'custom' ? data : valueAt(data, key)}
              value2={field.kind === 'margins' ? valueAt(data, field.bottom) : undefined}
              error={error}
              note={note}
              idPrefix={idPrefix}
              sink={sink}
            />
          );
        })}
    </>
  );
}
