import {
  RADIUS_CHOICES,
  READY_THEMES,
  THEME_COLOR_TOKENS,
  THEME_TYPES,
  applyReadyTheme,
  deriveThemeType,
  readyThemeNameOf,
  setCustomPrimary,
  setPartialColor,
  setRadius,
  switchThemeType,
  type HslColor,
  type ReadyThemeName,
  type ThemeColorSet,
  type ThemeConfig,
  type ThemeType,
} from '@shop/shared';
import { fieldsFor, section } from '../editors/kit/field-builders';
import type { FieldConfig, Option, SectionConfig } from '../editors/kit/field-config';
import { hslCss } from './hsl-hex';
import { APPEARANCE_TEXTS as T } from './texts';

const f = fieldsFor<ThemeConfig>();
/** The theme's colours are edited in their light set; the type's own write sets the dark one with it. */
const light = fieldsFor<ThemeColorSet, ThemeConfig>('colors.light.');

const TYPE_OPTIONS = THEME_TYPES.map((value) => ({ value, label: T.types[value] }));
const READY_OPTIONS = (Object.keys(READY_THEMES) as ReadyThemeName[]).map((value) => ({ value, label: READY_THEMES[value].label }));
const RADIUS_FORMAT = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
const RADIUS_OPTIONS = RADIUS_CHOICES.map((value) => ({ value, label: T.radiusOption(RADIUS_FORMAT.format(value)) }));

/** A ready theme's tile: its primary, secondary and text colours over its name. */
const readyItem = (option: Option) => {
  const { light: colors } = READY_THEMES[option.value as ReadyThemeName].colors;
  return (
    <span className="appearance-ready-item">
      <span className="appearance-swatches" aria-hidden="true">
        <span style={{ background: hslCss(colors.primary) }} />
        <span style={{ background: hslCss(colors.secondary) }} />
        <span style={{ background: hslCss(colors.foreground) }} />
      </span>
      {option.label}
    </span>
  );
};

/** The tile shows the number under a corner drawn with it; its accessible name keeps the unit. */
const radiusItem = (option: Option) => (
  <span className="appearance-radius-item">
    <span className="appearance-radius-sample" style={{ borderTopLeftRadius: `${Number(option.value) * 1.5}rem` }} aria-hidden="true" />
    <span aria-hidden="true">{RADIUS_FORMAT.format(Number(option.value))}</span>
  </span>
);

const ofType = (type: ThemeType) => (config: ThemeConfig) => deriveThemeType(config) === type;

/** What the drawer remembers beyond the config: the ready theme that switching back to "ready" reapplies. */
export interface LookMemory {
  ready: ReadyThemeName;
}

/**
 * Görünüm Ayarları as a fields config over the theme config: the type, then the type's own controls,
 * then the radius. The type and the ready theme are read from the config and rewrite it when chosen;
 * each colour writes through the type's rule (a custom primary sets the dark one, a partial colour
 * both sets; the shadows follow).
 */
export const lookSections = (memory: LookMemory): readonly SectionConfig<ThemeConfig>[] => {
  // The type and the ready theme are not settings of their own: their value is read from the config.
  const type: FieldConfig<ThemeConfig> = {
    kind: 'select',
    key: 'theme',
    label: T.themeType,
    options: TYPE_OPTIONS,
    segmented: true,
    layout: 'fill',
    hideLabel: true,
    read: deriveThemeType,
    write: (config, to: ThemeType) => switchThemeType(config, to, memory.ready),
    note: (config) => T.typeHints[deriveThemeType(config)],
  };
  const ready: FieldConfig<ThemeConfig> = {
    kind: 'select',
    key: 'selectedTheme',
    label: T.readyThemes,
    options: READY_OPTIONS,
    segmented: true,
    layout: { tiles: 2 },
    optionView: readyItem,
    hideLabel: true,
    read: readyThemeNameOf,
    write: (config, name: ReadyThemeName) => {
      memory.ready = name;
      return applyReadyTheme(config, name);
    },
  };
  return [
    section(T.themeType, [type], { look: 'plain' }),
    section(T.readyThemes, [ready], { look: 'plain', visible: ofType('THEME_READY') }),
    section(T.primary, [light.hslColor('primary', T.primary, { sliders: true, hideLabel: true, write: setCustomPrimary })], {
      look: 'plain',
      visible: ofType('THEME_CUSTOM'),
    }),
    section(
      T.colors,
      THEME_COLOR_TOKENS.map((token) =>
        light.hslColor(token, T.tokens[token], { labelBeside: true, write: (config, color: HslColor) => setPartialColor(config, token, color) }),
      ),
      { look: 'plain', visible: ofType('THEME_PARTIAL') },
    ),
    section(
      T.radiusHeading,
      [
        f.select('radius', T.radiusHeading, RADIUS_OPTIONS, {
          segmented: true,
          layout: { tiles: 5 },
          optionView: radiusItem,
          hideLabel: true,
          write: setRadius,
        }),
      ],
      { look: 'plain' },
    ),
  ];
};
