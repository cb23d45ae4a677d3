import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { startProcess, waitUntil } from './child-process';

export interface CognitoLocal {
  readonly endpoint: string;
  readonly stop: () => Promise<void>;
}

/** cognito-local keeps its pools under ./.cognito of its working directory. */
export const startCognitoLocal = async (options: { port: number; dataDir: string }): Promise<CognitoLocal> => {
  mkdirSync(options.dataDir, { recursive: true });
  const bin = join(dirname(createRequire(import.meta.url).resolve('cognito-local/package.json')), 'lib/bin/start.js');
  const proc = startProcess(process.execPath, [bin], {
    cwd: options.dataDir,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(options.port), DEBUG: '' },
  });
  const endpoint = `http://127.0.0.1:${options.port}`;
  await waitUntil('cognito-local', proc, async () => (await fetch(`${endpoint}/health`)).status < 500);
  return { endpoint, stop: proc.stop };
};
