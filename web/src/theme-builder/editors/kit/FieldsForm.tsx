import type { FieldConfig, SectionConfig } from './field-config';
import { errorAt, type FieldErrors } from './field-errors';
import type { FieldSink } from './field-sink';
import { FieldRow } from './FieldRow';
import { Section } from '../fields/FieldShell';

type Data = Record<string, unknown>;

const isShown = (field: FieldConfig<never>, data: Data) => field.visible === undefined || (field.visible as (d: Data) => boolean)(data);

/** The fields of a config over one data object: sections of rows, each row with its value and message. */
export function FieldList({
  fields,
  data,
  errors,
  idPrefix,
  sink,
}: {
  fields: readonly FieldConfig<never>[];
  data: Data;
  errors: FieldErrors;
  idPrefix: string;
  sink: FieldSink;
}) {
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
              value={data[key]}
              value2={field.kind === 'margins' ? data[field.bottom] : undefined}
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

export function SectionsForm({
  sections,
  data,
  errors,
  idPrefix,
  sink,
}: {
  sections: readonly SectionConfig<never>[];
  data: Data;
  errors: FieldErrors;
  idPrefix: string;
  sink: FieldSink;
}) {
  return (
    <div className="kit-form">
      {sections.map((section) => (
        <Section key={section.title} title={section.title}>
          <FieldList fields={section.fields} data={data} errors={errors} idPrefix={idPrefix} sink={sink} />
        </Section>
      ))}
    </div>
  );
}
