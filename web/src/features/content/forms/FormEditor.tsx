import { Skeleton } from 'primereact/skeleton';
import { useMemo, useState } from 'react';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { findAdminPage, FORM_FIELD_KIND_LABELS, FORM_LIMITS, formSaveSchema, type Form, type FormField } from '@shop/shared';
import { ApiError } from '../../../api/client';
import { useRemoteData } from '../../../api/use-remote-data';
import { toastError, toastSuccess } from '../../../ui/toast';
import { DataPage } from '../../../widgets/data-page/DataPage';
import { RemoteView } from '../../../widgets/data-page/RemoteView';
import { moveItem } from '../../theme/editors/items/item-order';
import { SortableItemList } from '../../theme/editors/items/SortableItemList';
import { FieldDialog } from './FieldDialog';
import { createForm, fetchForm, updateForm } from './forms-api';
import { FORM_BUILDER_TEXTS } from './texts';

const T = FORM_BUILDER_TEXTS.editor;
const TITLE = findAdminPage('/admin/content/form-builder')?.label ?? '';

interface Props {
  /** The form to edit; undefined builds a new one. */
  readonly formId?: string;
  readonly onDone: () => void;
  readonly onSaved: (id: string) => void;
}

/** Loads the form (or starts an empty one) and hands it to the builder. */
export function FormEditor({ formId, onDone, onSaved }: Props) {
  const resource = useRemoteData(async (signal) => (formId ? (await fetchForm(formId, signal)).data : undefined), formId ?? 'new');
  return (
    <RemoteView resource={resource} loading={<Skeleton height="10rem" />} summary={T.loadFailed}>
      {(form) => <Builder form={form} onDone={onDone} onSaved={onSaved} />}
    </RemoteView>
  );
}

interface Slot {
  readonly id: string;
  readonly order: number;
  readonly field: FormField;
}
const slotsOf = (fields: readonly FormField[]): Slot[] => fields.map((field, i) => ({ id: field.id, order: i + 1, field }));

function Builder({ form, onDone, onSaved }: { form: Form | undefined; onDone: () => void; onSaved: (id: string) => void }) {
  const [name, setName] = useState(form?.name ?? '');
  const [successMessage, setSuccessMessage] = useState(form?.successMessage ?? T.defaultSuccess);
  const [notifyEmail, setNotifyEmail] = useState(form?.notifyEmail ?? '');
  const [fields, setFields] = useState<FormField[]>(form?.fields ?? []);
  const [editing, setEditing] = useState<{ field: FormField | undefined } | undefined>();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const slots = useMemo(() => slotsOf(fields), [fields]);

  const save = async () => {
    const parsed = formSaveSchema.safeParse({ name, successMessage, notifyEmail, fields });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = form ? await updateForm(form.id, parsed.data) : await createForm(parsed.data);
      toastSuccess(T.saved(saved.data.name));
      onSaved(saved.data.id);
    } catch (error) {
      toastError(T.saveFailed, error instanceof ApiError ? error.message : undefined);
    } finally {
      setSaving(false);
    }
  };

  const errorOf = (key: string) =>
    errors[key] ? (
      <small id={`form-${key}-error`} className="p-error">
        {errors[key]}
      </small>
    ) : null;
  const describedBy = (key: string, help?: string) => [help, errors[key] ? `form-${key}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <DataPage
      title={form ? T.editTitle(form.name) : `${TITLE} — ${T.newTitle}`}
      actions={<Button type="button" label={T.back} icon="pi pi-arrow-left" text onClick={onDone} />}
    >
      <div className="form-editor">
        <div className="form-builder-field">
          <label htmlFor="form-name">{T.name}</label>
          <InputText
            id="form-name"
            value={name}
            maxLength={FORM_LIMITS.name}
            invalid={!!errors.name}
            aria-describedby={describedBy('name')}
            onChange={(e) => setName(e.target.value)}
          />
          {errorOf('name')}
        </div>

        <section className="form-editor-fields" aria-labelledby="form-fields-title">
          <div className="form-editor-fields-head">
            <h2 id="form-fields-title">{T.fields}</h2>
            <Button type="button" label={T.addField} icon="pi pi-plus" outlined size="small" onClick={() => setEditing({ field: undefined })} />
          </div>
          <p className="form-builder-help">{T.fieldsHelp}</p>
          {slots.length === 0 ? (
            <p className="form-builder-empty">{T.noFields}</p>
          ) : (
            <SortableItemList
              items={slots}
              label={T.fields}
              titleOf={(slot) => T.fieldTitle(slot.field.label, FORM_FIELD_KIND_LABELS[slot.field.kind], slot.field.required)}
              onMove={(id, toIndex) => setFields(moveItem(slots, id, toIndex).map((s) => s.field))}
              onEdit={(slot) => setEditing({ field: slot.field })}
              onRemove={(slot) => setFields((list) => list.filter((f) => f.id !== slot.id))}
            />
          )}
          {errorOf('fields')}
        </section>

        <div className="form-builder-field">
          <label htmlFor="form-success">{T.successMessage}</label>
          <InputTextarea
            id="form-success"
            rows={3}
            value={successMessage}
            maxLength={FORM_LIMITS.successMessage}
            invalid={!!errors.successMessage}
            aria-describedby={describedBy('successMessage', 'form-success-help')}
            onChange={(e) => setSuccessMessage(e.target.value)}
          />
          <small id="form-success-help" className="form-builder-help">
            {T.successHelp}
          </small>
          {errorOf('successMessage')}
        </div>
        <div className="form-builder-field">
          <label htmlFor="form-notify">{T.notifyEmail}</label>
          <InputText
            id="form-notify"
            type="email"
            value={notifyEmail}
            maxLength={FORM_LIMITS.email}
            invalid={!!errors.notifyEmail}
            aria-describedby={describedBy('notifyEmail', 'form-notify-help')}
            onChange={(e) => setNotifyEmail(e.target.value)}
          />
          <small id="form-notify-help" className="form-builder-help">
            {T.notifyHelp}
          </small>
          {errorOf('notifyEmail')}
        </div>
        <div className="form-editor-actions">
          <Button type="button" label={T.cancel} text onClick={onDone} disabled={saving} />
          <Button type="button" label={T.save} icon="pi pi-save" loading={saving} onClick={() => void save()} />
        </div>
      </div>
      {editing ? (
        <FieldDialog
          key={editing.field?.id ?? 'new'}
          field={editing.field}
          visible
          onHide={() => setEditing(undefined)}
          onApply={(field) => {
            setFields((list) => (list.some((f) => f.id === field.id) ? list.map((f) => (f.id === field.id ? field : f)) : [...list, field]));
            setEditing(undefined);
          }}
        />
      ) : null}
    </DataPage>
  );
}
