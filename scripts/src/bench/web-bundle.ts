import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../local/runtime';

/** The JavaScript a browser fetches before a page can show: its entry script and every module the page preloads. */
const measurePageJs = (page: string): { files: number; gzipKb: number } | undefined => {
  const dist = join(REPO_ROOT, 'web/dist');
  if (!existsSync(join(dist, page))) return undefined;
  const html = readFileSync(join(dist, page), 'utf8');
  const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const bytes = paths.reduce((sum, p) => sum + gzipSync(readFileSync(join(dist, p))).length, 0);
  return { files: paths.length, gzipKb: bytes / 1024 };
};

/** The sign-in page and the admin shell (lazy pages are not counted). */
export const measureInitialJs = () => measurePageJs('index.html');

/** A shopper's first visit to `/` (storefront.html); the preview's message handling is lazy and not counted. */
export const measureStorefrontJs = () => measurePageJs('storefront.html');
