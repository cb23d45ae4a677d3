process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRuntime } from '../local/runtime';
import { demoIdToken } from '../seed/demo-sign-in';
import { runStatisticsBench } from './statistics';
import { summary, timed } from './stats';

// The statistics section on its own (`npm run bench:statistics`), in a runtime of its own.
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-stats-'));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, streamPoller: false });
try {
  const token = await demoIdToken({ endpoint: runtime.cognitoEndpoint, clientId: runtime.config.userPoolClientId }, 'ANALYST');
  const request = async (path: string) => {
    const res = await fetch(`${runtime.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as unknown;
  };
  const sample = async (paths: readonly string[]) => {
    for (const p of paths.slice(0, 10)) await request(p);
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) times.push((await timed(() => request(paths[i % paths.length] as string)))[0]);
    return summary(times);
  };
  await runStatisticsBench(sample, (label, value) => console.log(`  ${label.padEnd(44)} ${value}`));
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
