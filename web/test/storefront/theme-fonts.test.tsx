import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fontFaceCss } from '../../src/storefront/fonts/font-faces';
import { ThemeFonts } from '../../src/storefront/fonts/ThemeFonts';
import { usedFonts } from '../../src/storefront/fonts/used-fonts';
import { stateFromComponents } from '../../src/storefront/theme-store';
import { WEB_FONT_PATH, type ThemeComponent, type ThemeSettings } from '@shop/shared';

const faces = (css: string) =>
  [...css.matchAll(/font-family:'([^']+)';[^}]*font-weight:(\d+);src:url\(([^)]+)\)[^}]*unicode-range:(U\+0000|U\+0100)/g)].map(
    ([, family, weight, url, range]) => ({ family, weight: Number(weight), url, subset: range === 'U+0000' ? 'latin' : 'latin-ext' }),
  );

describe('the theme’s web fonts', () => {
  it('are the families the components name, in regular, bold and the weights their styles ask for', () => {
    const used = usedFonts([
      { title: { fontFamily: 'poppins', fontWeight: 800, fontSize: 32 } },
      { titleFontFamily: 'montserrat', items: [{ label: { fontFamily: 'poppins', fontWeight: 300 } }] },
      { fontFamily: 'georgia' },
      { fontFamily: 'comic sans' },
    ]);
    expect(Object.fromEntries([...used].map(([family, weights]) => [family, [...weights].sort()]))).toEqual({
      poppins: [300, 400, 700, 800],
      montserrat: [400, 700],
      georgia: [400, 700],
    });
  });

  it('load with font-display swap, latin and latin-ext, only those weights, and nothing for system fonts', () => {
    const css = fontFaceCss(
      new Map([
        ['open sans', new Set([400, 700, 900])],
        ['lato', new Set([400, 500])],
        ['georgia', new Set([400])],
        ['system-ui', new Set([400])],
      ]),
    );
    expect(css.split('\n').every((rule) => rule.includes('font-display:swap'))).toBe(true);
    const found = faces(css).map(({ family, weight, subset }) => `${family} ${String(weight)} ${subset}`);
    // Open Sans stops at 800, and Lato has no 500: the nearest shipped weight stands in.
    expect(found).toEqual([
      'Lato 400 latin',
      'Lato 400 latin-ext',
      'Open sans 400 latin',
      'Open sans 400 latin-ext',
      'Open sans 700 latin',
      'Open sans 700 latin-ext',
      'Open sans 800 latin',
      'Open sans 800 latin-ext',
    ]);
    expect(
      faces(css)
        .map(({ url }) => url)
        .slice(0, 2),
    ).toEqual([`${WEB_FONT_PATH}lato-latin-400-normal.woff2`, `${WEB_FONT_PATH}lato-latin-ext-400-normal.woff2`]);
  });

  it('are in the storefront page as a style the preview follows', () => {
    const banner = { id: 1, componentType: 'BANNER_CAROUSEL', tabType: 'middle', order: 0, componentData: { style: { fontFamily: 'roboto' } } };
    const state = stateFromComponents([banner as unknown as ThemeComponent], {} as ThemeSettings);
    const { container } = render(<ThemeFonts state={state} />);
    const families = new Set(faces(container.querySelector('style[data-theme-fonts]')?.textContent ?? '').map((f) => f.family));
    expect([...families]).toContain('Roboto');
  });
});
