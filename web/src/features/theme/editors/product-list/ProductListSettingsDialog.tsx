import { useId, useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import type { ProductListSettings } from '@shop/shared';
import { toastWarning } from '../../../../ui/toast';
import type { FieldErrors } from '../kit/field-errors';
import type { FieldSink } from '../kit/field-sink';
import { SectionsForm } from '../kit/FieldsForm';
import { valueAt, withValueAt } from '../kit/use-component-data';
import { sectionsFor } from './fields';
import { applyDraft, openDraft, type SettingsDraft } from './settings-draft';
import { PRODUCT_LIST_TEXTS as T } from './texts';

export interface ProductListSettingsDialogProps {
  readonly visible: boolean;
  /** The component's settings as they are when the dialog opens. */
  readonly settings: ProductListSettings;
  /** Kaydet with a changed, valid draft: the caller writes it (one undo step) and closes. */
  readonly onApply: (settings: ProductListSettings) => void;
  readonly onHide: () => void;
}

/** The product list's settings in a dialog with İptal and Kaydet: a draft until Kaydet, dropped by İptal. */
export function ProductListSettingsDialog({ visible, settings, onApply, onHide }: ProductListSettingsDialogProps) {
  const formId = useId();
  return (
    <Dialog
      header={T.dialogTitle}
      visible={visible}
      onHide={onHide}
      style={{ width: '40rem' }}
      breakpoints={{ '768px': '100vw' }}
      modal
      draggable={false}
      footer={
        <div className="kit-dialog-actions">
          <Button type="button" label={T.cancel} text onClick={onHide} />
          <Button type="submit" form={formId} label={T.save} icon="pi pi-check" />
        </div>
      }
    >
      {/* Mounted only while open: each opening starts a new draft from the stored settings. */}
      {visible && <DraftForm formId={formId} settings={settings} onApply={onApply} onHide={onHide} />}
    </Dialog>
  );
}

function DraftForm({ formId, settings, onApply, onHide }: { formId: string } & Omit<ProductListSettingsDialogProps, 'visible'>) {
  const idPrefix = useId();
  const [draft, setDraft] = useState<SettingsDraft>(() => openDraft(settings));
  const [errors, setErrors] = useState<FieldErrors>({});
  const sink = useMemo<FieldSink>(() => {
    const write = (path: string, value: unknown) => setDraft((current) => withValueAt(current, path, value));
    const update = (path: string, change: (current: unknown) => unknown) =>
      setDraft((current) => withValueAt(current, path, change(valueAt(current, path))));
    return { set: write, commit: write, update };
  }, []);
  const sections = sectionsFor({ layout: draft.layout === 'slider' ? 'slider' : 'grid' });
  return (
    <form
      id={formId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const result = applyDraft(settings, draft);
        if (result.kind === 'invalid') {
          setErrors(result.errors);
          toastWarning(T.invalid);
        } else if (result.kind === 'apply') onApply(result.settings);
        else onHide();
      }}
    >
      <SectionsForm sections={sections} data={draft} errors={errors} idPrefix={idPrefix} sink={sink} />
    </form>
  );
}
