import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { SelectButton } from 'primereact/selectbutton';
import { ColorPickerField } from '../../../../widgets';
import type { FieldControlProps, Option } from '../kit/field-config';

export function TextControl({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  placeholder,
}: FieldControlProps<string> & { placeholder?: string | undefined }) {
  return (
    <InputText
      id={id}
      value={value}
      placeholder={placeholder}
      onChange={(e) => onChange(e.target.value)}
      invalid={invalid}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}

/** Grows with its text through CSS (`field-sizing`), not PrimeReact's autoResize, which forces a layout on every keystroke. */
export function TextareaControl({ id, value, onChange, invalid, describedBy, rows }: FieldControlProps<string> & { rows: number }) {
  return (
    <InputTextarea
      id={id}
      value={value}
      rows={rows}
      className="kit-textarea"
      onChange={(e) => onChange(e.target.value)}
      invalid={invalid}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}

export interface NumberControlProps extends FieldControlProps<number> {
  readonly min: number;
  readonly max: number;
  readonly step: number;
  readonly suffix?: string | undefined;
  /** Up and down buttons beside the box; off where two controls share a row. */
  readonly buttons?: boolean;
}

/**
 * A number in a range, written as it is typed (PrimeReact's onValueChange comes only on blur, Enter or
 * the spin buttons); an emptied box writes nothing and becomes the range's minimum when it loses focus.
 */
export function NumberControl({ id, value, onChange, invalid, describedBy, min, max, step, suffix, buttons = true }: NumberControlProps) {
  return (
    <InputNumber
      inputId={id}
      value={value}
      onChange={(e) => {
        if (typeof e.value === 'number' && e.value >= min && e.value <= max) onChange(e.value);
      }}
      onValueChange={(e) => {
        if (typeof e.value === 'number') onChange(e.value);
      }}
      min={min}
      max={max}
      step={step}
      suffix={suffix}
      showButtons={buttons}
      useGrouping={false}
      locale="tr-TR"
      allowEmpty={false}
      invalid={invalid}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}

export interface SelectControlProps extends FieldControlProps<string | number> {
  readonly options: readonly Option[];
  /** A row of buttons for short lists; a drop-down for long ones. */
  readonly segmented: boolean;
  readonly labelledBy: string;
}

export function SelectControl({ id, value, onChange, invalid, describedBy, options, segmented, labelledBy }: SelectControlProps) {
  if (segmented) {
    return (
      <SelectButton
        id={id}
        value={value}
        options={[...options]}
        allowEmpty={false}
        onChange={(e) => {
          if (e.value !== null && e.value !== undefined) onChange(e.value as string | number);
        }}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
      />
    );
  }
  return (
    <Dropdown
      inputId={id}
      value={value}
      options={[...options]}
      onChange={(e) => onChange(e.value as string | number)}
      invalid={invalid}
      aria-describedby={describedBy}
    />
  );
}

export function ColorControl({ id, value, onChange, label, alpha }: FieldControlProps<string> & { label: string; alpha: boolean }) {
  return <ColorPickerField inputId={id} label={label} value={value} onChange={onChange} alpha={alpha} />;
}
