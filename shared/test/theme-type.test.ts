import { describe, expect, it } from 'vitest';
import {
  CUSTOM_THEME,
  DEFAULT_SHADOWS,
  DEFAULT_THEME_CONFIG,
  READY_THEMES,
  applyReadyTheme,
  computeShadows,
  deriveThemeType,
  lookOf,
  primarySeed,
  readyThemeNameOf,
  setCustomPrimary,
  setPartialColor,
  setRadius,
  switchThemeType,
  themeConfigSchema,
  type ThemeConfig,
} from '../src';

const emerald = applyReadyTheme(DEFAULT_THEME_CONFIG, 'emerald');
const red = { h: 0, s: 80, l: 45 };

describe('initial theme type', () => {
  it('is ready for a known selected theme name', () => {
    expect(deriveThemeType({ selectedTheme: 'rose' })).toBe('THEME_READY');
    expect(deriveThemeType(DEFAULT_THEME_CONFIG)).toBe('THEME_READY');
    expect(deriveThemeType({ selectedTheme: 'rose', theme: 'partial' })).toBe('THEME_READY');
  });

  it("is partial when theme is 'partial' and no known ready theme is selected", () => {
    expect(deriveThemeType({ selectedTheme: null, theme: 'partial' })).toBe('THEME_PARTIAL');
    expect(deriveThemeType({ selectedTheme: 'unknown', theme: 'partial' })).toBe('THEME_PARTIAL');
  });

  it('is custom otherwise', () => {
    expect(deriveThemeType({ selectedTheme: null })).toBe('THEME_CUSTOM');
    expect(deriveThemeType({ selectedTheme: 'neon', theme: 'neon' })).toBe('THEME_CUSTOM');
    expect(deriveThemeType({ selectedTheme: 'toString' })).toBe('THEME_CUSTOM');
  });
});

describe('switching the theme type', () => {
  it('ready → custom seeds the primary from the current light primary, light and a lighter dark', () => {
    const custom = switchThemeType(emerald, 'THEME_CUSTOM');
    expect(custom.colors.light.primary).toEqual({ h: 160, s: 84, l: 39 });
    expect(custom.colors.dark.primary).toEqual({ h: 160, s: 84, l: 49 });
    expect(custom.colors.light.background).toEqual(emerald.colors.light.background);
    expect(custom).toMatchObject({ selectedTheme: null, theme: CUSTOM_THEME });
    expect(lookOf(custom).themeType).toBe('THEME_CUSTOM');
  });

  it('seeds hue 220, saturation 100, lightness 50 from the default config', () => {
    expect(primarySeed(DEFAULT_THEME_CONFIG)).toEqual({ h: 220, s: 100, l: 50 });
    expect(primarySeed(undefined)).toEqual({ h: 220, s: 100, l: 50 });
    expect(switchThemeType(DEFAULT_THEME_CONFIG, 'THEME_CUSTOM').colors.light.primary).toEqual({ h: 220, s: 100, l: 50 });
  });

  it('→ partial keeps the light colours and marks the theme partial', () => {
    const custom = setCustomPrimary(emerald, red);
    const partial = switchThemeType(custom, 'THEME_PARTIAL');
    expect(partial.colors.light).toEqual(custom.colors.light);
    expect(partial).toMatchObject({ theme: 'partial', selectedTheme: null });
    expect(deriveThemeType(partial)).toBe('THEME_PARTIAL');
  });

  it('→ ready reapplies the chosen ready theme (colours and neutral shadows), keeping the radius', () => {
    const partial = setRadius(setPartialColor(switchThemeType(emerald, 'THEME_PARTIAL'), 'primary', red), 1);
    const ready = switchThemeType(partial, 'THEME_READY', 'rose');
    expect(ready.colors).toEqual(READY_THEMES.rose.colors);
    expect(ready.shadows).toEqual(DEFAULT_SHADOWS);
    expect(ready).toMatchObject({ selectedTheme: 'rose', radius: 1 });
    expect(deriveThemeType(ready)).toBe('THEME_READY');
    expect(switchThemeType(partial, 'THEME_READY').selectedTheme).toBe('default');
  });

  it('leaves a custom or partial config alone when switched to its own type', () => {
    const custom = setCustomPrimary(DEFAULT_THEME_CONFIG, red);
    expect(switchThemeType(custom, 'THEME_CUSTOM')).toBe(custom);
    const partial = switchThemeType(custom, 'THEME_PARTIAL');
    expect(switchThemeType(partial, 'THEME_PARTIAL')).toBe(partial);
  });

  it('shows the selected ready theme, or the default one outside ready mode', () => {
    expect(readyThemeNameOf(emerald)).toBe('emerald');
    expect(readyThemeNameOf(setCustomPrimary(emerald, red))).toBe('default');
  });

  it('keeps every result a valid stored config', () => {
    const steps: ThemeConfig[] = [
      switchThemeType(emerald, 'THEME_CUSTOM'),
      setPartialColor(switchThemeType(emerald, 'THEME_PARTIAL'), 'border', red),
      setRadius(emerald, 0.75),
    ];
    for (const config of steps) expect(themeConfigSchema.parse(config)).toEqual(config);
  });
});

describe('partial colour edits and shadows', () => {
  it('sets the token in light and dark alike and recomputes the shadows from the new colours', () => {
    const partial = switchThemeType(DEFAULT_THEME_CONFIG, 'THEME_PARTIAL');
    const edited = setPartialColor(partial, 'primary', red);
    expect(edited.colors.light.primary).toEqual(red);
    expect(edited.colors.dark.primary).toEqual(red);
    expect(edited.colors.dark.background).toEqual(partial.colors.dark.background);
    expect(edited.shadows).toEqual(computeShadows(edited.colors.light));
    expect(edited.shadows).not.toEqual(partial.shadows);
    expect(edited.shadows.md).toBe('0 4px 6px -1px hsl(0 50% 12% / 0.1), 0 2px 4px -2px hsl(0 50% 12% / 0.1)');
  });

  it("computes Tailwind's scale tinted with a dark shade of the primary", () => {
    const shadows = computeShadows({ primary: { h: 220, s: 100, l: 50 } });
    expect(shadows).toEqual({
      sm: '0 1px 2px 0 hsl(220 50% 12% / 0.05)',
      DEFAULT: '0 1px 3px 0 hsl(220 50% 12% / 0.1), 0 1px 2px -1px hsl(220 50% 12% / 0.1)',
      md: '0 4px 6px -1px hsl(220 50% 12% / 0.1), 0 2px 4px -2px hsl(220 50% 12% / 0.1)',
      lg: '0 10px 15px -3px hsl(220 50% 12% / 0.1), 0 4px 6px -4px hsl(220 50% 12% / 0.1)',
      xl: '0 20px 25px -5px hsl(220 50% 12% / 0.1), 0 8px 10px -6px hsl(220 50% 12% / 0.1)',
      '2xl': '0 25px 50px -12px hsl(220 50% 12% / 0.25)',
      inner: 'inset 0 2px 4px 0 hsl(220 50% 12% / 0.05)',
      none: 'none',
    });
    expect(computeShadows({ primary: { h: 30, s: 20, l: 80 } }).sm).toBe('0 1px 2px 0 hsl(30 20% 12% / 0.05)');
  });

  it('a custom primary also sets the dark primary and recomputes the shadows', () => {
    const custom = setCustomPrimary(DEFAULT_THEME_CONFIG, { h: 10, s: 90, l: 95 });
    expect(custom.colors.dark.primary).toEqual({ h: 10, s: 90, l: 100 });
    expect(custom.shadows.sm).toBe('0 1px 2px 0 hsl(10 50% 12% / 0.05)');
  });
});

describe('radius', () => {
  it('changes only the radius and keeps the same object when unchanged', () => {
    expect(setRadius(emerald, 0.3)).toEqual({ ...emerald, radius: 0.3 });
    expect(setRadius(emerald, 0.5)).toBe(emerald);
  });
});
