import { ItemSlotField } from '../../items/ItemSlotField';
import { Field } from '../../fields/FieldShell';
import type { SlotItem } from '../field-config';
import type { FieldKindProps } from './kind-props';

/** At most one item, edited in a dialog. */
export function SlotKind({ field, value, id, shell, sink, fieldsView }: FieldKindProps<'slot'>) {
  return (
    <Field {...shell} group hideLabel>
      <ItemSlotField
        id={id}
        slot={field.slot}
        item={(value as SlotItem | null | undefined) ?? null}
        onChange={(item) => sink.commit(field.key, item)}
        fieldsView={fieldsView}
      />
    </Field>
  );
}
