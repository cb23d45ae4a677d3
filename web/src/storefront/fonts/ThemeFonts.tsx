import { useMemo } from 'react';
import type { ThemeState } from '../theme-store';
import { fontFaceCss } from './font-faces';
import { usedFonts } from './used-fonts';

/**
 * The theme's web fonts as a <style> in the page: rendered with the components, so it follows the
 * builder's preview live and is part of any HTML rendered on the server.
 */
export function ThemeFonts({ state }: { state: ThemeState }) {
  const css = useMemo(() => fontFaceCss(usedFonts([...state.byId.values()].map((c) => c.componentData))), [state.byId]);
  return css ? <style data-theme-fonts="">{css}</style> : null;
}
