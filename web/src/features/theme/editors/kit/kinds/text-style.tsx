import { TextStyleControl } from '../../fields/TextStyleControl';
import { Field } from '../../fields/FieldShell';
import type { TextStyleValue } from '../field-config';
import type { FieldKindProps } from './kind-props';

/** A text's font, weight, size, colour and letter case. */
export function TextStyleKind({ field, value, id, shell, describedBy, sink }: FieldKindProps<'textStyle'>) {
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
}
