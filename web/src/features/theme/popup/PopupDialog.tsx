import './popup.css';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Dropdown } from 'primereact/dropdown';
import { Message } from 'primereact/message';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { SelectButton } from 'primereact/selectbutton';
import { COUPON_DISCOUNT_STEP, THEME_SETTINGS_MENU_LABELS, type ButtonVariant, type PopupSettings } from '@shop/shared';
import { ApiError, apiFetch } from '../../../api/client';
import { useRemoteData } from '../../../api/use-remote-data';
import { LoadError } from '../../../widgets/data-page/LoadError';
import { buttonStyle } from '../../../storefront/components/style-helpers';
import { toastError, toastSuccess } from '../../../ui/toast';
import { DateTimePicker, MediaField } from '../../../widgets';
import { Field, Section, SwitchField } from '../editors/fields/FieldShell';
import { loadPopup, savePopup, type PopupApi, type PopupSaveResult } from './popup-api';
import { POPUP_OPTIONS, draftOf, saveFailureText, saveSuccessText, validateDraft, type PopupDraft, type PopupFieldErrors } from './popup-form';
import { POPUP_TEXTS as T } from './texts';

const BREAKPOINTS = { '960px': '90vw', '640px': '100vw' };

/** The swatch follows the storefront's colours for the variant, so the admin sees what the button will look like. */
const variantTemplate = (option: { value: ButtonVariant; label: string } | null) =>
  option ? (
    <span className="popup-variant">
      <span className={`popup-variant-swatch popup-variant-swatch--${option.value}`} style={buttonStyle(option.value)} aria-hidden="true" />
      {option.label}
    </span>
  ) : null;

export interface PopupDialogProps {
  readonly visible: boolean;
  readonly onHide: () => void;
  /** After a successful save, before the dialog closes: the builder takes the saved popup. */
  readonly onSaved: (result: PopupSaveResult) => void;
  readonly api?: PopupApi;
}

/** Açılır Pencere: the popup's settings (platform §3, §5), loaded from and saved to the popup API. */
export function PopupDialog({ visible, onHide, onSaved, api = apiFetch }: PopupDialogProps) {
  const formId = useId();
  const [phase, setPhase] = useState<Phase>('loading');
  // The actions sit in the dialog's footer, outside the scrolling form; they submit it by its id.
  const footer = (
    <div className="popup-form-actions">
      <Button type="button" label={T.cancel} text onClick={onHide} disabled={phase === 'saving'} />
      <Button
        type="submit"
        form={formId}
        label={phase === 'saving' ? T.saving : T.save}
        icon="pi pi-save"
        loading={phase === 'saving'}
        disabled={phase !== 'ready'}
      />
    </div>
  );
  return (
    <Dialog
      header={THEME_SETTINGS_MENU_LABELS.popup}
      visible={visible}
      onHide={onHide}
      footer={footer}
      className="popup-dialog"
      style={{ width: '52rem' }}
      breakpoints={BREAKPOINTS}
      modal
      blockScroll
      draggable={false}
    >
      {visible && <PopupEditor api={api} formId={formId} onPhase={setPhase} onHide={onHide} onSaved={onSaved} />}
    </Dialog>
  );
}

type Phase = 'loading' | 'failed' | 'ready' | 'saving';

interface EditorProps {
  readonly api: PopupApi;
  readonly formId: string;
  readonly onPhase: (phase: Phase) => void;
  readonly onHide: () => void;
  readonly onSaved: PopupDialogProps['onSaved'];
}

function PopupEditor({ api, formId, onPhase, onHide, onSaved }: EditorProps) {
  const loaded = useRemoteData((signal) => loadPopup(api, signal), 'popup');

  useEffect(() => {
    onPhase(loaded.status);
  }, [loaded.status, onPhase]);

  if (loaded.status === 'loading') {
    return (
      <p className="popup-status" role="status">
        <i className="pi pi-spin pi-spinner" aria-hidden="true" /> {T.loading}
      </p>
    );
  }
  if (loaded.status === 'failed') return <LoadError failure={loaded} onRetry={loaded.retry} summary={T.loadFailed} />;
  return (
    <PopupForm
      api={api}
      formId={formId}
      onPhase={onPhase}
      initial={draftOf(loaded.data)}
      version={loaded.data.version}
      onHide={onHide}
      onSaved={onSaved}
    />
  );
}

interface PopupFormProps extends EditorProps {
  readonly initial: PopupDraft;
  readonly version: number;
}

function PopupForm({ api, formId, onPhase, initial, version, onHide, onSaved }: PopupFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<PopupFieldErrors>({});
  const [baseVersion, setBaseVersion] = useState(version);
  /** Someone saved the top area meanwhile: the admin chooses between their draft and what is stored now. */
  const [conflict, setConflict] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const set = useCallback(<K extends keyof PopupDraft>(key: K, value: PopupDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    setErrors((e) => (e[key] === undefined ? e : { ...e, [key]: undefined }));
  }, []);
  const fieldId = (name: string) => `${id}-${name}`;

  /** The draft as the settings to post, or null after showing the admin what is wrong with it. */
  const checkedSettings = (): PopupSettings | null => {
    const checked = validateDraft(draft);
    if (checked.ok) return checked.settings;
    setErrors(checked.errors);
    return null;
  };

  const save = async (settings: PopupSettings, on: number) => {
    onPhase('saving');
    try {
      const result = await savePopup(api, settings, on);
      toastSuccess(saveSuccessText(result.action));
      onSaved(result);
      onHide();
    } catch (error) {
      // A 409 gets the banner with its two ways on: a toast saying "reload" would contradict it.
      if (error instanceof ApiError && error.status === 409) setConflict(true);
      else toastError(saveFailureText(error));
      onPhase('ready');
    }
  };

  /** Reads what is stored now; `keepDraft` saves the admin's draft over it, else the draft becomes the stored popup. */
  const resolveConflict = async (keepDraft: boolean) => {
    const settings = keepDraft ? checkedSettings() : null;
    if (keepDraft && !settings) return;
    // The banner goes at once, so a second click cannot start a second resolution.
    setConflict(false);
    onPhase('saving');
    try {
      const current = await loadPopup(api);
      setBaseVersion(current.version);
      if (settings) {
        await save(settings, current.version);
        return;
      }
      setDraft(draftOf(current));
      setErrors({});
      nameField.current?.focus();
    } catch (error) {
      toastError(saveFailureText(error));
      setConflict(true);
    }
    onPhase('ready');
  };

  const coupon = draft.type === 'COUPON';
  return (
    <form
      id={formId}
      className="popup-form kit-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const settings = checkedSettings();
        if (settings) void save(settings, baseVersion);
      }}
    >
      {conflict && (
        <Message
          severity="warn"
          className="popup-conflict"
          content={
            <div className="popup-conflict-body">
              <p>{T.conflict}</p>
              <div className="popup-conflict-actions">
                <Button type="button" size="small" label={T.conflictKeepMine} onClick={() => void resolveConflict(true)} />
                <Button type="button" size="small" outlined label={T.conflictLoadCurrent} onClick={() => void resolveConflict(false)} />
              </div>
            </div>
          }
        />
      )}
      <Section columns={2} title={T.sections.content}>
        <Field id={fieldId('name')} label={T.fields.name} error={errors.name} help={T.fields.nameHelp}>
          <InputText
            id={fieldId('name')}
            ref={nameField}
            value={draft.name}
            onChange={(e) => {
              set('name', e.target.value);
            }}
            invalid={errors.name !== undefined}
            aria-invalid={errors.name !== undefined}
            aria-describedby={`${fieldId('name')}-note`}
            required
          />
        </Field>
        <Field id={fieldId('type')} label={T.fields.type} group>
          <SelectButton
            value={draft.type}
            options={POPUP_OPTIONS.types}
            allowEmpty={false}
            onChange={(e) => {
              if (e.value) set('type', e.value as PopupSettings['type']);
            }}
            aria-labelledby={`${fieldId('type')}-label`}
          />
        </Field>
        <Field id={fieldId('title')} label={T.fields.title} error={errors.title} wide>
          <InputText
            id={fieldId('title')}
            value={draft.title}
            onChange={(e) => {
              set('title', e.target.value);
            }}
            invalid={errors.title !== undefined}
          />
        </Field>
        <Field id={fieldId('description')} label={T.fields.description} error={errors.description} wide>
          <InputTextarea
            id={fieldId('description')}
            value={draft.description}
            rows={3}
            className="kit-textarea"
            onChange={(e) => {
              set('description', e.target.value);
            }}
          />
        </Field>
        <Field id={fieldId('subDescription')} label={T.fields.subDescription} error={errors.subDescription} wide>
          <InputTextarea
            id={fieldId('subDescription')}
            value={draft.subDescription}
            rows={2}
            className="kit-textarea"
            onChange={(e) => {
              set('subDescription', e.target.value);
            }}
          />
        </Field>
        <Field id={fieldId('image')} label={T.fields.image} error={errors.galleryId} wide group>
          <MediaField
            inputId={fieldId('image')}
            value={draft.galleryId}
            onChange={(media) => {
              set('galleryId', media);
            }}
            accept={['IMAGE']}
            label={T.fields.image}
          />
        </Field>
      </Section>

      <Section columns={2} title={T.sections.appearance}>
        <Field id={fieldId('textAlign')} label={T.fields.textAlign} group>
          <SelectButton
            value={draft.textAlign}
            options={POPUP_OPTIONS.aligns}
            allowEmpty={false}
            onChange={(e) => {
              if (e.value) set('textAlign', e.value as PopupSettings['textAlign']);
            }}
            aria-labelledby={`${fieldId('textAlign')}-label`}
          />
        </Field>
        <Field id={fieldId('popupSize')} label={T.fields.popupSize}>
          <Dropdown
            inputId={fieldId('popupSize')}
            value={draft.popupSize}
            options={POPUP_OPTIONS.sizes}
            onChange={(e) => {
              set('popupSize', e.value as PopupSettings['popupSize']);
            }}
          />
        </Field>
        <SwitchField
          id={fieldId('dismissable')}
          label={T.fields.dismissable}
          checked={draft.dismissable}
          onChange={(v) => {
            set('dismissable', v);
          }}
        />
      </Section>

      {coupon && (
        <Section columns={2} title={T.sections.coupon}>
          <Field id={fieldId('couponDiscountType')} label={T.fields.couponDiscountType} group>
            <SelectButton
              value={draft.couponDiscountType}
              options={POPUP_OPTIONS.discountTypes}
              allowEmpty={false}
              onChange={(e) => {
                if (e.value) set('couponDiscountType', e.value as PopupSettings['couponDiscountType']);
              }}
              aria-labelledby={`${fieldId('couponDiscountType')}-label`}
            />
          </Field>
          <Field id={fieldId('couponDiscountValue')} label={T.fields.couponDiscountValue} error={errors.couponDiscountValue}>
            <InputNumber
              inputId={fieldId('couponDiscountValue')}
              value={draft.couponDiscountValue}
              onValueChange={(e) => {
                set('couponDiscountValue', e.value ?? null);
              }}
              mode="decimal"
              locale="tr-TR"
              minFractionDigits={0}
              maxFractionDigits={2}
              step={COUPON_DISCOUNT_STEP}
              min={0}
              invalid={errors.couponDiscountValue !== undefined}
            />
          </Field>
          <Field id={fieldId('couponTime')} label={T.fields.couponTime} error={errors.couponTime} help={T.fields.couponTimeHelp}>
            <InputNumber
              inputId={fieldId('couponTime')}
              value={draft.couponTime}
              onValueChange={(e) => {
                set('couponTime', e.value ?? null);
              }}
              useGrouping={false}
              min={0}
              invalid={errors.couponTime !== undefined}
              aria-describedby={`${fieldId('couponTime')}-note`}
            />
          </Field>
          <Field id={fieldId('couponGenerateButtonName')} label={T.fields.couponGenerateButtonName} error={errors.couponGenerateButtonName} rowStart>
            <InputText
              id={fieldId('couponGenerateButtonName')}
              value={draft.couponGenerateButtonName}
              onChange={(e) => {
                set('couponGenerateButtonName', e.target.value);
              }}
            />
          </Field>
          <Field id={fieldId('couponGenerateButtonVariant')} label={T.fields.couponGenerateButtonVariant}>
            <Dropdown
              inputId={fieldId('couponGenerateButtonVariant')}
              value={draft.couponGenerateButtonVariant}
              options={POPUP_OPTIONS.variants}
              itemTemplate={variantTemplate}
              valueTemplate={variantTemplate}
              onChange={(e) => {
                set('couponGenerateButtonVariant', e.value as ButtonVariant);
              }}
            />
          </Field>
          <Field id={fieldId('couponCopyButtonName')} label={T.fields.couponCopyButtonName} error={errors.couponCopyButtonName}>
            <InputText
              id={fieldId('couponCopyButtonName')}
              value={draft.couponCopyButtonName}
              onChange={(e) => {
                set('couponCopyButtonName', e.target.value);
              }}
            />
          </Field>
          <Field id={fieldId('couponCopyButtonVariant')} label={T.fields.couponCopyButtonVariant}>
            <Dropdown
              inputId={fieldId('couponCopyButtonVariant')}
              value={draft.couponCopyButtonVariant}
              options={POPUP_OPTIONS.variants}
              itemTemplate={variantTemplate}
              valueTemplate={variantTemplate}
              onChange={(e) => {
                set('couponCopyButtonVariant', e.value as ButtonVariant);
              }}
            />
          </Field>
        </Section>
      )}

      <Section columns={2} title={T.sections.schedule}>
        <Field id={fieldId('displayFrequency')} label={T.fields.displayFrequency}>
          <Dropdown
            inputId={fieldId('displayFrequency')}
            value={draft.displayFrequency}
            options={POPUP_OPTIONS.frequencies}
            onChange={(e) => {
              set('displayFrequency', e.value as PopupSettings['displayFrequency']);
            }}
          />
        </Field>
        <SwitchField
          id={fieldId('isActive')}
          label={T.fields.isActive}
          checked={draft.isActive}
          onChange={(v) => {
            set('isActive', v);
          }}
        />
        <Field id={fieldId('startDate')} label={T.fields.startDate} error={errors.startDate} help={T.fields.datesHelp}>
          <DateTimePicker
            inputId={fieldId('startDate')}
            label={T.fields.startDate}
            value={draft.startDate ?? null}
            onChange={(v) => {
              set('startDate', v);
            }}
          />
        </Field>
        <Field id={fieldId('endDate')} label={T.fields.endDate} error={errors.endDate}>
          <DateTimePicker
            inputId={fieldId('endDate')}
            label={T.fields.endDate}
            value={draft.endDate ?? null}
            min={draft.startDate ?? null}
            onChange={(v) => {
              set('endDate', v);
            }}
          />
        </Field>
      </Section>
    </form>
  );
}
