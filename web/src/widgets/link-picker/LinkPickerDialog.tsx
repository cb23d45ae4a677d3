import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { InputSwitch } from 'primereact/inputswitch';
import { InputText } from 'primereact/inputtext';
import { SelectButton } from 'primereact/selectbutton';
import { FIELD_LIMITS, LINK_TYPES, MESSAGES, type Link } from '@shop/shared';
import { toastSuccess } from '../../ui/toast';
import { WIDGET_TEXTS } from '../texts';
import { checkDraft, chooseTarget, draftFrom, switchType, type LinkDraft, type LinkType } from './link-draft';
import type { LinkChoice } from './link-targets';
import { CategoryPanel, CustomPanel, PagePanel, ProductPanel } from './LinkTargetPanels';
import './link-picker.css';

export interface LinkPickerDialogProps {
  readonly visible: boolean;
  /** The saved link; the dialog starts from it each time it opens. */
  readonly value: Link | null;
  /** A link the server would take. The caller closes the dialog. */
  readonly onConfirm: (link: Link) => void;
  readonly onHide: () => void;
}

const T = WIDGET_TEXTS.linkPicker;
const TYPE_OPTIONS = LINK_TYPES.map((type) => ({ value: type, label: T.types[type] }));

type Refusal = { readonly field: 'target' | 'title'; readonly message: string } | undefined;

/**
 * Chooses where a link goes: one of the storefront's pages, a product, a category or an
 * address of one's own; with its title (the chosen name unless written) and whether it opens
 * in a new tab. What the server would refuse is refused here, inline, and nothing changes.
 */
export function LinkPickerDialog({ visible, value, onConfirm, onHide }: LinkPickerDialogProps) {
  const [draft, setDraft] = useState<LinkDraft>(() => draftFrom(value));
  const [refusal, setRefusal] = useState<Refusal>();
  const ids = useId();
  const errorId = `${ids}-error`;

  // Each opening starts from the saved link, not from an abandoned earlier draft.
  const [wasVisible, setWasVisible] = useState(visible);
  if (visible !== wasVisible) {
    setWasVisible(visible);
    if (visible) {
      setDraft(draftFrom(value));
      setRefusal(undefined);
    }
  }

  const edit = (next: LinkDraft) => {
    setDraft(next);
    setRefusal(undefined);
  };
  const choose = (choice: LinkChoice) => edit(chooseTarget(draft, choice));

  const confirm = () => {
    const check = checkDraft(draft);
    if (!check.ok) {
      setRefusal({ field: check.field, message: check.message });
      return;
    }
    onConfirm(check.link);
    toastSuccess(MESSAGES.success.linkSelected);
  };

  const targetErrorId = refusal?.field === 'target' ? errorId : undefined;
  const panelProps = { chosen: draft.choices[draft.type], onChoose: choose, errorId: targetErrorId };
  const footer = (
    <div className="link-picker__footer">
      <Button type="button" label={WIDGET_TEXTS.cancel} outlined onClick={onHide} />
      <Button type="button" label={T.confirm} icon="pi pi-check" onClick={confirm} />
    </div>
  );

  return (
    <Dialog header={T.title} visible={visible} onHide={onHide} footer={footer} style={{ width: '40rem' }} breakpoints={{ '768px': '95vw' }}>
      <div className="link-picker">
        <SelectButton
          value={draft.type}
          options={TYPE_OPTIONS}
          onChange={(e) => {
            // SelectButton unselects on a second click; a link always has a type.
            if (LINK_TYPES.includes(e.value as LinkType)) edit(switchType(draft, e.value as LinkType));
          }}
          allowEmpty={false}
          aria-label={T.type}
        />
        {draft.type === 'page' ? <PagePanel {...panelProps} /> : null}
        {draft.type === 'product' ? <ProductPanel {...panelProps} /> : null}
        {draft.type === 'category' ? <CategoryPanel {...panelProps} onRefused={(message) => setRefusal({ field: 'target', message })} /> : null}
        {draft.type === 'custom' ? <CustomPanel {...panelProps} inputId={`${ids}-address`} /> : null}
        {refusal?.field === 'target' ? (
          <small id={errorId} className="p-error" role="alert">
            {refusal.message}
          </small>
        ) : null}

        <div className="link-picker__field">
          <label htmlFor={`${ids}-title`}>{T.linkTitle}</label>
          <InputText
            id={`${ids}-title`}
            value={draft.title}
            onChange={(e) => edit({ ...draft, title: e.target.value })}
            maxLength={FIELD_LIMITS.name}
            invalid={refusal?.field === 'title'}
            aria-describedby={refusal?.field === 'title' ? errorId : `${ids}-title-help`}
          />
          {refusal?.field === 'title' ? (
            <small id={errorId} className="p-error" role="alert">
              {refusal.message}
            </small>
          ) : (
            <small id={`${ids}-title-help`} className="link-picker__help">
              {T.linkTitleHelp}
            </small>
          )}
        </div>

        <div className="link-picker__switch">
          <InputSwitch inputId={`${ids}-new-tab`} checked={draft.newTab} onChange={(e) => edit({ ...draft, newTab: e.value })} />
          <label htmlFor={`${ids}-new-tab`}>{T.newTab}</label>
        </div>
      </div>
    </Dialog>
  );
}
