import type { HslColor } from '@shop/shared';
import { formatCssColor, parseCssColor } from '../../../widgets/color-picker/css-color';

/**
 * The theme stores whole-number HSL (as the storefront's CSS variables read it); the colour picker
 * speaks #rrggbb. A round trip may move a channel by one step, which is invisible.
 */
export const hslToHex = ({ h, s, l }: HslColor): string => {
  const sat = s / 100;
  const light = l / 100;
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const channel = (n: number) => Math.round(255 * (light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))));
  return formatCssColor({ r: channel(0), g: channel(8), b: channel(4), a: 1 });
};

/** An opaque CSS colour as whole-number HSL; undefined for anything the picker would not accept. */
export const cssToHsl = (css: string): HslColor | undefined => {
  const rgba = parseCssColor(css);
  if (!rgba) return undefined;
  const r = rgba.r / 255;
  const g = rgba.g / 255;
  const b = rgba.b / 255;
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: Math.round(l * 100) };
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  return { h: Math.round((h * 60 + 360) % 360), s: Math.round(s * 100), l: Math.round(l * 100) };
};

/** The CSS the storefront paints for a stored colour (used for swatches). */
export const hslCss = ({ h, s, l }: HslColor): string => `hsl(${h} ${s}% ${l}%)`;
