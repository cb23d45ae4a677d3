import type { CSSProperties } from 'react';
import type { HslColor, ThemeConfig, ThemeShadows } from '@shop/shared';

const hsl = (c: HslColor) => `${c.h} ${c.s}% ${c.l}%`;

/** `--sf-shadow` for Tailwind's unnamed DEFAULT, `--sf-shadow-<key>` for the rest. */
const shadowVariable = (key: keyof ThemeShadows) => (key === 'DEFAULT' ? '--sf-shadow' : `--sf-shadow-${key}`);

/**
 * The look as CSS variables on the storefront's root: HSL tokens of the light colours (the
 * storefront is always light), the radius in rem and the shadow scale. Components use
 * hsl(var(--sf-primary)), var(--sf-radius), var(--sf-shadow-md) etc.
 */
export const themeVariables = (config: ThemeConfig): CSSProperties => {
  const vars: Record<string, string> = { '--sf-radius': `${config.radius}rem` };
  for (const [token, color] of Object.entries(config.colors.light)) vars[`--sf-${token}`] = hsl(color);
  for (const [key, value] of Object.entries(config.shadows)) vars[shadowVariable(key as keyof ThemeShadows)] = value;
  return vars;
};
