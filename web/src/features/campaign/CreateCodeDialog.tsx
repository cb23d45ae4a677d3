import { useId, useRef, useState, type ReactNode } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { Message } from 'primereact/message';
import { SelectButton } from 'primereact/selectbutton';
import { COUPON_CODE_MAX, COUPON_DISCOUNT_STEP, type CampaignCode } from '@shop/shared';
import { ApiError } from '../../api/client';
import { DateTimePicker } from '../../widgets';
import { createCode } from './campaign-api';
import { CODE_FIELDS, EMPTY_CODE_DRAFT, checkDraft, serverField, type CodeDraft, type CodeFieldErrors } from './code-form';
import { CAMPAIGN_TEXTS } from './texts';

const T = CAMPAIGN_TEXTS.create;
const DISCOUNT_TYPES = (['PERCENTAGE', 'AMOUNT'] as const).map((value) => ({ value, label: CAMPAIGN_TEXTS.discountTypes[value] }));

interface Props {
  readonly visible: boolean;
  readonly onHide: () => void;
  readonly onCreated: (code: CampaignCode) => void;
}

/** "Yeni kod": a typed or generated code with its discount, optional expiry and usage limit. */
export function CreateCodeDialog({ visible, onHide, onCreated }: Props) {
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const hide = () => {
    if (!busy) onHide();
  };
  return (
    <Dialog
      header={T.header}
      visible={visible}
      onHide={hide}
      style={{ width: 'min(36rem, 95vw)' }}
      draggable={false}
      modal
      footer={
        <>
          <Button type="button" label={T.cancel} text onClick={hide} disabled={busy} />
          <Button type="submit" form={formId} label={busy ? T.submitting : T.submit} icon="pi pi-check" loading={busy} />
        </>
      }
    >
      {/* Mounted only while open, so every opening starts from an empty form. */}
      {visible ? <CodeForm formId={formId} busy={busy} setBusy={setBusy} onCreated={onCreated} /> : null}
    </Dialog>
  );
}

interface FormProps {
  readonly formId: string;
  readonly busy: boolean;
  readonly setBusy: (busy: boolean) => void;
  readonly onCreated: (code: CampaignCode) => void;
}

function CodeForm({ formId, busy, setBusy, onCreated }: FormProps) {
  const id = useId();
  const fieldId = (name: string) => `${id}-${name}`;
  const [draft, setDraft] = useState<CodeDraft>(EMPTY_CODE_DRAFT);
  const [errors, setErrors] = useState<CodeFieldErrors>({});
  /** A failure that belongs to no field (the server's 5xx, no connection). */
  const [formError, setFormError] = useState<string>();
  const form = useRef<HTMLFormElement>(null);

  const set = <K extends keyof CodeDraft>(key: K, value: CodeDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => (e[key] === undefined ? e : { ...e, [key]: undefined }));
  };

  /** Focus on the first field in error, so a keyboard or screen-reader user lands on what to fix. */
  const showErrors = (next: CodeFieldErrors) => {
    setErrors(next);
    const first = CODE_FIELDS.find((f) => next[f] !== undefined);
    if (first) requestAnimationFrame(() => document.getElementById(fieldId(first))?.focus());
  };

  const submit = async () => {
    setFormError(undefined);
    const checked = checkDraft(draft);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      const code = await createCode(checked.body);
      setBusy(false);
      onCreated(code);
    } catch (error) {
      setBusy(false);
      if (error instanceof ApiError && error.status === 409) showErrors({ code: error.message });
      else if (error instanceof ApiError && error.status === 400 && serverField(error.field))
        showErrors({ [serverField(error.field) as string]: error.message });
      else if (error instanceof ApiError && error.status < 500) setFormError(error.message);
      else setFormError(navigator.onLine ? T.failed : T.offline);
    }
  };

  const describedBy = (name: string, help: boolean) =>
    [help ? `${fieldId(name)}-help` : '', errors[name as keyof CodeDraft] ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ') || undefined;
  const invalid = (name: keyof CodeDraft) => errors[name] !== undefined;

  return (
    <form
      id={formId}
      ref={form}
      className="campaign-form"
      noValidate
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void submit();
      }}
    >
      {formError ? <Message severity="error" text={formError} className="campaign-form-error" /> : null}
      <Field id={fieldId('code')} label={T.code} help={T.codeHelp} error={errors.code}>
        <InputText
          id={fieldId('code')}
          className="campaign-code-input"
          value={draft.code}
          maxLength={COUPON_CODE_MAX}
          placeholder={T.codePlaceholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => set('code', e.target.value)}
          invalid={invalid('code')}
          aria-invalid={invalid('code')}
          aria-describedby={describedBy('code', true)}
        />
      </Field>
      <div className="campaign-form-row">
        <Field id={fieldId('discountType')} label={T.discountType} error={errors.discountType} group>
          <SelectButton
            id={fieldId('discountType')}
            value={draft.discountType}
            options={DISCOUNT_TYPES}
            allowEmpty={false}
            onChange={(e) => {
              if (e.value) set('discountType', e.value as CodeDraft['discountType']);
            }}
            ariaLabelledBy={`${fieldId('discountType')}-label`}
          />
        </Field>
        <Field id={fieldId('discountValue')} label={T.discountValue} error={errors.discountValue}>
          <InputNumber
            inputId={fieldId('discountValue')}
            value={draft.discountValue}
            onValueChange={(e) => set('discountValue', e.value ?? null)}
            mode="decimal"
            locale="tr-TR"
            minFractionDigits={0}
            maxFractionDigits={2}
            step={COUPON_DISCOUNT_STEP}
            min={0}
            {...(draft.discountType === 'PERCENTAGE' ? { prefix: '%' } : { suffix: ' ₺' })}
            invalid={invalid('discountValue')}
            aria-invalid={invalid('discountValue')}
            aria-describedby={describedBy('discountValue', false)}
          />
        </Field>
      </div>
      <div className="campaign-form-row">
        <Field id={fieldId('expiresAt')} label={T.expiresAt} help={T.expiresHelp} error={errors.expiresAt}>
          <DateTimePicker
            inputId={fieldId('expiresAt')}
            label={T.expiresAt}
            value={draft.expiresAt}
            min={new Date().toISOString()}
            onChange={(v) => set('expiresAt', v)}
          />
        </Field>
        <Field id={fieldId('usageLimit')} label={T.usageLimit} help={T.usageHelp} error={errors.usageLimit}>
          <InputNumber
            inputId={fieldId('usageLimit')}
            value={draft.usageLimit}
            onValueChange={(e) => set('usageLimit', e.value ?? null)}
            locale="tr-TR"
            maxFractionDigits={0}
            min={1}
            invalid={invalid('usageLimit')}
            aria-invalid={invalid('usageLimit')}
            aria-describedby={describedBy('usageLimit', true)}
          />
        </Field>
      </div>
    </form>
  );
}

interface FieldProps {
  readonly id: string;
  readonly label: string;
  readonly help?: string;
  readonly error?: string | undefined;
  /** A group of buttons: named by aria-labelledby, so the label is no `<label>`. */
  readonly group?: boolean;
  readonly children: ReactNode;
}

function Field({ id, label, help, error, group = false, children }: FieldProps) {
  return (
    <div className="campaign-field">
      {group ? (
        <span id={`${id}-label`} className="campaign-field-label">
          {label}
        </span>
      ) : (
        <label htmlFor={id} className="campaign-field-label">
          {label}
        </label>
      )}
      {children}
      {help ? (
        <small id={`${id}-help`} className="campaign-field-help">
          {help}
        </small>
      ) : null}
      {error ? (
        <small id={`${id}-error`} className="p-error" role="alert">
          {error}
        </small>
      ) : null}
    </div>
  );
}
