import type { CSSProperties } from 'react';
import type { ButtonVariant } from '@shop/shared';

/** Font keys are stored lower-case ('inter'); the storefront falls back to the system stack. */
export const fontFamily = (key: string): string => `${key.charAt(0).toUpperCase()}${key.slice(1)}, system-ui, sans-serif`;

export const margins = (top: number, bottom: number): CSSProperties => ({ marginTop: top, marginBottom: bottom });

/** A text style of the FAQ and newsletter settings (size, font key, weight, colour) as CSS. */
export const textStyle = (s: { fontSize: number; fontFamily: string; fontWeight: number; color: string }): CSSProperties => ({
  fontSize: s.fontSize,
  fontFamily: fontFamily(s.fontFamily),
  fontWeight: s.fontWeight,
  color: s.color,
});

/** '16/9', '16:9' and '1:1' all become CSS aspect-ratio values. */
export const aspectRatio = (ratio: string): string => ratio.replace(':', ' / ').replace('/', ' / ').replace(/\s+/g, ' ');

/** Class names that hide an element on the devices it is switched off for (breakpoints in storefront.css). */
export const deviceClasses = (visible: { mobile: boolean; tablet: boolean; desktop: boolean }): string =>
  [!visible.mobile && 'sf-hide-mobile', !visible.tablet && 'sf-hide-tablet', !visible.desktop && 'sf-hide-desktop'].filter(Boolean).join(' ');

const VARIANT_COLORS: Partial<Record<ButtonVariant, [background: string, text: string]>> = {
  danger: ['#dc2626', '#ffffff'],
  destructive: ['#dc2626', '#ffffff'],
  blue: ['#2563eb', '#ffffff'],
  purple: ['#7c3aed', '#ffffff'],
  pink: ['#db2777', '#ffffff'],
  yellow: ['#facc15', '#1f2937'],
  indigo: ['#4f46e5', '#ffffff'],
  teal: ['#0d9488', '#ffffff'],
  cyan: ['#0891b2', '#ffffff'],
  gray: ['#4b5563', '#ffffff'],
  success: ['#16a34a', '#ffffff'],
  warning: ['#d97706', '#ffffff'],
};

/** A storefront button in one of the shared variants; default, outline and secondary follow the theme colours. */
export const buttonClass = (variant: string): string => (variant === 'outline' || variant === 'secondary' ? `sf-btn sf-btn--${variant}` : 'sf-btn');

export const buttonStyle = (variant: string): CSSProperties | undefined => {
  const colors = VARIANT_COLORS[variant as ButtonVariant];
  return colors ? { background: colors[0], color: colors[1], borderColor: colors[0] } : undefined;
};
