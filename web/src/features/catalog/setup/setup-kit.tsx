import type { ReactNode } from 'react';
import { Button } from 'primereact/button';
import { confirmDialog } from 'primereact/confirmdialog';
import { toastError, toastSuccess } from '../../../ui/toast';
import { failureText } from './failure-text';
import { SETUP_TEXTS } from './texts';

/*
 * What the setup pages (Varyantlar, Stok Tipleri, Depolar) share: a row's edit and delete buttons
 * and the delete confirmation, so the three behave and read alike.
 */

const C = SETUP_TEXTS.common;

export interface EditButtonProps {
  readonly name: string;
  readonly onEdit: () => void;
}

export function EditButton({ name, onEdit }: EditButtonProps) {
  return <Button type="button" icon="pi pi-pencil" label={C.edit} aria-label={C.editLabel(name)} text size="small" onClick={onEdit} />;
}

export function DeleteButton({ name, onDelete, disabled = false }: { name: string; onDelete: () => void; disabled?: boolean }) {
  return (
    <Button
      type="button"
      icon="pi pi-trash"
      label={C.delete}
      aria-label={C.deleteLabel(name)}
      text
      size="small"
      severity="danger"
      disabled={disabled}
      onClick={onDelete}
    />
  );
}

/** A row's Düzenle and Sil, with anything else the page offers in between. */
export function RowActions({ name, onEdit, onDelete, children }: { name: string; onEdit: () => void; onDelete: () => void; children?: ReactNode }) {
  return (
    <div className="setup-actions">
      <EditButton name={name} onEdit={onEdit} />
      {children}
      <DeleteButton name={name} onDelete={onDelete} />
    </div>
  );
}

/**
 * Asks before deleting (the safe answer focused), then deletes, says so and reloads the list; a
 * refusal (in use, changed meanwhile) is shown as the server words it.
 */
export const confirmDelete = (options: { message: string; deleted: string; remove: () => Promise<unknown>; refresh: () => void }) =>
  confirmDialog({
    header: C.deleteHeader,
    message: options.message,
    icon: 'pi pi-exclamation-triangle',
    acceptLabel: C.delete,
    rejectLabel: C.cancel,
    acceptClassName: 'p-button-danger',
    defaultFocus: 'reject',
    accept: () =>
      void options.remove().then(
        () => {
          toastSuccess(options.deleted);
          options.refresh();
        },
        (error: unknown) => toastError(failureText(error)),
      ),
  });
