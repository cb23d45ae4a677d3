import { WholeNumberControl } from '../../fields/WholeNumberControl';
import { Field } from '../../fields/FieldShell';
import type { FieldKindProps } from './kind-props';

/** A whole number typed as text: empty or anything else than digits is stored as null. */
export function WholeNumberKind({ field, value, id, shell, invalid, describedBy, sink }: FieldKindProps<'wholeNumber'>) {
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
}
