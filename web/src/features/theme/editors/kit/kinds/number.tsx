import { NumberControl } from '../../fields/basic-controls';
import { Field } from '../../fields/FieldShell';
import type { FieldKindProps } from './kind-props';

/** A number in a range, typed or stepped. */
export function NumberKind({ field, value, id, shell, invalid, describedBy, sink }: FieldKindProps<'number'>) {
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
}
