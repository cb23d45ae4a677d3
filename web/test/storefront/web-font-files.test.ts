import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { WEB_FONT_PATH, WEB_FONT_SUBSETS, WEB_FONT_VERSION, WEB_FONT_WEIGHTS, webFontFile, webFontPackage } from '@shop/shared';

const require = createRequire(import.meta.url);
const packageDir = (key: string) => require.resolve(`@fontsource/${webFontPackage(key)}/package.json`, { paths: [`${process.cwd()}/web`] });

describe('the self-hosted storefront fonts', () => {
  it('are served from a folder named for the installed Fontsource release, so an upgrade is a new address', () => {
    for (const key of Object.keys(WEB_FONT_WEIGHTS)) {
      const { version } = JSON.parse(readFileSync(packageDir(key), 'utf8')) as { version: string };
      expect(`${key} ${version}`).toBe(`${key} ${WEB_FONT_VERSION}`);
    }
    expect(WEB_FONT_PATH).toBe(`/assets/fonts/${WEB_FONT_VERSION}/`);
  });

  it('name files every family ships in every weight and subset listed', () => {
    for (const [key, weights] of Object.entries(WEB_FONT_WEIGHTS)) {
      for (const weight of weights) {
        for (const subset of WEB_FONT_SUBSETS) {
          const file = packageDir(key).replace(/package\.json$/, `files/${webFontFile(key, subset, weight)}`);
          expect(() => readFileSync(file), file).not.toThrow();
        }
      }
    }
  });
});
