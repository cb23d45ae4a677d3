import { useState } from 'react';
import { Button } from 'primereact/button';
import { Checkbox } from 'primereact/checkbox';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { FORM_FIELD_KIND_LABELS, FORM_FIELD_KINDS, FORM_LIMITS, formFieldSchema, type FormField, type FormFieldKind } from '@shop/shared';
import { FORM_BUILDER_TEXTS } from './texts';

const T = FORM_BUILDER_TEXTS.field;
const KIND_OPTIONS = FORM_FIELD_KINDS.map((kind) => ({ value: kind, label: FORM_FIELD_KIND_LABELS[kind] }));

/** A new field's id: short, unique in the form, and what the page's form and its submissions key the value by. */
const newFieldId = () => `alan-${crypto.randomUUID().slice(0, 8)}`;

interface Draft {
  kind: FormFieldKind;
  label: string;
  required: boolean;
  helpText: string;
  options: string;
}

const draftOf = (field: FormField | undefined): Draft =>
  field
    ? { kind: field.kind, label: field.label, required: field.required, helpText: field.helpText, options: field.options.join('\n') }
    : { kind: 'TEXT', label: T.defaultLabels.TEXT, required: false, helpText: '', options: '' };

interface Props {
  /** The field being edited; undefined adds one. */
  readonly field: FormField | undefined;
  readonly visible: boolean;
  readonly onApply: (field: FormField) => void;
  readonly onHide: () => void;
}

/** One field's settings: kind, label, required, help text, and a list's options (one per line). Checked with the save's own schema. */
export function FieldDialog({ field, visible, onApply, onHide }: Props) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(field));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const changeKind = (kind: FormFieldKind) =>
    setDraft((d) => ({
      ...d,
      kind,
      // A label still the previous kind's default follows the kind; one the admin typed stays.
      label: Object.values(T.defaultLabels).includes(d.label as never) || d.label === '' ? T.defaultLabels[kind] : d.label,
    }));

  const apply = () => {
    const parsed = formFieldSchema.safeParse({
      id: field?.id ?? newFieldId(),
      kind: draft.kind,
      label: draft.label,
      required: draft.required,
      helpText: draft.helpText,
      options:
        draft.kind === 'SELECT'
          ? draft.options
              .split('\n')
              .map((o) => o.trim())
              .filter(Boolean)
          : [],
    });
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0] ?? 'label'), i.message])));
      return;
    }
    onApply(parsed.data);
  };

  const errorOf = (key: string) =>
    errors[key] ? (
      <small id={`form-field-${key}-error`} className="p-error">
        {errors[key]}
      </small>
    ) : null;
  const described = (key: string, help?: string) =>
    [help, errors[key] ? `form-field-${key}-error` : undefined].filter(Boolean).join(' ') || undefined;

  return (
    <Dialog
      header={field ? T.editHeader : T.addHeader}
      visible={visible}
      onHide={onHide}
      style={{ width: 'min(34rem, 95vw)' }}
      footer={
        <>
          <Button type="button" label={T.cancel} text onClick={onHide} />
          <Button type="button" label={T.apply} icon="pi pi-check" onClick={apply} />
        </>
      }
    >
      <div className="form-field-dialog">
        <div className="form-builder-field">
          <label htmlFor="form-field-kind">{T.kind}</label>
          <Dropdown inputId="form-field-kind" value={draft.kind} options={KIND_OPTIONS} onChange={(e) => changeKind(e.value as FormFieldKind)} />
        </div>
        <div className="form-builder-field">
          <label htmlFor="form-field-label">{T.label}</label>
          <InputText
            id="form-field-label"
            value={draft.label}
            maxLength={FORM_LIMITS.label}
            invalid={!!errors.label}
            aria-describedby={described('label')}
            onChange={(e) => set('label', e.target.value)}
          />
          {errorOf('label')}
        </div>
        {draft.kind === 'SELECT' ? (
          <div className="form-builder-field">
            <label htmlFor="form-field-options">{T.options}</label>
            <InputTextarea
              id="form-field-options"
              rows={4}
              value={draft.options}
              invalid={!!errors.options}
              aria-describedby={described('options')}
              onChange={(e) => set('options', e.target.value)}
            />
            {errorOf('options')}
          </div>
        ) : null}
        <div className="form-builder-field">
          <label htmlFor="form-field-help">{T.helpText}</label>
          <InputText
            id="form-field-help"
            value={draft.helpText}
            maxLength={FORM_LIMITS.helpText}
            aria-describedby={described('helpText', draft.kind === 'FILE' ? 'form-field-file-help' : undefined)}
            onChange={(e) => set('helpText', e.target.value)}
          />
          {draft.kind === 'FILE' ? (
            <small id="form-field-file-help" className="form-builder-help">
              {T.fileHelp}
            </small>
          ) : null}
          {errorOf('helpText')}
        </div>
        <div className="form-builder-check">
          <Checkbox
            inputId="form-field-required"
            checked={draft.kind === 'KVKK' || draft.required}
            disabled={draft.kind === 'KVKK'}
            onChange={(e) => set('required', e.checked === true)}
          />
          <label htmlFor="form-field-required">{T.required}</label>
          {draft.kind === 'KVKK' ? <small className="form-builder-help">{T.kvkkAlwaysRequired}</small> : null}
        </div>
      </div>
    </Dialog>
  );
}
