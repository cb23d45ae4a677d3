import { useState } from 'react';
import { Slider } from 'primereact/slider';
import type { HslColor } from '@shop/shared';
import { ColorPickerField } from '../../../../widgets/color-picker/ColorPickerField';
import { cssToHsl, hslCss, hslToHex } from '../../appearance/hsl-hex';
import { EDITOR_TEXTS as T } from '../texts';

const sameHsl = (a: HslColor | undefined, b: HslColor) => a?.h === b.h && a.s === b.s && a.l === b.l;

export interface HslColorControlProps {
  readonly id: string;
  readonly value: HslColor;
  readonly onChange: (value: HslColor) => void;
  readonly label: string;
  /** Hue, saturation and lightness sliders under the picker. */
  readonly sliders: boolean;
}

/**
 * The colour picker over a stored HSL colour. What the admin typed is shown back as typed while it
 * still means the stored colour: otherwise "#16a" would turn into "#1166aa" under the cursor and the
 * rest of "#16a34a" would be typed onto it.
 */
export function HslColorControl({ id, value, onChange, label, sliders }: HslColorControlProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const css = typed !== null && sameHsl(cssToHsl(typed), value) ? typed : hslToHex(value);
  const picker = (
    <ColorPickerField
      value={css}
      label={label}
      inputId={id}
      onChange={(next) => {
        const hsl = cssToHsl(next);
        if (!hsl) return;
        setTyped(next);
        onChange(hsl);
      }}
    />
  );
  if (!sliders) return picker;
  return (
    <>
      {picker}
      {CHANNELS.map(({ channel, name, max, unit, track }) => (
        <div key={channel} className="kit-hsl-slider">
          <span className="kit-hsl-slider-label">
            <span>{T.kit.hsl[name]}</span>
            <output>
              {value[channel]}
              {unit}
            </output>
          </span>
          <Slider
            value={value[channel]}
            min={0}
            max={max}
            style={{ background: `linear-gradient(to right, ${track(value).join(', ')})` }}
            onChange={(event) => {
              if (typeof event.value === 'number') onChange({ ...value, [channel]: event.value });
            }}
            aria-label={`${label}: ${T.kit.hsl[name]}`}
            // PrimeReact reports the handle's position in percent; screen readers should hear the value.
            pt={{ handle: { 'aria-valuenow': value[channel], 'aria-valuetext': `${value[channel]}${unit}` } }}
          />
        </div>
      ))}
    </>
  );
}

const HUE_STOPS = [0, 60, 120, 180, 240, 300, 360];

/** Each track shows the colours its channel runs through at the other two channels' values. */
const CHANNELS = [
  { channel: 'h', name: 'hue', max: 360, unit: '°', track: ({ s, l }: HslColor) => HUE_STOPS.map((h) => hslCss({ h, s, l })) },
  { channel: 's', name: 'saturation', max: 100, unit: '%', track: ({ h, l }: HslColor) => [hslCss({ h, s: 0, l }), hslCss({ h, s: 100, l })] },
  {
    channel: 'l',
    name: 'lightness',
    max: 100,
    unit: '%',
    track: ({ h, s }: HslColor) => [hslCss({ h, s, l: 0 }), hslCss({ h, s, l: 50 }), hslCss({ h, s, l: 100 })],
  },
] as const;
