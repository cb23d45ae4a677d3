import { memo, useContext, useMemo } from 'react';
import type { Link, Media } from '@shop/shared';
import { LinkField } from '../../../../widgets/link-picker/LinkField';
import { MediaField } from '../../../../widgets/media-picker/MediaField';
import { ColorControl, NumberControl, SelectControl, TextareaControl, TextControl, type SelectControlProps } from '../fields/basic-controls';
import { Field, labelId, noteId, SwitchField } from '../fields/FieldShell';
import { DateTimePicker } from '../../../../widgets/date-time/DateTimePicker';
import { IconControl } from '../fields/IconControl';
import { MarginsControl } from '../fields/MarginsControl';
import { SliderControl } from '../fields/SliderControl';
import { TextStyleControl } from '../fields/TextStyleControl';
import { WholeNumberControl } from '../fields/WholeNumberControl';
import { ItemListField } from '../items/ItemListField';
import { ItemSlotField } from '../items/ItemSlotField';
import type { OrderedItem } from '../items/item-order';
import { EditorRootContext } from './editor-root';
import type { EditorRoot, FieldConfig, FieldListProps, Option, SlotItem, TextStyleValue } from './field-config';
import { errorAt } from './field-errors';
import type { FieldSink } from './field-sink';
import { valueAt, withValueAt } from './use-component-data';

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

/** A value and the settings its choice presets, written as one change (one undo step in the builder). */
const writeWithPresets = (sink: FieldSink, key: string, value: unknown, presets: Readonly<Record<string, unknown>> | undefined) => {
  if (presets === undefined || Object.keys(presets).length === 0) {
    sink.commit(key, value);
    return;
  }
  sink.update('', (current) =>
    Object.entries(presets).reduce<Data>((data, [path, preset]) => withValueAt(data, path, preset), withValueAt(current as Data, key, value)),
  );
};

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
  switch (field.kind) {
    case 'text':
      return (
        <Field {...shell}>
          <TextControl
            id={id}
            value={value as string}
            onChange={(v) => sink.set(field.key, v)}
            invalid={invalid}
            describedBy={describedBy}
            placeholder={field.placeholder}
          />
        </Field>
      );
    case 'textarea':
      return (
        <Field {...shell}>
          <TextareaControl
            id={id}
            value={value as string}
            onChange={(v) => sink.set(field.key, v)}
            invalid={invalid}
            describedBy={describedBy}
            rows={field.rows}
          />
        </Field>
      );
    case 'number':
      return (
        <Field {...shell}>
          <NumberControl
            id={id}
            value={value as number}
            onChange={(v) => sink.set(field.key, v)}
            invalid={invalid}
            describedBy={describedBy}
            min={field.min}
            max={field.max}
            step={field.step}
            suffix={field.suffix}
          />
        </Field>
      );
    case 'select': {
      const control = {
        id,
        value: value as string | number,
        onChange: (v: string | number) => writeWithPresets(sink, field.key, v, field.also?.(v)),
        invalid,
        describedBy,
        segmented: field.segmented,
        labelledBy: labelId(id),
      };
      return (
        <Field {...shell} group={field.segmented}>
          {field.optionsFrom ? (
            <RootOptionsSelect {...control} optionsFrom={field.optionsFrom} />
          ) : (
            <SelectControl {...control} options={field.options} />
          )}
        </Field>
      );
    }
    case 'switch':
      return (
        <SwitchField
          id={id}
          label={field.label}
          checked={value as boolean}
          onChange={(v) => writeWithPresets(sink, field.key, v, field.also?.(v))}
          help={error ?? help}
        />
      );
    case 'slider':
      return (
        <Field {...shell} group>
          <SliderControl
            id={id}
            value={value as number}
            onChange={(v) => sink.set(field.key, v)}
            invalid={invalid}
            describedBy={describedBy}
            min={field.min}
            max={field.max}
            step={field.step}
            suffix={field.suffix}
            labelledBy={labelId(id)}
          />
        </Field>
      );
    case 'wholeNumber':
      return (
        <Field {...shell}>
          <WholeNumberControl
            id={id}
            value={(value as number | null | undefined) ?? null}
            onChange={(v) => sink.set(field.key, v)}
            invalid={invalid}
            describedBy={describedBy}
            placeholder={field.placeholder}
          />
        </Field>
      );
    case 'dateTime':
      return (
        <Field {...shell}>
          <DateTimePicker
            inputId={id}
            label={field.label}
            value={(value as string | null | undefined) ?? null}
            onChange={(v) => sink.commit(field.key, v)}
          />
        </Field>
      );
    case 'color':
      return (
        <Field {...shell}>
          <ColorControl
            id={id}
            label={field.label}
            value={value as string}
            onChange={(v) => sink.set(field.key, v)}
            invalid={invalid}
            alpha={field.alpha}
          />
        </Field>
      );
    case 'media':
      return (
        <Field {...shell} group>
          <MediaField
            inputId={id}
            value={(value as Media | null | undefined) ?? null}
            onChange={(v) => sink.commit(field.key, v)}
            accept={field.accept}
            label={field.label}
            invalid={invalid}
            describedBy={describedBy}
          />
        </Field>
      );
    case 'link':
      return (
        <Field {...shell} group>
          <LinkField
            inputId={id}
            value={(value as Link | null | undefined) ?? null}
            onChange={(v) => sink.commit(field.key, v)}
            invalid={invalid}
            describedBy={describedBy}
          />
        </Field>
      );
    case 'icon':
      return (
        <Field {...shell} group>
          <IconControl id={id} value={value as string} onChange={(v) => sink.commit(field.key, v)} invalid={invalid} describedBy={describedBy} />
        </Field>
      );
    case 'textStyle':
      return (
        <Field {...shell} group>
          <TextStyleControl
            id={id}
            label={field.label}
            value={value as TextStyleValue}
            onChangePart={(part, v, chosen) => (chosen ? sink.commit : sink.set)(`${field.key}.${part}`, v)}
            weights={field.weights}
            sizes={field.sizes}
            transforms={field.transforms}
            describedBy={describedBy}
          />
        </Field>
      );
    case 'margins':
      return (
        <Field {...shell} group>
          <MarginsControl
            id={id}
            top={value as number}
            bottom={value2 as number}
            onChange={(side, v) => (field.choices ? sink.commit : sink.set)(side === 'top' ? field.top : field.bottom, v)}
            choices={field.choices}
            range={field.range}
          />
        </Field>
      );
    case 'items': {
      const { stored } = field;
      const toItems = (list: unknown) => ((list ?? []) as readonly unknown[]).map((item) => (stored ? stored.toItem(item) : (item as OrderedItem)));
      return (
        <Field {...shell} group hideLabel>
          <ItemListField
            id={id}
            label={field.label}
            list={field.list}
            items={toItems(value)}
            onUpdate={(change) =>
              sink.update(field.key, (current) => {
                const next = change(toItems(current));
                return stored ? next.map((item) => stored.toStored(item)) : next;
              })
            }
            fieldsView={FieldList}
          />
        </Field>
      );
    }
    case 'slot':
      return (
        <Field {...shell} group hideLabel>
          <ItemSlotField
            id={id}
            slot={field.slot}
            item={(value as SlotItem | null | undefined) ?? null}
            onChange={(item) => sink.commit(field.key, item)}
            fieldsView={FieldList}
          />
        </Field>
      );
    case 'custom': {
      const Control = field.control;
      return <Control id={id} label={field.label} data={value as never} error={error} sink={sink} fieldsView={FieldList} />;
    }
  }
}, sameRowProps);

/** A select whose options come from the whole editor's data; the only rows that re-render with it. */
function RootOptionsSelect({
  optionsFrom,
  ...props
}: Omit<SelectControlProps, 'options'> & { optionsFrom: (root: EditorRoot) => readonly Option[] }) {
  const root = useContext(EditorRootContext);
  const options = useMemo(() => optionsFrom(root), [optionsFrom, root]);
  return <SelectControl {...props} options={options} />;
}

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
