import { useState } from 'react';
import { InputText } from 'primereact/inputtext';
import { parseWholeNumber } from '@shop/shared';
import type { FieldControlProps } from '../kit/field-config';

const shown = (value: number | null) => (value === null ? '' : String(value));

/**
 * A whole number typed as text: the box keeps what was typed, the setting gets the number it reads
 * as, or null when it is empty or not a whole number (the banner's autoplay speed, component editors §5).
 */
export function WholeNumberControl({
  id,
  value,
  onChange,
  invalid,
  describedBy,
  placeholder,
}: FieldControlProps<number | null> & { placeholder?: string | undefined }) {
  const [text, setText] = useState(() => shown(value));
  // A change from elsewhere (undo) replaces what is typed; a typed "12a" that stored null stays as typed.
  const current = parseWholeNumber(text) === value ? text : shown(value);
  return (
    <InputText
      id={id}
      value={current}
      inputMode="numeric"
      placeholder={placeholder}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseWholeNumber(e.target.value));
      }}
      invalid={invalid}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
    />
  );
}
