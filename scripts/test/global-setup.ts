process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { MEDIA_BUCKET, REPO_ROOT, startRuntime } from '../src/local/runtime';

export interface RuntimeHandle {
  url: string;
  tableName: string;
  dynamoEndpoint: string;
  cognitoEndpoint: string;
  userPoolId: string;
  userPoolClientId: string;
  /** The shoppers' pool's storefront client (Hesabım). */
  shopperPoolClientId: string;
  /** The folder the S3 stand-in keeps media/ in, to see which files an upload left (issue 32). */
  mediaDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    runtime: RuntimeHandle;
  }
}

/** One local runtime (in-memory DynamoDB Local, cognito-local, gateway) for the integration tests. */
export default async function setup(project: TestProject) {
  // Storefront pages are rendered by the web build's server renderer (issue 32), as in production;
  // `npm test` on a fresh checkout has no build yet, so it is made once here.
  if (!existsSync(join(REPO_ROOT, 'web/dist-ssr/render-page.js')))
    execFileSync('npm', ['run', 'build', '-w', 'web'], {
      cwd: REPO_ROOT,
      stdio: 'ignore',
      // Vitest sets NODE_ENV=test, with which Vite would compile JSX for React's development build.
      env: { ...process.env, NODE_ENV: 'production' },
    });
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-it-'));
  const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, settableClock: true, failableMail: true, runnableSchedules: true });
  project.provide('runtime', {
    url: runtime.url,
    tableName: runtime.tableName,
    dynamoEndpoint: runtime.dynamoEndpoint,
    cognitoEndpoint: runtime.cognitoEndpoint,
    userPoolId: runtime.config.userPoolId,
    userPoolClientId: runtime.config.userPoolClientId,
    shopperPoolClientId: runtime.config.shopperPoolClientId,
    mediaDir: join(dataDir, 's3', MEDIA_BUCKET, 'media'),
  });
  return async () => {
    await runtime.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
