import { ColorControl } from '../../fields/basic-controls';
import { Field } from '../../fields/FieldShell';
import type { FieldKindProps } from './kind-props';

/** A CSS colour, with or without alpha. */
export function ColorKind({ field, value, id, shell, invalid, sink }: FieldKindProps<'color'>) {
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
}
