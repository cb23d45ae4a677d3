import lightTheme from 'primereact/resources/themes/lara-light-blue/theme.css?url';
import darkTheme from 'primereact/resources/themes/lara-dark-blue/theme.css?url';
import type { ColorScheme } from './color-scheme';

const THEME_LINK_ID = 'theme-link';
const HREFS: Record<ColorScheme, string> = { light: lightTheme, dark: darkTheme };

/** Swaps PrimeReact's whole theme stylesheet: one <link>, so only the active theme is downloaded. */
export const applyThemeStylesheet = (scheme: ColorScheme): void => {
  let link = document.getElementById(THEME_LINK_ID) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = THEME_LINK_ID;
    link.rel = 'stylesheet';
    document.head.prepend(link);
  }
  if (link.getAttribute('href') !== HREFS[scheme]) link.setAttribute('href', HREFS[scheme]);
  document.documentElement.dataset.colorScheme = scheme;
  document.documentElement.style.colorScheme = scheme;
};
