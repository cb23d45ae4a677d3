import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../local/runtime';

/**
 * The JavaScript a browser fetches before the sign-in page or the admin shell can show:
 * the entry script and every module index.html preloads (lazy pages are not counted).
 */
export const measureInitialJs = (): { files: number; gzipKb: number } | undefined => {
  const dist = join(REPO_ROOT, 'web/dist');
  if (!existsSync(join(dist, 'index.html'))) return undefined;
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const paths = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
  const bytes = paths.reduce((sum, p) => sum + gzipSync(readFileSync(join(dist, p))).length, 0);
  return { files: paths.length, gzipKb: bytes / 1024 };
};
