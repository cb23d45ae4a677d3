import type { HslColor } from '@shop/shared';
import { HslColorControl } from '../../fields/HslColorControl';
import { Field } from '../../fields/FieldShell';
import type { FieldKindProps } from './kind-props';

/** A colour stored as whole-number HSL, picked or typed, and with sliders dragged (one undo step per drag). */
export function HslColorKind({ field, value, id, shell, sink }: FieldKindProps<'hslColor'>) {
  return (
    <Field {...shell}>
      <HslColorControl id={id} label={field.label} value={value as HslColor} onChange={(v) => sink.set(field.key, v)} sliders={field.sliders} />
    </Field>
  );
}
