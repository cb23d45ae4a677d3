import { useId, useState } from 'react';
import type { FieldConfig, FieldListView } from '../kit/field-config';
import type { FieldErrors } from '../kit/field-errors';
import { FormDialog } from '../kit/FormDialog';
import { useDraft } from '../kit/use-draft';

type Draft = Record<string, unknown>;

export interface ItemDialogProps {
  /** Null: closed. The draft is the dialog's own until Kaydet; closing drops it. */
  readonly draft: Draft | null;
  readonly title: string;
  readonly fields: readonly FieldConfig<never>[];
  /** Renders the fields (the kit's FieldList, handed down so the item folders do not import the kit that imports them). */
  readonly fieldsView: FieldListView;
  /** Saves the draft: null when it was taken (the caller closes the dialog), else the draft's errors to mark. */
  readonly onSave: (draft: Draft) => FieldErrors | null;
  readonly onHide: () => void;
}

/** Add or edit one list item in a dialog, with the same fields kit as the settings panels. */
export function ItemDialog({ draft, title, fields, fieldsView, onSave, onHide }: ItemDialogProps) {
  return (
    <FormDialog title={title} visible={draft !== null} onHide={onHide}>
      {/* Mounted only while open: each opening starts from the draft it was given. */}
      {(formId) => draft !== null && <DraftForm formId={formId} initial={draft} fields={fields} fieldsView={fieldsView} onSave={onSave} />}
    </FormDialog>
  );
}

function DraftForm({
  formId,
  initial,
  fields,
  fieldsView: FieldsView,
  onSave,
}: {
  formId: string;
  initial: Draft;
  fields: readonly FieldConfig<never>[];
  fieldsView: FieldListView;
  onSave: ItemDialogProps['onSave'];
}) {
  const idPrefix = useId();
  const [draft, sink] = useDraft(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  return (
    <form
      id={formId}
      className="kit-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setErrors(onSave(draft) ?? {});
      }}
    >
      <div className="kit-grid">
        <FieldsView fields={fields} data={draft} errors={errors} idPrefix={idPrefix} sink={sink} />
      </div>
    </form>
  );
}
