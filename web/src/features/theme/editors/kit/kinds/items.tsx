import { ItemListField } from '../../items/ItemListField';
import type { OrderedItem } from '../../items/item-order';
import { Field } from '../../fields/FieldShell';
import type { FieldKindProps } from './kind-props';

/** An ordered list of items edited in a dialog. */
export function ItemsKind({ field, value, id, shell, sink, fieldsView }: FieldKindProps<'items'>) {
  const { stored } = field;
  const toItems = (list: unknown) => ((list ?? []) as readonly unknown[]).map((item) => (stored ? stored.toItem(item) : (item as OrderedItem)));
  return (
    <Field {...shell} group hideLabel>
      <ItemListField
        id={id}
        label={field.label}
        list={field.list}
        items={toItems(value)}
        onUpdate={(change) =>
          sink.update(field.key, (current) => {
            const next = change(toItems(current));
            return stored ? next.map((item) => stored.toStored(item)) : next;
          })
        }
        fieldsView={fieldsView}
      />
    </Field>
  );
}
