import { TextareaControl } from '../../fields/basic-controls';
import { Field } from '../../fields/FieldShell';
import type { FieldKindProps } from './kind-props';

/** Free text over several lines. */
export function TextareaKind({ field, value, id, shell, invalid, describedBy, sink }: FieldKindProps<'textarea'>) {
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
}
