import './popup.css';
import { useEffect, useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { THEME_SETTINGS_MENU_LABELS, type PopupSettings } from '@shop/shared';
import { ApiError, apiFetch } from '../../../api/client';
import { useRemoteData } from '../../../api/use-remote-data';
import { LoadError } from '../../../widgets/data-page/LoadError';
import { toastError, toastSuccess } from '../../../ui/toast';
import { SectionsForm } from '../editors/kit/FieldsForm';
import { focusField } from '../editors/kit/focus-field';
import { useCheckedDraft } from '../editors/kit/use-checked-draft';
import { POPUP_SECTIONS } from './fields';
import { loadPopup, savePopup, type PopupApi, type PopupSaveResult } from './popup-api';
import { draftOf, saveFailureText, saveSuccessText, validateDraft, type PopupDraft } from './popup-form';
import { POPUP_TEXTS as T } from './texts';

const BREAKPOINTS = { '960px': '90vw', '640px': '100vw' };

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
  const idPrefix = useId();
  const { draft, sink, errors, setErrors, replace } = useCheckedDraft<PopupDraft>(initial);
  const [baseVersion, setBaseVersion] = useState(version);
  /** Someone saved the top area meanwhile: the admin chooses between their draft and what is stored now. */
  const [conflict, setConflict] = useState(false);

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
      replace(draftOf(current));
      focusField(idPrefix, 'name');
    } catch (error) {
      toastError(saveFailureText(error));
      setConflict(true);
    }
    onPhase('ready');
  };

  return (
    <form
      id={formId}
      className="popup-form"
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
      <SectionsForm sections={POPUP_SECTIONS} data={draft} errors={errors} idPrefix={idPrefix} sink={sink} />
    </form>
  );
}
