import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { FIELD_LIMITS, type Id, type Media } from '@shop/shared';
import { showToast, toastError, toastSuccess, toastWarning } from '../../../../ui/toast';
import { MediaPickerDialog } from '../../../../widgets/media-picker/MediaPickerDialog';
import type { FieldListView, ItemListConfig } from '../kit/field-config';
import type { FieldErrors } from '../kit/field-errors';
import { EDITOR_TEXTS as T } from '../texts';
import { ItemDialog } from './ItemDialog';
import { addItem, editItem, type CommandResult } from './item-commands';
import { appendItems, moveItem, removeItem, sortedByOrder, temporaryId, type OrderedItem } from './item-order';
import { SortableItemList } from './SortableItemList';

type Draft = Record<string, unknown>;
type Editing = { readonly mode: 'add'; readonly draft: Draft } | { readonly mode: 'edit'; readonly draft: Draft } | null;

export interface ItemListFieldProps {
  readonly id: string;
  readonly label: string;
  readonly list: ItemListConfig<OrderedItem>;
  readonly items: readonly OrderedItem[];
  /** Changes the list from its newest state: a delete confirmed after an undo must not bring the undone item back. */
  readonly onUpdate: (change: (items: readonly OrderedItem[]) => OrderedItem[]) => void;
  readonly fieldsView: FieldListView;
}

/** Tells the admin why a command was refused; the draft's errors go back to the dialog. */
const report = (result: CommandResult<OrderedItem>): FieldErrors | null => {
  if (result.ok) return null;
  showToast({ severity: result.severity, summary: result.message, ...(result.detail ? { detail: result.detail } : {}) });
  return result.errors;
};

/**
 * An ordered list of a settings editor: its items (sortable), add and edit in a dialog, delete
 * (asking first where the spec says so) and, for the gallery, many images at once.
 */
export function ItemListField({ id, label, list, items, onUpdate, fieldsView }: ItemListFieldProps) {
  const sorted = useMemo(() => sortedByOrder(items), [items]);
  const [editing, setEditing] = useState<Editing>(null);
  const [bulkOpen, setBulkOpen] = useState(false);

  const save = (draft: Draft): FieldErrors | null => {
    if (!editing) return null;
    const run = (current: readonly OrderedItem[]) =>
      editing.mode === 'add' ? addItem(current, draft, list, T.items.listFull) : editItem(current, draft as unknown as OrderedItem, list);
    const result = run(items);
    const errors = report(result);
    // A refusal about the draft keeps the dialog open to fix it; a full list or a gone item closes it.
    if (errors && Object.keys(errors).length > 0) return errors;
    if (result.ok) {
      onUpdate((latest) => {
        const again = run(latest);
        return again.ok ? again.items : [...latest];
      });
      if (editing.mode === 'add' && list.messages.added) toastSuccess(list.messages.added);
    }
    setEditing(null);
    return null;
  };

  const remove = (item: OrderedItem) => {
    const apply = () => onUpdate((latest) => removeItem(latest, item.id));
    if (!list.removeConfirm) {
      apply();
      return;
    }
    confirmDialog({
      header: T.items.removeTitle,
      message: list.removeConfirm(item),
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: T.items.removeAccept,
      rejectLabel: T.items.removeReject,
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: apply,
    });
  };

  const move = (itemId: Id, toIndex: number) => {
    try {
      onUpdate((latest) => moveItem(latest, itemId, toIndex));
    } catch (error) {
      // The spec: a failed reorder is logged only.
      console.error('Sıralama hatası', error);
    }
  };

  /** Appends many items at once, all or none: each must pass the item's schema and the list must hold them. */
  const appendAll = (
    drafts: readonly object[],
    messages: { added(count: number): string; readonly failed: string },
    count = drafts.length,
  ): boolean => {
    const added = drafts.map((draft) => ({ ...draft, id: temporaryId(items), order: 0 }));
    const next = appendItems(items, added);
    const invalid = next.find((item) => !list.schema.safeParse(item).success);
    if (invalid || next.length > FIELD_LIMITS.listItems) {
      toastError(messages.failed);
      return false;
    }
    onUpdate((latest) => appendItems(latest, added));
    toastSuccess(messages.added(count));
    return true;
  };

  const bulk = list.bulkAdd;
  const addMany = (media: Media[]) => {
    if (!bulk) return;
    const picked = bulk.selectionSchema.safeParse(media);
    if (!picked.success) {
      toastWarning(picked.error.issues[0]?.message ?? bulk.failed);
      return;
    }
    if (appendAll(picked.data.map(bulk.toItem), bulk)) setBulkOpen(false);
  };

  const picker = list.addFrom;
  const [pickerOpen, setPickerOpen] = useState(false);

  return (
    <div className="kit-list-field" id={id}>
      {sorted.length === 0 ? (
        <p className="kit-items-empty">{list.emptyText}</p>
      ) : (
        <SortableItemList
          items={sorted}
          label={label}
          titleOf={list.itemTitle}
          imageOf={list.itemImage}
          maxHeightPx={list.maxHeightPx}
          onMove={move}
          onEdit={(item) => setEditing({ mode: 'edit', draft: item as unknown as Draft })}
          onRemove={remove}
        />
      )}
      <div className="kit-items-actions">
        <Button
          type="button"
          size="small"
          icon="pi pi-plus"
          label={list.addLabel}
          onClick={() => setEditing({ mode: 'add', draft: list.emptyDraft() })}
        />
        {bulk && <Button type="button" size="small" outlined icon="pi pi-images" label={bulk.label} onClick={() => setBulkOpen(true)} />}
        {picker && <Button type="button" size="small" outlined icon={picker.icon} label={picker.label} onClick={() => setPickerOpen(true)} />}
      </div>
      <ItemDialog
        draft={editing?.draft ?? null}
        title={editing?.mode === 'edit' ? list.dialogTitle.edit : list.dialogTitle.add}
        fields={list.fields}
        fieldsView={fieldsView}
        onSave={save}
        onHide={() => setEditing(null)}
      />
      {bulk && <MediaPickerDialog visible={bulkOpen} accept={bulk.accept} max={bulk.max} onConfirm={addMany} onHide={() => setBulkOpen(false)} />}
      {picker && (
        <picker.Picker
          visible={pickerOpen}
          onHide={() => setPickerOpen(false)}
          onAdd={(drafts, count) => {
            if (appendAll(drafts, picker, count)) setPickerOpen(false);
          }}
        />
      )}
    </div>
  );
}
