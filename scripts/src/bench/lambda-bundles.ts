import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { LAMBDA_BUNDLE_EXTERNALS, LAMBDA_NATIVE_MODULES } from '@shop/functions';
import { routeList } from '@shop/shared';
import { REPO_ROOT } from '../local/runtime';

/**
 * Bundles every handler as the CDK stack does (minified, node20 target, ESM, the same
 * externals) and times a cold import of each bundle in a fresh Node process.
 */
export const measureLambdaBundles = async () => {
  // Inside the repo so the external modules resolve from node_modules, as the Lambda runtime provides them.
  const dir = join(REPO_ROOT, 'node_modules/.cache/shop-bench-bundles');
  mkdirSync(dir, { recursive: true });
  const rows: { handler: string; kb: number; importMs: number }[] = [];
  try {
    const handlers = [...new Set(routeList().map((r) => r.handler))];
    for (const handler of handlers) {
      const outfile = join(dir, `${handler.replace('/', '__')}.mjs`);
      await build({
        entryPoints: [join(REPO_ROOT, 'functions/src/handlers', `${handler}.ts`)],
        bundle: true,
        minify: true,
        platform: 'node',
        target: 'node20',
        format: 'esm',
        outfile,
        external: [...LAMBDA_BUNDLE_EXTERNALS, ...LAMBDA_NATIVE_MODULES],
        mainFields: ['module', 'main'],
        banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
        logLevel: 'error',
      });
      const script = `const t=performance.now();await import(${JSON.stringify(outfile)});process.stdout.write(String(performance.now()-t));`;
      const importMs = Number(
        execFileSync(process.execPath, ['--input-type=module', '-e', script], {
          cwd: REPO_ROOT,
          env: { ...process.env, TABLE_NAME: 'bench', AWS_REGION: 'eu-central-1' },
        }).toString(),
      );
      rows.push({ handler, kb: statSync(outfile).size / 1024, importMs });
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
};
