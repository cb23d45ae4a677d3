import type { HslColor } from '../schemas/common';
import { themeShadowsSchema, type ThemeColorSet, type ThemeShadows } from '../schemas/theme-config';

/** One shadow layer: offsets, blur, spread (px) and opacity; `inset` for the inner shadow. */
interface Layer {
  readonly y: number;
  readonly blur: number;
  readonly spread: number;
  readonly alpha: number;
  readonly inset?: boolean;
}

/** Tailwind's shadow geometry (the schema's defaults), with the colour left to the theme. */
const SCALE: Record<Exclude<keyof ThemeShadows, 'none'>, readonly Layer[]> = {
  sm: [{ y: 1, blur: 2, spread: 0, alpha: 0.05 }],
  DEFAULT: [
    { y: 1, blur: 3, spread: 0, alpha: 0.1 },
    { y: 1, blur: 2, spread: -1, alpha: 0.1 },
  ],
  md: [
    { y: 4, blur: 6, spread: -1, alpha: 0.1 },
    { y: 2, blur: 4, spread: -2, alpha: 0.1 },
  ],
  lg: [
    { y: 10, blur: 15, spread: -3, alpha: 0.1 },
    { y: 4, blur: 6, spread: -4, alpha: 0.1 },
  ],
  xl: [
    { y: 20, blur: 25, spread: -5, alpha: 0.1 },
    { y: 8, blur: 10, spread: -6, alpha: 0.1 },
  ],
  '2xl': [{ y: 25, blur: 50, spread: -12, alpha: 0.25 }],
  inner: [{ y: 2, blur: 4, spread: 0, alpha: 0.05, inset: true }],
};

/** Shadows are a dark shade of the primary's hue: strong saturation would glow, so it is capped. */
const SHADOW_SATURATION_MAX = 50;
const SHADOW_LIGHTNESS = 12;

export const shadowTint = (primary: HslColor): HslColor => ({
  h: primary.h,
  s: Math.min(primary.s, SHADOW_SATURATION_MAX),
  l: SHADOW_LIGHTNESS,
});

const px = (n: number) => (n === 0 ? '0' : `${n}px`);

const layerCss = (layer: Layer, tint: HslColor) =>
  `${layer.inset ? 'inset ' : ''}0 ${px(layer.y)} ${px(layer.blur)} ${px(layer.spread)} hsl(${tint.h} ${tint.s}% ${tint.l}% / ${layer.alpha})`;

/**
 * The shadow scale for custom and partial themes, recomputed from the (light) colours whenever they
 * change: Tailwind's geometry tinted with the primary, so cards and popups carry the theme's hue.
 * Ready themes keep the schema's neutral defaults (`DEFAULT_SHADOWS`).
 */
export const computeShadows = (colors: Pick<ThemeColorSet, 'primary'>): ThemeShadows => {
  const tint = shadowTint(colors.primary);
  const shadows = { none: 'none' } as Record<keyof ThemeShadows, string>;
  for (const [key, layers] of Object.entries(SCALE) as [keyof typeof SCALE, readonly Layer[]][]) {
    shadows[key] = layers.map((layer) => layerCss(layer, tint)).join(', ');
  }
  return shadows;
};

/** Tailwind's neutral scale, as stored when nothing else was chosen. */
export const DEFAULT_SHADOWS: ThemeShadows = themeShadowsSchema.parse({});
