import { TextControl } from '../../fields/basic-controls';
import { Field } from '../../fields/FieldShell';
import type { FieldKindProps } from './kind-props';

/** A line of free text. */
export function TextKind({ field, value, id, shell, invalid, describedBy, sink }: FieldKindProps<'text'>) {
  return (
    <Field {...shell}>
      <TextControl
        id={id}
        value={value as string}
        onChange={(v) => sink.set(field.key, v)}
        invalid={invalid}
        describedBy={describedBy}
        placeholder={field.placeholder}
        required={field.required}
      />
    </Field>
  );
}
