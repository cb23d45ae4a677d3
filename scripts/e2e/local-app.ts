import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { freePort } from '../src/local/free-port';
import { REPO_ROOT } from '../src/local/runtime';
import { SignInPage } from './kit/sign-in';

export interface LocalApp {
  readonly url: string;
  /** Where its DynamoDB Local and Cognito stand-in keep their data (removed by cleanup). */
  readonly dataDir: string;
  /** The neighbours `npm start` runs: DynamoDB Local and the Cognito stand-in. */
  readonly serviceUrls: readonly string[];
  readonly process: ChildProcess;
  readonly output: () => string;
  /** Sends Ctrl+C as a terminal would and resolves with the exit code. */
  readonly interrupt: () => Promise<number | null>;
  /** Stops the app if a test left it running (Ctrl+C first, so it stops its services too) and removes its data. */
  readonly cleanup: () => Promise<void>;
}

/**
 * Runs the product exactly as a developer does (`npm start`'s script), on free ports and a fresh data dir.
 * `from`: a data dir to start with a copy of (one a stopped app left), so the app starts as `npm start`
 * does the second time: tables, users and the demo shop are there and are kept, not made again.
 */
export const startLocalApp = async (options: { from?: string | undefined } = {}): Promise<LocalApp> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  if (options.from) cpSync(options.from, dataDir, { recursive: true });
  const [port, dynamoPort, cognitoPort] = [await freePort(), await freePort(), await freePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/src/start.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DYNAMODB_PORT: String(dynamoPort), COGNITO_PORT: String(cognitoPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in time:\n${output}`)), 180_000);
    const check = () => {
      const m = /hazır \([\d.]+ sn\): (http:\/\/\S+)/.exec(output);
      if (m?.[1]) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    child.stdout.on('data', check);
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${output}`)));
  });
  // start.ts prints its URL just before it sets up its Ctrl+C handler: a Ctrl+C sent at once on a busy
  // machine can land in between and kill it without stopping its services. An answer from the app
  // comes after that setup, so from here on interrupt() stops it cleanly.
  await fetch(`${url}/config.json`);
  const interrupt = () =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) {
        resolve(child.exitCode);
        return;
      }
      child.once('exit', (code) => resolve(code));
      child.kill('SIGINT');
    });
  return {
    url,
    dataDir,
    serviceUrls: [`http://127.0.0.1:${dynamoPort}`, `http://127.0.0.1:${cognitoPort}`],
    process: child,
    output: () => output,
    interrupt,
    cleanup: async () => {
      if (child.exitCode === null) {
        const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await interrupt();
        clearTimeout(force);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Debian's chromium, headless, with the flags this closed network needs; `extraArgs` adds switches
 * (the bench's `--remote-debugging-port`, through which Lighthouse drives the same browser).
 */
export const launchChromium = (extraArgs: readonly string[] = []): Promise<Browser> => {
  if (!existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} missing: apt-get install -y chromium`);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
      '--disable-quic',
      ...extraArgs,
    ],
  });
};

/** Signs a demo admin in through the real sign-in form and waits for the admin area (the benchmarks use it too). */
export const signIn = (page: Page, appUrl: string, email: string): Promise<void> => new SignInPage(page, appUrl).signIn(email);
