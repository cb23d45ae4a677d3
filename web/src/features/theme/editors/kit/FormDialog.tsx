import { useId, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { EDITOR_TEXTS as T } from '../texts';

export interface FormDialogProps {
  readonly title: string;
  readonly visible: boolean;
  readonly onHide: () => void;
  /** The confirm button's label (Kaydet unless given). */
  readonly confirmLabel?: string;
  /** The form, rendered only while open so each opening starts afresh; it submits through the form id it is given. */
  readonly children: (formId: string) => ReactNode;
}

/** The editors' dialog over a form: Vazgeç closes it, the confirm button submits the form inside. */
export function FormDialog({ title, visible, onHide, confirmLabel = T.items.save, children }: FormDialogProps) {
  const formId = useId();
  return (
    <Dialog
      header={title}
      visible={visible}
      onHide={onHide}
      style={{ width: '32rem' }}
      breakpoints={{ '640px': '100vw' }}
      modal
      draggable={false}
      footer={
        <div className="kit-dialog-actions">
          <Button type="button" label={T.items.cancel} text onClick={onHide} />
          <Button type="submit" form={formId} label={confirmLabel} icon="pi pi-check" />
        </div>
      }
    >
      {visible && children(formId)}
    </Dialog>
  );
}
