import { useState } from 'react';
import { Button } from 'primereact/button';
import { ICON_CATALOGUE } from '@shop/shared';
import { IconPickerDialog } from '../../../../widgets';
import type { FieldControlProps } from '../kit/field-config';
import { EDITOR_TEXTS as T } from '../texts';

const turkishNameOf = (key: string) => ICON_CATALOGUE.find((icon) => icon.key === key)?.turkishName;

/** A lucide icon by key, chosen in the icon picker dialog; shows the icon's Turkish name and key. */
export function IconControl({ id, value, onChange, describedBy }: FieldControlProps<string>) {
  const [open, setOpen] = useState(false);
  const name = value ? (turkishNameOf(value) ?? value) : T.kit.icon.none;
  return (
    <div className="kit-switch-row">
      <span className="kit-icon-value">
        {name}
        {value && name !== value && <small className="kit-help"> · {value}</small>}
      </span>
      <Button
        id={id}
        type="button"
        size="small"
        outlined
        label={value ? T.kit.icon.change : T.kit.icon.choose}
        aria-describedby={describedBy}
        onClick={() => setOpen(true)}
      />
      <IconPickerDialog visible={open} value={value} onSelect={(icon) => onChange(icon.key)} onHide={() => setOpen(false)} />
    </div>
  );
}
