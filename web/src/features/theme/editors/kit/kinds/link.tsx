import type { Link } from '@shop/shared';
import { LinkField } from '../../../../../widgets/link-picker/LinkField';
import { Field } from '../../fields/FieldShell';
import type { FieldKindProps } from './kind-props';

/** A link chosen in the link picker. */
export function LinkKind({ field, value, id, shell, invalid, describedBy, sink }: FieldKindProps<'link'>) {
  return (
    <Field {...shell} group>
      <LinkField
        inputId={id}
        value={(value as Link | null | undefined) ?? null}
        onChange={(v) => sink.commit(field.key, v)}
        invalid={invalid}
        describedBy={describedBy}
      />
    </Field>
  );
}
