/**
 * The local runtime as a stack of its own, for `SHOP_TARGET=local`: started in its own
 * process (the runtime runs the handlers in-process and points them at its services through
 * process.env, so it cannot share a process with another runtime), it prints one line with the
 * target description and stops on SIGTERM or SIGINT.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRuntime } from '../src/local/runtime';
import { TARGET_READY_PREFIX, type Target } from './target';

const dataDir = mkdtempSync(join(tmpdir(), 'shop-deployed-'));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true });
const { config } = runtime;
const target: Target = {
  kind: 'local',
  name: 'local runtime',
  siteUrl: runtime.url,
  webSocketUrl: config.webSocketUrl,
  region: config.region,
  userPoolId: config.userPoolId,
  userPoolClientId: config.userPoolClientId,
  tableName: runtime.tableName,
  ...(config.userPoolEndpoint ? { cognitoEndpoint: config.userPoolEndpoint } : {}),
  dynamoEndpoint: runtime.dynamoEndpoint,
};
console.log(`${TARGET_READY_PREFIX}${JSON.stringify(target)}`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
