import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { REPO_ROOT } from '../local/runtime';

/** The built web app: web/dist, or another build named by WEB_DIST (as `npm start` takes it). */
export const webDist = (): string => process.env.WEB_DIST ?? join(REPO_ROOT, 'web/dist');

export interface PageJs {
  files: number;
  gzipKb: number;
}

const gzipKb = (dist: string, paths: ReadonlySet<string>): PageJs => ({
  files: paths.size,
  gzipKb: [...paths].reduce((sum, p) => sum + gzipSync(readFileSync(join(dist, p))).length, 0) / 1024,
});

/** The scripts a page's HTML loads or preloads. */
const htmlScripts = (dist: string, page: string): string[] => {
  const html = readFileSync(join(dist, page), 'utf8');
  return [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1] as string);
};

/** A chunk and every chunk it imports statically (what the browser must fetch before it runs). */
const withStaticImports = (dist: string, path: string, seen: Set<string>): Set<string> => {
  if (seen.has(path)) return seen;
  seen.add(path);
  const code = readFileSync(join(dist, path), 'utf8');
  for (const m of code.matchAll(/(?:import|from)\s*["']\.\/([^"']+\.js)["']/g)) withStaticImports(dist, `/assets/${m[1]}`, seen);
  return seen;
};

/** The JavaScript a browser fetches before a page can show: its entry script and every module the page preloads. */
const measurePageJs = (page: string): PageJs | undefined => {
  const dist = webDist();
  if (!existsSync(join(dist, page))) return undefined;
  return gzipKb(dist, new Set(htmlScripts(dist, page)));
};

/** The sign-in page: index.html's scripts (lazy pages not counted). */
export const measureSignInJs = () => measurePageJs('index.html');

/**
 * The admin shell as it first shows: the sign-in page's scripts plus the dashboard's lazy chunk
 * and what it imports (the first page every admin lands on). Other pages and the builder stay lazy.
 */
export const measureShellJs = (): PageJs | undefined => {
  const dist = webDist();
  if (!existsSync(join(dist, 'index.html'))) return undefined;
  const files = new Set<string>();
  for (const path of htmlScripts(dist, 'index.html')) withStaticImports(dist, path, files);
  const dashboard = readdirSync(join(dist, 'assets')).find((name) => /^DashboardPage-.*\.js$/.test(name));
  if (dashboard) withStaticImports(dist, `/assets/${dashboard}`, files);
  return gzipKb(dist, files);
};

/** Files of the build by their served paths (`/assets/…`), as a browser fetched them; undefined without a build. */
export const measureServedAssets = (paths: readonly string[]): PageJs | undefined => {
  const dist = webDist();
  const present = paths.filter((p) => existsSync(join(dist, p)));
  return present.length === 0 ? undefined : gzipKb(dist, new Set(present));
};

/** A shopper's first visit to `/` (storefront.html); the preview's message handling is lazy and not counted. */
export const measureStorefrontJs = () => measurePageJs('storefront.html');
