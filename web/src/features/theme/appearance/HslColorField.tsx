import { useState } from 'react';
import type { HslColor } from '@shop/shared';
import { ColorPickerField } from '../../../widgets/color-picker/ColorPickerField';
import { cssToHsl, hslToHex } from './hsl-hex';

const sameHsl = (a: HslColor | undefined, b: HslColor) => a?.h === b.h && a.s === b.s && a.l === b.l;

interface HslColorFieldProps {
  readonly value: HslColor;
  readonly onChange: (value: HslColor) => void;
  readonly label: string;
  readonly inputId?: string;
}

/**
 * The colour picker over a stored HSL colour. What the admin typed is shown back as typed while it
 * still means the stored colour: otherwise "#16a" would turn into "#1166aa" under the cursor and the
 * rest of "#16a34a" would be typed onto it.
 */
export function HslColorField({ value, onChange, label, inputId }: HslColorFieldProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const css = typed !== null && sameHsl(cssToHsl(typed), value) ? typed : hslToHex(value);
  return (
    <ColorPickerField
      value={css}
      label={label}
      {...(inputId && { inputId })}
      onChange={(next) => {
        const hsl = cssToHsl(next);
        if (!hsl) return;
        setTyped(next);
        onChange(hsl);
      }}
    />
  );
}
