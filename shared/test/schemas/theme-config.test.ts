import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PRIMARY_SEED,
  DEFAULT_THEME_CONFIG,
  DEFAULT_THEME_TYPE,
  PARTIAL_THEME,
  READY_THEMES,
  THEME_COLOR_TOKENS,
  THEME_SHADOW_KEYS,
  THEME_TYPES,
  deriveThemeType,
  themeColorSetSchema,
  themeConfigSchema,
  themeSettingsSchema,
} from '../../src';
import { expectStable, issueAt } from './helpers';

describe('theme config', () => {
  it('tokens, shadows and types match the spec', () => {
    expect(THEME_COLOR_TOKENS).toEqual(['primary', 'secondary', 'background', 'foreground', 'card', 'border', 'accent', 'muted']);
    expect(THEME_SHADOW_KEYS).toEqual(['sm', 'DEFAULT', 'md', 'lg', 'xl', '2xl', 'inner', 'none']);
    expect(THEME_TYPES).toEqual(['THEME_READY', 'THEME_CUSTOM', 'THEME_PARTIAL']);
    expect(DEFAULT_THEME_TYPE).toBe('THEME_READY');
  });

  it('the default config is the default ready theme with radius 0.5', () => {
    expect(DEFAULT_THEME_CONFIG.radius).toBe(0.5);
    expect(DEFAULT_THEME_CONFIG.selectedTheme).toBe('default');
    expect(DEFAULT_THEME_CONFIG.colors).toEqual(READY_THEMES.default.colors);
    expect(DEFAULT_THEME_CONFIG.colors.light.primary).toEqual(DEFAULT_PRIMARY_SEED);
    expect(Object.keys(DEFAULT_THEME_CONFIG.shadows)).toEqual([...THEME_SHADOW_KEYS]);
    expectStable(themeConfigSchema, DEFAULT_THEME_CONFIG);
    expect(deriveThemeType(DEFAULT_THEME_CONFIG)).toBe('THEME_READY');
  });

  it('every ready theme has full light and dark colour sets', () => {
    expect(Object.keys(READY_THEMES).length).toBeGreaterThanOrEqual(3);
    for (const theme of Object.values(READY_THEMES)) {
      expect(themeColorSetSchema.parse(theme.colors.light)).toEqual(theme.colors.light);
      expect(themeColorSetSchema.parse(theme.colors.dark)).toEqual(theme.colors.dark);
      expect(Object.keys(theme.colors.light)).toEqual([...THEME_COLOR_TOKENS]);
    }
  });

  it('a partial colour set is completed token by token', () => {
    const config = themeConfigSchema.parse({ colors: { light: { primary: { h: 10, s: 80, l: 40 } } } });
    expect(config.colors.light.primary).toEqual({ h: 10, s: 80, l: 40 });
    expect(config.colors.light.background).toEqual(READY_THEMES.default.colors.light.background);
  });

  it('radius must be one of the choices', () => {
    expect(issueAt(themeConfigSchema, { radius: 0.4 }, 'radius').message).toBe('radius şu değerlerden biri olmalıdır: 0, 0.3, 0.5, 0.75, 1.');
  });

  it('colours are HSL within range, naming the token', () => {
    expect(issueAt(themeConfigSchema, { colors: { dark: { muted: { h: 0, s: 0, l: 101 } } } }, 'colors.dark.muted.l').message).toBe(
      'colors.dark.muted.l en fazla 100 olabilir.',
    );
  });

  it('derives the theme type: known ready theme, partial marker, otherwise custom', () => {
    expect(deriveThemeType({ selectedTheme: 'rose' })).toBe('THEME_READY');
    expect(deriveThemeType({ selectedTheme: null, theme: PARTIAL_THEME })).toBe('THEME_PARTIAL');
    expect(deriveThemeType({ selectedTheme: 'unknown', theme: 'mine' })).toBe('THEME_CUSTOM');
    expect(deriveThemeType({ selectedTheme: 'toString' })).toBe('THEME_CUSTOM');
    expect(deriveThemeType(themeConfigSchema.parse({ selectedTheme: null }))).toBe('THEME_CUSTOM');
  });

  it('theme settings payload: config and type', () => {
    const settings = themeSettingsSchema.parse({});
    expect(settings).toEqual({ themeConfig: DEFAULT_THEME_CONFIG, themeType: 'THEME_READY' });
    expectStable(themeSettingsSchema, settings);
    expect(issueAt(themeSettingsSchema, { themeType: 'THEME_DARK' }, 'themeType').message).toBe(
      'themeType şu değerlerden biri olmalıdır: THEME_READY, THEME_CUSTOM, THEME_PARTIAL.',
    );
  });
});
