import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startProcess, waitUntil } from '../src/local/child-process';
import { TARGET_READY_PREFIX, targetSchema, type Target } from './target';

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const readyLine = (output: string): string | undefined =>
  output
    .split('\n')
    .find((l) => l.startsWith(TARGET_READY_PREFIX))
    ?.slice(TARGET_READY_PREFIX.length);

/** Starts serve-local.ts in a child process and reads the target it describes. */
export const startLocalTarget = async (): Promise<{ target: Target; stop: () => Promise<void> }> => {
  const proc = startProcess(process.execPath, ['--import', 'tsx', join(REPO_ROOT, 'scripts/deployed/serve-local.ts')], {
    cwd: REPO_ROOT,
    env: process.env,
  });
  let line: string | undefined;
  await waitUntil('the local runtime', proc, () => Promise.resolve((line = readyLine(proc.output())) !== undefined), 120_000);
  return { target: targetSchema.parse(JSON.parse(line ?? '')), stop: proc.stop };
};
