import { WEB_FONT_PATH, WEB_FONT_SUBSETS, WEB_FONT_WEIGHTS, webFontFile, type WebFontSubset } from '@shop/shared';
import type { UsedFonts } from './used-fonts';

/** Google's split of the two subsets (as in Fontsource's CSS), so a page of plain ASCII loads one file per weight. */
const UNICODE_RANGES: Record<WebFontSubset, string> = {
  latin:
    'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext':
    'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
};

/** The name the storefront's CSS asks for ('Open sans'; family names match case-insensitively). */
const familyNameOf = (key: string): string => `${key.charAt(0).toUpperCase()}${key.slice(1)}`;

/** The shipped weight nearest to the wanted one (Lato has no 500 or 600: they are drawn in 400 and 700). */
const nearest = (shipped: readonly number[], weight: number): number | undefined =>
  shipped.reduce<number | undefined>((best, w) => (best === undefined || Math.abs(w - weight) < Math.abs(best - weight) ? w : best), undefined);

/**
 * @font-face rules for the fonts a theme uses, and only those weights: `font-display: swap` so text
 * shows at once in the fallback (system-ui), then in the family once its file has arrived. The
 * browser fetches a file only when text on the page is drawn in it.
 */
export const fontFaceCss = (used: UsedFonts): string => {
  const rules: string[] = [];
  for (const [key, weights] of [...used].sort(([a], [b]) => a.localeCompare(b))) {
    const shipped = WEB_FONT_WEIGHTS[key as keyof typeof WEB_FONT_WEIGHTS] ?? [];
    const drawn = new Set([...weights].map((w) => nearest(shipped, w)).filter((w) => w !== undefined));
    for (const weight of [...drawn].sort((a, b) => a - b)) {
      for (const subset of WEB_FONT_SUBSETS) {
        rules.push(
          `@font-face{font-family:'${familyNameOf(key)}';font-style:normal;font-display:swap;font-weight:${String(weight)};` +
            `src:url(${WEB_FONT_PATH}${webFontFile(key, subset, weight)}) format('woff2');unicode-range:${UNICODE_RANGES[subset]}}`,
        );
      }
    }
  }
  return rules.join('\n');
};
