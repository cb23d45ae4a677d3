import { MarginsControl } from '../../fields/MarginsControl';
import { Field } from '../../fields/FieldShell';
import type { FieldKindProps } from './kind-props';

/** A top and bottom margin pair. */
export function MarginsKind({ field, value, value2, id, shell, sink }: FieldKindProps<'margins'>) {
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
}
