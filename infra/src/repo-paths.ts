import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root: NodejsFunction bundles from here so workspace packages and the root lockfile resolve. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The lockfile of a source tree laid out like this repository (REPO_ROOT, or a test's stand-in). */
export const lockfileIn = (sourceRoot: string): string => join(sourceRoot, 'package-lock.json');

/**
 * The lockfile sharp is installed from beside an image-processing Lambda's bundle (issue 32). NodejsFunction
 * runs `npm ci` with a package.json naming only sharp, which the monorepo's workspace lockfile does not
 * match; this one was made for exactly `{"dependencies":{"sharp":<functions' version>}}` (an infra test
 * checks the versions agree) and holds every platform's binaries, of which npm takes linux-arm64's.
 */
export const sharpLockfileIn = (sourceRoot: string): string => join(sourceRoot, 'infra/assets/sharp-lambda/package-lock.json');

/** The module a handler name denotes, e.g. 'catalog/list-categories', in a source tree laid out like this repository. */
export const handlerEntry = (sourceRoot: string, handler: string): string => join(sourceRoot, 'functions/src/handlers', `${handler}.ts`);

/** One handler module and what invokes it, for the error message when the module is missing. */
export interface HandlerUse {
  readonly handler: string;
  readonly usedBy: string;
}

/** Lists every missing module at once, rather than NodejsFunction's one-at-a-time complaint. */
export const requireHandlerModules = (sourceRoot: string, uses: readonly HandlerUse[]): void => {
  const missing = uses.filter((use) => !existsSync(handlerEntry(sourceRoot, use.handler)));
  if (missing.length > 0) {
    throw new Error(`Handlers without a module:\n${missing.map((use) => `  ${use.usedBy} -> ${handlerEntry(sourceRoot, use.handler)}`).join('\n')}`);
  }
};

export const WEB_DIST = join(REPO_ROOT, 'web/dist');

/** Deployed instead of web/dist when the web app was not built, so synth works on a fresh checkout. */
export const WEB_NOT_BUILT = join(REPO_ROOT, 'infra/assets/web-not-built');

/** The web build's storefront page renderer (`vite build --ssr`, web/package.json), relative to a source tree. */
export const STOREFRONT_RENDERER_BUILD = 'web/dist-ssr/render-page.js';
/** What the render Lambda gets when the web app was not built before synth (a fresh checkout, CI): the "not built" page. */
export const STOREFRONT_RENDERER_NOT_BUILT = 'infra/assets/renderer-not-built/render-page.js';

/** The renderer to deploy, relative to the source root: the web build's, or the placeholder when there is none (app.ts warns then). */
export const storefrontRendererIn = (sourceRoot: string): string =>
  existsSync(join(sourceRoot, STOREFRONT_RENDERER_BUILD)) ? STOREFRONT_RENDERER_BUILD : STOREFRONT_RENDERER_NOT_BUILT;
