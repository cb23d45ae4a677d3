import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import type { Link } from '@shop/shared';
import { WIDGET_TEXTS } from '../texts';
import { LinkPickerDialog } from './LinkPickerDialog';
import { isMissingPageLink, usePageLinks } from './use-page-links';
import './link-picker.css';

export interface LinkFieldProps {
  /** The choose button's id, so the editor's `<label htmlFor>` names it. */
  readonly inputId: string;
  readonly value: Link | null;
  readonly onChange: (value: Link | null) => void;
  readonly invalid?: boolean;
  /** Ids of the field's help and error texts. */
  readonly describedBy?: string;
}

const T = WIDGET_TEXTS.linkField;

/** "Ürün · /product/elbise · yeni sekmede". */
const metaOf = (link: Link) => [WIDGET_TEXTS.linkPicker.types[link.type], link.target, ...(link.newTab ? [T.newTab] : [])].join(' · ');

/** A link: what it is (title, type and address) or "Bağlantı yok", a button opening the picker, and one to clear it. */
export function LinkField({ inputId, value, onChange, invalid = false, describedBy }: LinkFieldProps) {
  const [open, setOpen] = useState(false);
  const summaryId = useId();
  // A link without a target goes nowhere: the storefront shows none.
  const link = value && value.target !== '' ? value : null;
  // A link to a content page deleted or unpublished since it was chosen would be a 404 for shoppers.
  const pageLinks = usePageLinks();
  const missingPage = link !== null && isMissingPageLink(link.target, pageLinks);
  const warningId = `${summaryId}-missing`;
  return (
    <div className={`link-field${invalid ? ' p-invalid' : ''}`}>
      <i className="pi pi-link link-field__icon" aria-hidden="true" />
      <span id={summaryId} className="link-field__summary">
        {link ? (
          <>
            <span className="link-field__title">{link.title || link.target}</span>
            <span className="link-field__meta">{metaOf(link)}</span>
          </>
        ) : (
          <span className="link-field__none">{T.none}</span>
        )}
      </span>
      {/* Icon and text go in as children: PrimeReact turns `label` into an aria-label, which would hide the field's own <label>. */}
      <Button
        id={inputId}
        type="button"
        outlined
        size="small"
        aria-describedby={[summaryId, missingPage ? warningId : undefined, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        onClick={() => setOpen(true)}
      >
        <span className="p-button-icon p-button-icon-left pi pi-link" aria-hidden="true" />
        <span className="p-button-label">{link ? T.change : T.choose}</span>
      </Button>
      {value ? <Button type="button" label={T.remove} icon="pi pi-times" text severity="danger" size="small" onClick={() => onChange(null)} /> : null}
      {missingPage ? (
        <small id={warningId} className="p-error link-field__missing" role="alert">
          {T.missingPage}
        </small>
      ) : null}
      <LinkPickerDialog
        visible={open}
        value={value}
        onConfirm={(next) => {
          onChange(next);
          setOpen(false);
        }}
        onHide={() => setOpen(false)}
      />
    </div>
  );
}
