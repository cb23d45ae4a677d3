import { Button } from 'primereact/button';
import { EDITOR_TEXTS as T } from '../texts';

/** The edit and delete buttons of one list item or slot, named by the item's title. */
export function ItemActions({ title, onEdit, onRemove }: { title: string; onEdit: () => void; onRemove: () => void }) {
  return (
    <>
      <Button type="button" icon="pi pi-pencil" text rounded size="small" aria-label={T.items.editItem(title)} onClick={onEdit} />
      <Button
        type="button"
        icon="pi pi-trash"
        text
        rounded
        size="small"
        severity="danger"
        aria-label={T.items.removeItem(title)}
        onClick={onRemove}
      />
    </>
  );
}
