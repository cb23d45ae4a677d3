import { useId, useRef, useState } from 'react';
import { Button } from 'primereact/button';
import { ColorPicker } from 'primereact/colorpicker';
import { InputNumber } from 'primereact/inputnumber';
import { InputText } from 'primereact/inputtext';
import { OverlayPanel } from 'primereact/overlaypanel';
import { WIDGET_TEXTS } from '../texts';
import { COLOR_PRESETS } from './color-presets';
import { formatCssColor, parseCssColor, toHex6, type Rgba } from './css-color';
import './color-picker.css';

export interface ColorPickerFieldProps {
  /** A CSS colour: `#rrggbb`, or `rgba(r,g,b,a)` when `alpha` allows translucency. */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The field's name for screen readers (e.g. "Arka plan rengi"). */
  readonly label: string;
  /** Offers an opacity control (the banner overlay is rgba(0,0,0,0.4)). */
  readonly alpha?: boolean;
  readonly inputId?: string;
  readonly disabled?: boolean;
}

const FALLBACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/**
 * A colour: typed as text, chosen from the preset palette or from PrimeReact's ColorPicker,
 * with an opacity in percent when `alpha` is set. Typed text is applied once it reads as a
 * colour; until then the field is marked invalid and the stored value stays.
 */
export function ColorPickerField({ value, onChange, label, alpha = false, inputId, disabled = false }: ColorPickerFieldProps) {
  const panel = useRef<OverlayPanel>(null);
  const [draft, setDraft] = useState(value);
  // A new value from outside replaces whatever is typed (adjusted while rendering, not in an effect).
  const [shownValue, setShownValue] = useState(value);
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(value);
  }
  const ownId = useId();
  const id = inputId ?? ownId;
  const errorId = `${id}-error`;
  const current = parseCssColor(value) ?? FALLBACK;
  const invalid = parseCssColor(draft) === undefined || (!alpha && parseCssColor(draft)?.a !== 1);

  const apply = (color: Rgba) => {
    const next = formatCssColor(alpha ? color : { ...color, a: 1 });
    setDraft(next);
    if (next !== value) onChange(next);
  };

  const onType = (text: string) => {
    setDraft(text);
    const parsed = parseCssColor(text);
    if (parsed && (alpha || parsed.a === 1)) onChange(text.trim());
  };

  return (
    <div className="color-field">
      <Button
        type="button"
        className="color-field__swatch"
        aria-label={`${label}: ${WIDGET_TEXTS.colorPicker.open}`}
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={(e) => panel.current?.toggle(e)}
      >
        <span className="color-field__swatch-color" style={{ background: value }} />
      </Button>
      <InputText
        id={id}
        value={draft}
        onChange={(e) => onType(e.target.value)}
        onBlur={() => {
          const parsed = parseCssColor(draft);
          if (parsed && !invalid) apply(parsed);
          else setDraft(value);
        }}
        aria-label={label}
        aria-invalid={invalid}
        aria-describedby={invalid ? errorId : undefined}
        className={invalid ? 'p-invalid' : undefined}
        disabled={disabled}
        spellCheck={false}
      />
      {invalid ? (
        <small id={errorId} className="p-error color-field__error">
          {WIDGET_TEXTS.colorPicker.invalid}
        </small>
      ) : null}
      <OverlayPanel ref={panel} aria-label={label} className="color-field__panel">
        <div className="color-field__section">
          <span className="color-field__title" id={`${id}-palette`}>
            {WIDGET_TEXTS.colorPicker.palette}
          </span>
          <div className="color-field__palette" role="group" aria-labelledby={`${id}-palette`}>
            {COLOR_PRESETS.map((preset) => {
              const chosen = preset.value === value.toLowerCase();
              return (
                <button
                  key={preset.value}
                  type="button"
                  className={`color-field__preset${chosen ? ' color-field__preset--chosen' : ''}`}
                  style={{ background: preset.value }}
                  aria-label={`${preset.name} (${preset.value})`}
                  aria-pressed={chosen}
                  title={preset.name}
                  onClick={() => apply({ ...(parseCssColor(preset.value) ?? FALLBACK), a: current.a })}
                />
              );
            })}
          </div>
        </div>
        <div className="color-field__section">
          <span className="color-field__title">{WIDGET_TEXTS.colorPicker.custom}</span>
          <ColorPicker
            inline
            format="hex"
            value={toHex6(current)}
            onChange={(e) => {
              const parsed = typeof e.value === 'string' ? parseCssColor(`#${e.value}`) : undefined;
              if (parsed) apply({ ...parsed, a: current.a });
            }}
          />
        </div>
        {alpha ? (
          <div className="color-field__section">
            <label className="color-field__title" htmlFor={`${id}-opacity`}>
              {WIDGET_TEXTS.colorPicker.opacity}
            </label>
            <InputNumber
              inputId={`${id}-opacity`}
              value={Math.round(current.a * 100)}
              onValueChange={(e) => apply({ ...current, a: (e.value ?? 100) / 100 })}
              min={0}
              max={100}
              suffix=" %"
              showButtons
              locale="tr-TR"
            />
          </div>
        ) : null}
      </OverlayPanel>
    </div>
  );
}
