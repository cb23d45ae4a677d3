import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_CONFIG, READY_THEMES, setCustomPrimary } from '@shop/shared';
import { cssToHsl, hslCss, hslToHex } from '../../../../src/features/theme/appearance/hsl-hex';
import { themeVariables } from '../../../../src/storefront/theme-style';

describe('HSL and the colour picker', () => {
  it('turns stored HSL into #rrggbb', () => {
    expect(hslToHex({ h: 220, s: 100, l: 50 })).toBe('#0055ff');
    expect(hslToHex({ h: 0, s: 0, l: 100 })).toBe('#ffffff');
    expect(hslToHex({ h: 0, s: 100, l: 50 })).toBe('#ff0000');
    expect(hslToHex({ h: 222, s: 47, l: 11 })).toBe('#0f1729');
  });

  it('reads a picked colour back as whole-number HSL', () => {
    expect(cssToHsl('#0055ff')).toEqual({ h: 220, s: 100, l: 50 });
    expect(cssToHsl('#ff0000')).toEqual({ h: 0, s: 100, l: 50 });
    expect(cssToHsl('#808080')).toEqual({ h: 0, s: 0, l: 50 });
    expect(cssToHsl('rgb(16, 185, 129)')).toEqual({ h: 160, s: 84, l: 39 });
    expect(cssToHsl('mavi')).toBeUndefined();
  });

  it('round-trips every ready theme colour within one step per channel', () => {
    for (const theme of Object.values(READY_THEMES)) {
      for (const color of Object.values(theme.colors.light)) {
        const back = cssToHsl(hslToHex(color));
        expect(back).toBeDefined();
        expect(Math.abs((back?.l ?? 0) - color.l)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('writes the CSS a swatch paints', () => {
    expect(hslCss({ h: 347, s: 77, l: 50 })).toBe('hsl(347 77% 50%)');
  });
});

describe('storefront theme variables', () => {
  it('sets the light colours as HSL tokens, the radius in rem and every shadow', () => {
    const config = { ...setCustomPrimary(DEFAULT_THEME_CONFIG, { h: 0, s: 80, l: 45 }), radius: 0.75 as const };
    const vars = themeVariables(config) as Record<string, string>;
    expect(vars['--sf-primary']).toBe('0 80% 45%');
    expect(vars['--sf-background']).toBe('0 0% 100%');
    expect(vars['--sf-radius']).toBe('0.75rem');
    expect(vars['--sf-shadow']).toBe(config.shadows.DEFAULT);
    expect(vars['--sf-shadow-sm']).toBe('0 1px 2px 0 hsl(0 50% 12% / 0.05)');
    expect(vars['--sf-shadow-2xl']).toBe(config.shadows['2xl']);
    expect(vars['--sf-shadow-none']).toBe('none');
  });
});
