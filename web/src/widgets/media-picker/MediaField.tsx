import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import type { Media } from '@shop/shared';
import { WIDGET_TEXTS } from '../texts';
import { acceptKind } from './media-accept';
import { MediaPickerDialog } from './MediaPickerDialog';
import { MediaThumb } from './MediaTile';
import './media-picker.css';

export interface MediaFieldProps {
  /** The choose button's id, so the editor's `<label htmlFor>` names it. */
  readonly inputId: string;
  readonly value: Media | null;
  readonly onChange: (value: Media | null) => void;
  readonly accept: readonly ('IMAGE' | 'VIDEO')[];
  /** The picker's title (the field's own label reads best there); "Görsel Seç" and the like without it. */
  readonly label?: string;
  readonly invalid?: boolean;
  /** Ids of the field's help and error texts. */
  readonly describedBy?: string;
  /** Shown, not changed (a read-only page). */
  readonly disabled?: boolean;
}

const T = WIDGET_TEXTS.mediaField;

/** One file from the media library: its thumbnail and name, a button opening the picker, and one to clear it. */
export function MediaField({ inputId, value, onChange, accept, label, invalid = false, describedBy, disabled = false }: MediaFieldProps) {
  const [open, setOpen] = useState(false);
  const nameId = useId();
  const kind = acceptKind(accept);
  return (
    <div className={`media-field${invalid ? ' p-invalid' : ''}`}>
      {value ? (
        // The name is written beside it: the thumbnail itself needs no text.
        <MediaThumb media={{ ...value, name: '' }} className="media-field__thumb" />
      ) : (
        <span className="media-field__thumb media-field__empty" aria-hidden="true">
          <i className={kind === 'VIDEO' ? 'pi pi-video' : 'pi pi-image'} />
        </span>
      )}
      <span id={nameId} className={`media-field__name${value ? '' : ' media-field__name--empty'}`} title={value?.name}>
        {value ? value.name || value.filePath : T.empty[kind]}
      </span>
      {/* Icon and text go in as children: PrimeReact turns `label` into an aria-label, which would hide the field's own <label>. */}
      <Button
        id={inputId}
        type="button"
        outlined
        size="small"
        aria-describedby={[nameId, describedBy].filter(Boolean).join(' ')}
        aria-invalid={invalid || undefined}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        <span className="p-button-icon p-button-icon-left pi pi-images" aria-hidden="true" />
        <span className="p-button-label">{value ? T.change : T.choose}</span>
      </Button>
      {value && !disabled ? (
        <Button type="button" label={T.remove} icon="pi pi-times" text severity="danger" size="small" onClick={() => onChange(null)} />
      ) : null}
      <MediaPickerDialog
        visible={open}
        accept={accept}
        max={1}
        title={label}
        onConfirm={([picked]) => {
          onChange(picked ?? null);
          setOpen(false);
        }}
        onHide={() => setOpen(false)}
      />
    </div>
  );
}
