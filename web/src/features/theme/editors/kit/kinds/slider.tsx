import { SliderControl } from '../../fields/SliderControl';
import { Field, labelId } from '../../fields/FieldShell';
import type { FieldKindProps } from './kind-props';

/** A number in a range, dragged. */
export function SliderKind({ field, value, id, shell, invalid, describedBy, sink }: FieldKindProps<'slider'>) {
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
}
