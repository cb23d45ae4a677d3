import { useState } from 'react';
import { SelectButton } from 'primereact/selectbutton';
import { Slider } from 'primereact/slider';
import {
  RADIUS_CHOICES,
  READY_THEMES,
  THEME_COLOR_TOKENS,
  THEME_TYPES,
  applyReadyTheme,
  deriveThemeType,
  lookOf,
  readyThemeNameOf,
  setCustomPrimary,
  setPartialColor,
  setRadius,
  switchThemeType,
  type HslColor,
  type ReadyThemeName,
  type ThemeConfig,
} from '@shop/shared';
import { useBuilderSend, useThemeSettings } from '../state';
import { HslColorField } from './HslColorField';
import { hslCss } from './hsl-hex';
import { APPEARANCE_TEXTS as T } from './texts';

const TYPE_OPTIONS = THEME_TYPES.map((value) => ({ value, label: T.types[value] }));
const READY_OPTIONS = (Object.keys(READY_THEMES) as ReadyThemeName[]).map((value) => ({ value, label: READY_THEMES[value].label }));
const RADIUS_FORMAT = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
const RADIUS_OPTIONS = RADIUS_CHOICES.map((value) => ({ value, label: T.radiusOption(RADIUS_FORMAT.format(value)) }));

/** SelectButton hands back `any`: the option it names, or undefined. */
const chosen = <T,>(options: readonly { readonly value: T }[], value: unknown): T | undefined =>
  options.find((option) => option.value === value)?.value;

/** A drag on the primary (slider or picker) or on one colour is one undo step. */
const PRIMARY_BURST = 'appearance.primary';
const colorBurst = (token: string) => `appearance.color.${token}`;

/**
 * The theme's look: its type, then the type's own controls, then the radius. Every change goes to
 * the builder as one `themeConfig.update` (the preview shows it at once, undo takes it back).
 */
export function AppearanceForm() {
  const { themeConfig } = useThemeSettings();
  const send = useBuilderSend();
  const type = deriveThemeType(themeConfig);
  // The ready theme that switching back to "ready" reapplies: custom and partial configs keep none.
  const [lastReady, setLastReady] = useState<ReadyThemeName>(() => readyThemeNameOf(themeConfig));

  const update = (next: ThemeConfig, coalesceKey?: string) => {
    if (next !== themeConfig) send({ type: 'themeConfig.update', ...lookOf(next), ...(coalesceKey && { coalesceKey }) });
  };
  const pickReady = (name: ReadyThemeName) => {
    setLastReady(name);
    update(applyReadyTheme(themeConfig, name));
  };

  return (
    <div className="appearance-form">
      <p className="builder-muted appearance-intro">{T.intro}</p>
      <section className="appearance-section" aria-labelledby="appearance-type">
        <h3 id="appearance-type" className="appearance-heading">
          {T.themeType}
        </h3>
        <SelectButton
          value={type}
          options={TYPE_OPTIONS}
          allowEmpty={false}
          onChange={(event) => {
            const next = chosen(TYPE_OPTIONS, event.value);
            if (next) update(switchThemeType(themeConfig, next, lastReady));
          }}
          ariaLabelledBy="appearance-type"
          className="appearance-type"
        />
        <p className="builder-muted appearance-hint">{T.typeHints[type]}</p>
      </section>
      {type === 'THEME_READY' && <ReadyThemes selected={readyThemeNameOf(themeConfig)} onPick={pickReady} />}
      {type === 'THEME_CUSTOM' && (
        <PrimaryEditor
          primary={themeConfig.colors.light.primary}
          onChange={(hsl) => {
            update(setCustomPrimary(themeConfig, hsl), PRIMARY_BURST);
          }}
        />
      )}
      {type === 'THEME_PARTIAL' && (
        <PartialColors
          config={themeConfig}
          onChange={(token, hsl) => {
            update(setPartialColor(themeConfig, token, hsl), colorBurst(token));
          }}
        />
      )}
      <section className="appearance-section" aria-labelledby="appearance-radius">
        <h3 id="appearance-radius" className="appearance-heading">
          {T.radiusHeading}
        </h3>
        <SelectButton
          value={themeConfig.radius}
          options={RADIUS_OPTIONS}
          allowEmpty={false}
          onChange={(event) => {
            const next = chosen(RADIUS_OPTIONS, event.value);
            if (next !== undefined) update(setRadius(themeConfig, next));
          }}
          itemTemplate={radiusItem}
          ariaLabelledBy="appearance-radius"
          className="appearance-radius"
        />
      </section>
    </div>
  );
}

/** The tile shows the number under a corner drawn with it; its accessible name keeps the unit. */
const radiusItem = (option: (typeof RADIUS_OPTIONS)[number]) => (
  <span className="appearance-radius-item">
    <span className="appearance-radius-sample" style={{ borderTopLeftRadius: `${option.value * 1.5}rem` }} aria-hidden="true" />
    <span aria-hidden="true">{RADIUS_FORMAT.format(option.value)}</span>
  </span>
);

function ReadyThemes({ selected, onPick }: { selected: ReadyThemeName; onPick: (name: ReadyThemeName) => void }) {
  return (
    <section className="appearance-section" aria-labelledby="appearance-ready">
      <h3 id="appearance-ready" className="appearance-heading">
        {T.readyThemes}
      </h3>
      <SelectButton
        value={selected}
        options={READY_OPTIONS}
        allowEmpty={false}
        onChange={(event) => {
          const next = chosen(READY_OPTIONS, event.value);
          if (next) onPick(next);
        }}
        itemTemplate={readyItem}
        ariaLabelledBy="appearance-ready"
        className="appearance-ready"
      />
    </section>
  );
}

const readyItem = (option: (typeof READY_OPTIONS)[number]) => {
  const { light } = READY_THEMES[option.value].colors;
  return (
    <span className="appearance-ready-item">
      <span className="appearance-swatches" aria-hidden="true">
        <span style={{ background: hslCss(light.primary) }} />
        <span style={{ background: hslCss(light.secondary) }} />
        <span style={{ background: hslCss(light.foreground) }} />
      </span>
      {option.label}
    </span>
  );
};

const HUE_STOPS = [0, 60, 120, 180, 240, 300, 360];

const PRIMARY_SLIDERS = [
  { channel: 'h', label: T.hue, max: 360, unit: '°', track: ({ s, l }: HslColor) => HUE_STOPS.map((h) => hslCss({ h, s, l })) },
  { channel: 's', label: T.saturation, max: 100, unit: '%', track: ({ h, l }: HslColor) => [hslCss({ h, s: 0, l }), hslCss({ h, s: 100, l })] },
  {
    channel: 'l',
    label: T.lightness,
    max: 100,
    unit: '%',
    track: ({ h, s }: HslColor) => [hslCss({ h, s, l: 0 }), hslCss({ h, s, l: 50 }), hslCss({ h, s, l: 100 })],
  },
] as const;

function PrimaryEditor({ primary, onChange }: { primary: HslColor; onChange: (hsl: HslColor) => void }) {
  return (
    <section className="appearance-section" aria-labelledby="appearance-primary">
      <h3 id="appearance-primary" className="appearance-heading">
        {T.primary}
      </h3>
      <HslColorField value={primary} label={T.primary} onChange={onChange} />
      {PRIMARY_SLIDERS.map(({ channel, label, max, unit, track }) => (
        <div key={channel} className="appearance-slider">
          <span className="appearance-slider-label">
            <span>{label}</span>
            <output>
              {primary[channel]}
              {unit}
            </output>
          </span>
          <Slider
            value={primary[channel]}
            min={0}
            max={max}
            style={{ background: `linear-gradient(to right, ${track(primary).join(', ')})` }}
            onChange={(event) => {
              if (typeof event.value === 'number') onChange({ ...primary, [channel]: event.value });
            }}
            aria-label={`${T.primary}: ${label}`}
            // PrimeReact reports the handle's position in percent; screen readers should hear the value.
            pt={{ handle: { 'aria-valuenow': primary[channel], 'aria-valuetext': `${primary[channel]}${unit}` } }}
          />
        </div>
      ))}
    </section>
  );
}

function PartialColors({ config, onChange }: { config: ThemeConfig; onChange: (token: (typeof THEME_COLOR_TOKENS)[number], hsl: HslColor) => void }) {
  const light = config.colors.light;
  return (
    <section className="appearance-section" aria-labelledby="appearance-colors">
      <h3 id="appearance-colors" className="appearance-heading">
        {T.colors}
      </h3>
      <div className="appearance-colors">
        {THEME_COLOR_TOKENS.map((token) => (
          <div key={token} className="appearance-color">
            <label htmlFor={`appearance-color-${token}`}>{T.tokens[token]}</label>
            <HslColorField
              inputId={`appearance-color-${token}`}
              value={light[token]}
              label={T.tokens[token]}
              onChange={(hsl) => {
                onChange(token, hsl);
              }}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
