import type { FONT_FAMILY_CHOICES, FONT_WEIGHTS } from '../constants';

type FontKey = (typeof FONT_FAMILY_CHOICES)[number];
type FontWeight = (typeof FONT_WEIGHTS)[number];

/**
 * The theme's families that are self-hosted (Fontsource's woff2 files, copied into the build by the
 * web app's Vite config), with the weights each one ships among those the editors offer. Georgia and
 * system-ui are on every device and load nothing.
 */
export const WEB_FONT_WEIGHTS: Partial<Record<FontKey, readonly FontWeight[]>> = {
  inter: [300, 400, 500, 600, 700, 800, 900],
  roboto: [300, 400, 500, 600, 700, 800, 900],
  'open sans': [300, 400, 500, 600, 700, 800],
  lato: [300, 400, 700, 900],
  montserrat: [300, 400, 500, 600, 700, 800, 900],
  poppins: [300, 400, 500, 600, 700, 800, 900],
};

/** Turkish needs both: ı is in latin, İ, ğ and ş in latin-ext. */
export const WEB_FONT_SUBSETS = ['latin', 'latin-ext'] as const;
export type WebFontSubset = (typeof WEB_FONT_SUBSETS)[number];

/** The Fontsource release the files come from (pinned in web/package.json; a test keeps the two equal). */
export const WEB_FONT_VERSION = '5.3.0';

/**
 * Where the built site serves them: under /assets/, so with the long-lived cache of the other build
 * files, and in a folder per release, so an upgraded font is a new address, never a stale cached one.
 */
export const WEB_FONT_PATH = `/assets/fonts/${WEB_FONT_VERSION}/`;

/** The font's package and file name: 'open sans' → open-sans-latin-ext-400-normal.woff2. */
export const webFontPackage = (key: string): string => key.replace(/\s+/g, '-');
export const webFontFile = (key: string, subset: WebFontSubset, weight: number): string =>
  `${webFontPackage(key)}-${subset}-${String(weight)}-normal.woff2`;
