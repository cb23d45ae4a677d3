import { Dropdown } from 'primereact/dropdown';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { SelectButton } from 'primereact/selectbutton';
import { ColorPickerField } from '../../../../widgets';
import type { ReactNode } from 'react';
import type { FieldControlProps, Option, SegmentedLayout } from '../kit/field-config';

export function TextControl({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  placeholder,
  required,
}: FieldControlProps<string> & { placeholder?: string | undefined; required?: boolean | undefined }) {
  return (
    <InputText
      id={id}
      value={value}
      placeholder={placeholder}
      required={required}
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
  readonly layout?: SegmentedLayout | undefined;
  /** How an option is drawn (a swatch beside it, a sample); its label stays the accessible name. */
  readonly optionView?: ((option: Option) => ReactNode) | undefined;
}

const segmentedClass = (layout: SegmentedLayout) =>
  layout === 'strip' ? undefined : layout === 'fill' ? 'kit-segmented--fill' : 'kit-segmented--tiles';

export function SelectControl({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  options,
  segmented,
  labelledBy,
  layout = 'strip',
  optionView,
}: SelectControlProps) {
  if (segmented) {
    return (
      <SelectButton
        id={id}
        value={value}
        options={[...options]}
        className={segmentedClass(layout)}
        style={typeof layout === 'object' ? { gridTemplateColumns: `repeat(${layout.tiles}, minmax(0, 1fr))` } : undefined}
        itemTemplate={optionView}
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
      itemTemplate={optionView}
      valueTemplate={optionView && ((option: Option | null) => (option ? optionView(option) : null))}
      onChange={(e) => onChange(e.value as string | number)}
      invalid={invalid}
      aria-describedby={describedBy}
    />
  );
}

export function ColorControl({ id, value, onChange, label, alpha }: FieldControlProps<string> & { label: string; alpha: boolean }) {
  return <ColorPickerField inputId={id} label={label} value={value} onChange={onChange} alpha={alpha} />;
}
