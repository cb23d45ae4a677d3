import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The monorepo root: NodejsFunction bundles from here so workspace packages and the root lockfile resolve. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const LOCKFILE = join(REPO_ROOT, 'package-lock.json');

/** The module a route-table `handler` names, e.g. 'catalog/list-categories'. */
export const handlerEntry = (handler: string): string => join(REPO_ROOT, 'functions/src/handlers', `${handler}.ts`);

export const WEB_DIST = join(REPO_ROOT, 'web/dist');

/** Deployed instead of web/dist when the web app was not built, so synth works on a fresh checkout. */
export const WEB_NOT_BUILT = join(REPO_ROOT, 'infra/assets/web-not-built');
