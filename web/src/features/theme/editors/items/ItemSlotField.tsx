import { useState } from 'react';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { showToast, toastSuccess } from '../../../../ui/toast';
import type { FieldListView, ItemSlotConfig, SlotItem } from '../kit/field-config';
import { fieldErrors, firstIssue, type FieldErrors } from '../kit/field-errors';
import { EDITOR_TEXTS as T } from '../texts';
import { ItemActions } from './ItemActions';
import { ItemDialog } from './ItemDialog';
import { temporaryId } from './item-order';

type Draft = Record<string, unknown>;

export interface ItemSlotFieldProps {
  readonly id: string;
  readonly slot: ItemSlotConfig<SlotItem>;
  readonly item: SlotItem | null;
  readonly onChange: (item: SlotItem | null) => void;
  readonly fieldsView: FieldListView;
}

/** At most one item (the video component's video): add, edit or remove it, in the list's dialog. */
export function ItemSlotField({ id, slot, item, onChange, fieldsView }: ItemSlotFieldProps) {
  const [draft, setDraft] = useState<Draft | null>(null);

  const save = (next: Draft): FieldErrors | null => {
    const adding = item === null;
    const candidate = adding ? { ...next, id: temporaryId([]) } : { ...next, id: item.id };
    const check = firstIssue(slot.schema, candidate);
    if (!check.ok) {
      showToast(
        adding && slot.addFailed !== undefined
          ? { severity: slot.invalidSeverity, summary: slot.addFailed, detail: check.message }
          : { severity: slot.invalidSeverity, summary: check.message },
      );
      return fieldErrors(slot.schema, candidate);
    }
    onChange(check.value);
    if (adding) toastSuccess(slot.added);
    setDraft(null);
    return null;
  };

  const remove = () =>
    confirmDialog({
      header: T.items.removeTitle,
      message: slot.removeConfirmText,
      icon: 'pi pi-exclamation-triangle',
      acceptLabel: T.items.removeAccept,
      rejectLabel: T.items.removeReject,
      acceptClassName: 'p-button-danger',
      defaultFocus: 'reject',
      accept: () => {
        onChange(null);
        toastSuccess(slot.removed);
      },
    });

  return (
    <div className="kit-list-field" id={id}>
      {item === null ? (
        <>
          <p className="kit-items-empty">{slot.emptyText}</p>
          <div className="kit-items-actions">
            <Button type="button" size="small" icon="pi pi-plus" label={slot.addLabel} onClick={() => setDraft(slot.emptyDraft())} />
          </div>
        </>
      ) : (
        <div className="kit-slot">
          <span className="kit-item-title">{slot.describe(item)}</span>
          <ItemActions title={slot.describe(item)} onEdit={() => setDraft(item as unknown as Draft)} onRemove={remove} />
        </div>
      )}
      <ItemDialog
        draft={draft}
        title={item === null ? slot.dialogTitle.add : slot.dialogTitle.edit}
        fields={slot.fields}
        fieldsView={fieldsView}
        onSave={save}
        onHide={() => setDraft(null)}
      />
    </div>
  );
}
