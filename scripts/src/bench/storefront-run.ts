process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRuntime } from '../local/runtime';
import { runStorefrontBench } from './storefront';
import { webDist } from './web-bundle';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

// The storefront section on its own (`npm run bench:storefront`): the demo shop as `npm start` seeds it.
const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, webDist: webDist() });
try {
  console.log(`\nStorefront bench through the local runtime (${runtime.url}); load average ${load()}`);
  await runStorefrontBench(runtime.url, (label, value) => console.log(`  ${label.padEnd(44)} ${value}`));
  console.log(`\nload average at the end ${load()}`);
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
