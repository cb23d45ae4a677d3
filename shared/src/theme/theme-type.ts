import { DEFAULT_PRIMARY_SEED, type RADIUS_CHOICES } from '../constants';
import type { HslColor } from '../schemas/common';
import {
  DEFAULT_READY_THEME,
  PARTIAL_THEME,
  READY_THEMES,
  deriveThemeType,
  isReadyThemeName,
  type ReadyThemeName,
  type ThemeColorSet,
  type ThemeConfig,
  type ThemeSettings,
  type ThemeType,
} from '../schemas/theme-config';
import { DEFAULT_SHADOWS, computeShadows } from './shadows';

/**
 * The theme look's rules (platform spec §4 "Theme type switching"): pure functions from one config
 * to the next. The type is never stored apart from the config: it is always `deriveThemeType` of it,
 * so what the builder sends, saves and reloads cannot disagree.
 */

/** `theme` while a custom theme is in use (free text in the schema; this one is ours). */
export const CUSTOM_THEME = 'custom';

/** How much lighter the dark mode's primary is than the light one (the ready themes' step). */
const DARK_PRIMARY_LIFT = 10;

export type Radius = (typeof RADIUS_CHOICES)[number];

/** A config with the type it implies, as the builder sends and saves them. */
export const lookOf = (themeConfig: ThemeConfig): ThemeSettings => ({ themeConfig, themeType: deriveThemeType(themeConfig) });

/** The ready theme the chooser shows: the one in use, else the default. */
export const readyThemeNameOf = (config: Pick<ThemeConfig, 'selectedTheme'>): ReadyThemeName =>
  isReadyThemeName(config.selectedTheme) ? config.selectedTheme : DEFAULT_READY_THEME;

/** A ready theme's colours and the neutral shadows; the radius is kept. */
export const applyReadyTheme = (config: ThemeConfig, name: ReadyThemeName): ThemeConfig => {
  const { light, dark } = READY_THEMES[name].colors;
  return { ...config, theme: name, selectedTheme: name, colors: { light: { ...light }, dark: { ...dark } }, shadows: { ...DEFAULT_SHADOWS } };
};

/** The primary a custom theme starts from: the current light primary, or the spec's seed. */
export const primarySeed = (config: ThemeConfig | undefined): HslColor => config?.colors.light.primary ?? { ...DEFAULT_PRIMARY_SEED };

const darkPrimaryOf = (primary: HslColor): HslColor => ({ ...primary, l: Math.min(100, primary.l + DARK_PRIMARY_LIFT) });

/** Custom theme: the primary sets light and a lighter dark primary; the rest of the colours stay. */
export const setCustomPrimary = (config: ThemeConfig, primary: HslColor): ThemeConfig => {
  const light = { ...config.colors.light, primary: { ...primary } };
  return {
    ...config,
    theme: CUSTOM_THEME,
    selectedTheme: null,
    colors: { light, dark: { ...config.colors.dark, primary: darkPrimaryOf(primary) } },
    shadows: computeShadows(light),
  };
};

/** Partial theme: one colour edit sets the token in light and dark alike and recomputes the shadows. */
export const setPartialColor = (config: ThemeConfig, token: keyof ThemeColorSet, color: HslColor): ThemeConfig => {
  const light = { ...config.colors.light, [token]: { ...color } };
  return {
    ...config,
    theme: PARTIAL_THEME,
    selectedTheme: null,
    colors: { light, dark: { ...config.colors.dark, [token]: { ...color } } },
    shadows: computeShadows(light),
  };
};

/**
 * Switching type: →custom seeds the primary from the current light primary; →partial takes the
 * light colours as they are (only the marker changes); →ready reapplies the chosen ready theme.
 */
export const switchThemeType = (config: ThemeConfig, to: ThemeType, readyTheme: ReadyThemeName = readyThemeNameOf(config)): ThemeConfig => {
  if (to === deriveThemeType(config) && to !== 'THEME_READY') return config;
  switch (to) {
    case 'THEME_READY':
      return applyReadyTheme(config, readyTheme);
    case 'THEME_CUSTOM':
      return setCustomPrimary(config, primarySeed(config));
    case 'THEME_PARTIAL':
      return { ...config, theme: PARTIAL_THEME, selectedTheme: null, shadows: computeShadows(config.colors.light) };
  }
};

export const setRadius = (config: ThemeConfig, radius: Radius): ThemeConfig => (config.radius === radius ? config : { ...config, radius });
