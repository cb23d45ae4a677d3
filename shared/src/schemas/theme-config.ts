import * as z from 'zod';
import { DEFAULT_RADIUS, FIELD_LIMITS, RADIUS_CHOICES } from '../constants';
import { enumOf, hslColorSchema, object, oneOf, shortText, text, type HslColor } from './common';

export const THEME_TYPES = ['THEME_READY', 'THEME_CUSTOM', 'THEME_PARTIAL'] as const;
export const themeTypeSchema = enumOf(THEME_TYPES);
export type ThemeType = z.infer<typeof themeTypeSchema>;
export const DEFAULT_THEME_TYPE: ThemeType = 'THEME_READY';

/** `theme` holds this while the partial (colours only) mode is on. */
export const PARTIAL_THEME = 'partial';

/** One mode's colour tokens, each an HSL colour. */
export const themeColorSetSchema = object({
  primary: hslColorSchema,
  secondary: hslColorSchema,
  background: hslColorSchema,
  foreground: hslColorSchema,
  card: hslColorSchema,
  border: hslColorSchema,
  accent: hslColorSchema,
  muted: hslColorSchema,
});
export type ThemeColorSet = z.infer<typeof themeColorSetSchema>;
export const THEME_COLOR_TOKENS = themeColorSetSchema.keyof().options;

// ---------------------------------------------------------------------------
// Ready themes (the spec names none; these four and their labels are ours)
// ---------------------------------------------------------------------------

const hsl = (h: number, s: number, l: number): HslColor => ({ h, s, l });

/** Neutral surfaces shared by every ready theme; each theme brings its own primary. */
const lightSurface = (primary: HslColor): ThemeColorSet => ({
  primary,
  secondary: hsl(210, 40, 96),
  background: hsl(0, 0, 100),
  foreground: hsl(222, 47, 11),
  card: hsl(0, 0, 100),
  border: hsl(214, 32, 91),
  accent: hsl(210, 40, 96),
  muted: hsl(210, 40, 96),
});
const darkSurface = (primary: HslColor): ThemeColorSet => ({
  primary,
  secondary: hsl(217, 33, 17),
  background: hsl(222, 47, 11),
  foreground: hsl(210, 40, 98),
  card: hsl(222, 47, 11),
  border: hsl(217, 33, 17),
  accent: hsl(217, 33, 17),
  muted: hsl(217, 33, 17),
});

export interface ReadyTheme {
  readonly label: string;
  readonly colors: { readonly light: ThemeColorSet; readonly dark: ThemeColorSet };
}

const readyTheme = (label: string, lightPrimary: HslColor, darkPrimary: HslColor): ReadyTheme => ({
  label,
  colors: { light: lightSurface(lightPrimary), dark: darkSurface(darkPrimary) },
});

export const READY_THEMES = {
  /** Its light primary is the default primary seed (hue 220, saturation 100, lightness 50). */
  default: readyTheme('Varsayılan', hsl(220, 100, 50), hsl(220, 100, 60)),
  emerald: readyTheme('Zümrüt', hsl(160, 84, 39), hsl(158, 64, 52)),
  rose: readyTheme('Gül', hsl(347, 77, 50), hsl(347, 77, 60)),
  amber: readyTheme('Kehribar', hsl(32, 95, 44), hsl(38, 92, 50)),
} as const satisfies Record<string, ReadyTheme>;
export type ReadyThemeName = keyof typeof READY_THEMES;
export const DEFAULT_READY_THEME: ReadyThemeName = 'default';

export const isReadyThemeName = (name: string | null | undefined): name is ReadyThemeName =>
  typeof name === 'string' && Object.hasOwn(READY_THEMES, name);

// ---------------------------------------------------------------------------
// Schemas
// ---------------------------------------------------------------------------

/** The colour set with each token defaulting on its own, so a partial set is completed. */
const colorSetWithDefaults = (defaults: ThemeColorSet) =>
  object({
    primary: hslColorSchema.default(defaults.primary),
    secondary: hslColorSchema.default(defaults.secondary),
    background: hslColorSchema.default(defaults.background),
    foreground: hslColorSchema.default(defaults.foreground),
    card: hslColorSchema.default(defaults.card),
    border: hslColorSchema.default(defaults.border),
    accent: hslColorSchema.default(defaults.accent),
    muted: hslColorSchema.default(defaults.muted),
  });

export const themeColorsSchema = object({
  light: colorSetWithDefaults(READY_THEMES[DEFAULT_READY_THEME].colors.light).prefault({}),
  dark: colorSetWithDefaults(READY_THEMES[DEFAULT_READY_THEME].colors.dark).prefault({}),
});

const shadow = () => text(FIELD_LIMITS.shadow);

/** Tailwind's default shadow scale. */
export const themeShadowsSchema = object({
  sm: shadow().default('0 1px 2px 0 rgb(0 0 0 / 0.05)'),
  DEFAULT: shadow().default('0 1px 3px 0 rgb(0 0 0 / 0.1), 0 1px 2px -1px rgb(0 0 0 / 0.1)'),
  md: shadow().default('0 4px 6px -1px rgb(0 0 0 / 0.1), 0 2px 4px -2px rgb(0 0 0 / 0.1)'),
  lg: shadow().default('0 10px 15px -3px rgb(0 0 0 / 0.1), 0 4px 6px -4px rgb(0 0 0 / 0.1)'),
  xl: shadow().default('0 20px 25px -5px rgb(0 0 0 / 0.1), 0 8px 10px -6px rgb(0 0 0 / 0.1)'),
  '2xl': shadow().default('0 25px 50px -12px rgb(0 0 0 / 0.25)'),
  inner: shadow().default('inset 0 2px 4px 0 rgb(0 0 0 / 0.05)'),
  none: shadow().default('none'),
});
export type ThemeShadows = z.infer<typeof themeShadowsSchema>;
export const THEME_SHADOW_KEYS = themeShadowsSchema.keyof().options;

export const themeConfigSchema = object({
  /** PARTIAL_THEME in partial mode; otherwise free (custom themes may name themselves). */
  theme: shortText().optional(),
  /** A READY_THEMES name while a ready theme is in use; null once the config is custom or partial. */
  selectedTheme: shortText().nullable().default(DEFAULT_READY_THEME),
  colors: themeColorsSchema.prefault({}),
  shadows: themeShadowsSchema.prefault({}),
  radius: oneOf(RADIUS_CHOICES).default(DEFAULT_RADIUS),
});
export type ThemeConfig = z.infer<typeof themeConfigSchema>;
export const DEFAULT_THEME_CONFIG: ThemeConfig = themeConfigSchema.parse({});

/** The type a stored config implies: a known ready theme, else the partial marker, else custom. */
export const deriveThemeType = (config: Pick<ThemeConfig, 'theme' | 'selectedTheme'>): ThemeType => {
  if (isReadyThemeName(config.selectedTheme)) return 'THEME_READY';
  if (config.theme === PARTIAL_THEME) return 'THEME_PARTIAL';
  return 'THEME_CUSTOM';
};

/** GET and POST /api/admin/settings/theme/config. */
export const themeSettingsSchema = object({
  themeConfig: themeConfigSchema.prefault({}),
  themeType: themeTypeSchema.default(DEFAULT_THEME_TYPE),
});
export type ThemeSettings = z.infer<typeof themeSettingsSchema>;
