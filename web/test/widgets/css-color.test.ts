import { describe, expect, it } from 'vitest';
import { BANNER_DEFAULT_OVERLAY_COLOR } from '@shop/shared';
import { formatCssColor, parseCssColor, toHex6 } from '../../src/widgets/color-picker/css-color';

describe('CSS colours', () => {
  it('reads hex colours in every length', () => {
    expect(parseCssColor('#EF4444')).toEqual({ r: 239, g: 68, b: 68, a: 1 });
    expect(parseCssColor('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseCssColor('#00000066')).toEqual({ r: 0, g: 0, b: 0, a: 0.4 });
    expect(parseCssColor('#0008')).toEqual({ r: 0, g: 0, b: 0, a: 0.53 });
  });

  it('reads rgb and rgba with commas or spaces', () => {
    expect(parseCssColor(BANNER_DEFAULT_OVERLAY_COLOR)).toEqual({ r: 0, g: 0, b: 0, a: 0.4 });
    expect(parseCssColor('rgba( 10, 20, 30, 0.5 )')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseCssColor('rgb(10 20 30 / 50%)')).toEqual({ r: 10, g: 20, b: 30, a: 0.5 });
    expect(parseCssColor('rgb(300, -5, 0)')).toEqual({ r: 255, g: 0, b: 0, a: 1 });
  });

  it('refuses what is not a colour', () => {
    for (const text of ['', 'red', '#12', '#ggg', 'rgb(1,2)', 'rgba(1,2,3,x)', 'rgb(1,2,3,4,5)']) expect(parseCssColor(text)).toBeUndefined();
  });

  it('writes opaque colours as #rrggbb and translucent ones as rgba without spaces', () => {
    expect(formatCssColor({ r: 239, g: 68, b: 68, a: 1 })).toBe('#ef4444');
    expect(formatCssColor({ r: 0, g: 0, b: 0, a: 0.4 })).toBe(BANNER_DEFAULT_OVERLAY_COLOR);
    expect(formatCssColor({ r: 0, g: 0, b: 0, a: 0.456 })).toBe('rgba(0,0,0,0.46)');
    expect(toHex6({ r: 1, g: 2, b: 255, a: 0.2 })).toBe('0102ff');
  });
});
