import type { SectionConfig } from './field-config';
import type { FieldErrors } from './field-errors';
import type { FieldSink } from './field-sink';
import { FieldList } from './FieldRow';
import { Section } from '../fields/FieldShell';

type Data = Record<string, unknown>;

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
      {sections
        .filter((section) => section.visible === undefined || (section.visible as (d: Data) => boolean)(data))
        .map((section) => (
          <Section key={section.title} title={section.title} columns={section.columns} look={section.look}>
            <FieldList fields={section.fields} data={data} errors={errors} idPrefix={idPrefix} sink={sink} />
          </Section>
        ))}
    </div>
  );
}
