import { memo } from 'react';
import { noteId } from '../fields/FieldShell';
import type { FieldConfig, FieldListProps } from './field-config';
import { errorAt } from './field-errors';
import { FIELD_KINDS } from './field-kinds';
import { fieldControlId } from './focus-field';
import type { FieldSink } from './field-sink';
import type { FieldKind, FieldKindView } from './kinds/kind-props';
import { valueAt } from './use-component-data';

export interface FieldRowProps {
  // The row reads configs of any editor's data; the builders checked the keys against it.
  readonly field: FieldConfig<never>;
  readonly value: unknown;
  /** The second value the field reads: the bottom margin of a pair, the date an end date may not precede. */
  readonly value2?: unknown;
  readonly error?: string | undefined;
  readonly note?: string | undefined;
  readonly idPrefix: string;
  readonly sink: FieldSink;
}

/** The id of a field's control, unique in its form. */
export const controlId = (idPrefix: string, field: FieldConfig<never>) => fieldControlId(idPrefix, field.kind === 'margins' ? field.top : field.key);

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
  const { wide, rowStart, hideLabel, labelBeside } = field;
  const shell = { id, label: field.label, error, help, wide, rowStart, hideLabel, labelBeside };
  // Each kind's view is typed for its own config; `field.kind` picks the view, so the pairing holds.
  const view = FIELD_KINDS[field.kind] as FieldKindView<FieldKind>;
  const through = field.write === undefined || field.kind === 'margins' ? sink : writingThrough(sink, field.key, field.write as Rewrite);
  return view({ field, value, value2, id, shell, invalid, describedBy, sink: through, fieldsView: FieldList });
}, sameRowProps);

type Rewrite = (data: Data, value: unknown) => Data;

/**
 * A field with its own `write`: a value written at its key becomes the whole data the field makes of
 * it, computed from the newest data; a `set` (typing, a drag) stays one undo step per burst on the key.
 */
const writingThrough = (sink: FieldSink, key: string, write: Rewrite): FieldSink => {
  const rewrite = (path: string, value: unknown, burst: string | undefined) => {
    if (path === key) sink.update('', (data) => write(data as Data, value), burst);
    else if (burst === undefined) sink.commit(path, value);
    else sink.set(path, value);
  };
  return {
    set: (path, value) => rewrite(path, value, path),
    commit: (path, value) => rewrite(path, value, undefined),
    update: sink.update,
  };
};

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
          const value2Path = field.kind === 'margins' ? field.bottom : field.kind === 'dateTime' ? field.minFrom : undefined;
          return (
            <FieldRow
              key={key}
              field={field}
              // A custom control reads the whole data (it keeps related settings in step).
              value={field.kind === 'custom' ? data : field.read ? (field.read as (d: Data) => unknown)(data) : valueAt(data, key)}
              value2={value2Path === undefined ? undefined : valueAt(data, value2Path)}
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
