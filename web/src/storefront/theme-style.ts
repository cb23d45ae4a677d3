import type { CSSProperties } from 'react';
import type { HslColor, ThemeConfig } from '@shop/shared';

const hsl = (c: HslColor) => `${c.h} ${c.s}% ${c.l}%`;

/**
 * The look as CSS variables on the storefront's root: HSL tokens of the light colours (the
 * storefront is always light) and the radius in rem. Components use var(--sf-primary) etc.
 */
export const themeVariables = (config: ThemeConfig): CSSProperties => {
  const light = config.colors.light;
  const vars: Record<string, string> = { '--sf-radius': `${config.radius}rem` };
  for (const [token, color] of Object.entries(light)) vars[`--sf-${token}`] = hsl(color);
  return vars as CSSProperties;
};
