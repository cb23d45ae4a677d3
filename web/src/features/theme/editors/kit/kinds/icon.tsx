import { IconControl } from '../../fields/IconControl';
import { Field } from '../../fields/FieldShell';
import type { FieldKindProps } from './kind-props';

/** An icon of the icon catalogue. */
export function IconKind({ field, value, id, shell, invalid, describedBy, sink }: FieldKindProps<'icon'>) {
  return (
    <Field {...shell} group>
      <IconControl id={id} value={value as string} onChange={(v) => sink.commit(field.key, v)} invalid={invalid} describedBy={describedBy} />
    </Field>
  );
}
