process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultComponentData, SAVE_PAGE_TYPES, type ComponentType } from '@shop/shared';
import { startRuntime } from '../local/runtime';
import { demoIdToken } from '../seed/demo-sign-in';
import { BENCH_CATALOG_SIZE, writeBenchCatalog } from './catalog-data';
import { measureLambdaBundles } from './lambda-bundles';
import { runBuilderBench } from './builder';
import { runSettingsBench } from './settings-editor';
import { runProductFormBench } from './product-form';
import { benchRealtimeCursors, costPerAdminHour } from './realtime';
import { benchPalette } from './palette';
import { runOrderBench } from './orders';
import { runStockBench } from './stock';
import { runCheckoutBench } from './checkout';
import { runStatisticsBench } from './statistics';
import { runStorefrontBench } from './storefront';
import { measureShellJs, measureSignInJs, webDist } from './web-bundle';
import { percentile, summary, timed } from './stats';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const line = (label: string, value: string) => console.log(`  ${label.padEnd(44)} ${value}`);

const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
const runtime = await startRuntime({ port: 0, dataDir, inMemory: true, webDist: webDist() });
try {
  console.log(
    `\nBench through the local runtime (${runtime.url}); load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  // First, on the demo shop as a new user meets it: before 10,000 bench products fill its categories
  // and the 300-component save below replaces its home.
  await runStorefrontBench(runtime.url, line);

  const [seedMs] = await timed(() => writeBenchCatalog());
  line('catalogue written', `${BENCH_CATALOG_SIZE.products} products + ${BENCH_CATALOG_SIZE.members} members in ${(seedMs / 1000).toFixed(1)} s`);

  const token = await demoIdToken({ endpoint: runtime.cognitoEndpoint, clientId: runtime.config.userPoolClientId }, 'SUPER_ADMIN');
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const request = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${runtime.url}${path}`, { headers, ...init });
    const body: unknown = await res.json();
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  const sample = async (paths: readonly string[]) => {
    for (const p of paths.slice(0, 10)) await request(p);
    const times: number[] = [];
    for (let i = 0; i < SAMPLES; i++) times.push((await timed(() => request(paths[i % paths.length] as string)))[0]);
    return summary(times);
  };

  console.log('\nReads (budget: p95 < 50 ms at 10,000 products and 10,000 members)');
  const queries = ['elbise', 'yeşil', 'kırmızı gömlek', 'ışıltılı', 'ahmet', 'yılmaz', 'ZEYNEP', 'pre', 'akıllı telefon', 'mehmet.k'];
  line('GET /api/admin/search', await sample(queries.map((q) => `/api/admin/search?q=${encodeURIComponent(q)}&unique=true`)));
  line('GET /api/admin/catalog/category', await sample(['/api/admin/catalog/category']));
  line(
    'GET /api/admin/catalog/product/theme-selector',
    await sample(['/api/admin/catalog/product/theme-selector?category=1', '/api/admin/catalog/product/theme-selector?search=elbise']),
  );

  await runStockBench(sample, line);
  await runCheckoutBench(runtime.url, line);
  await runStatisticsBench(sample, line);

  await runBuilderBench(runtime.url, 'theme_manager@example.com');
  await runSettingsBench(runtime.url, 'theme_manager@example.com');
  await runProductFormBench(runtime.url, 'product_manager@example.com');

  console.log('\nTheme of 300 components (budget: save < 1 s, load < 300 ms)');
  const types: ComponentType[] = ['BANNER', 'GALLERY', 'MARQUEE', 'FAQ', 'VIDEO', 'NEWSLETTER', 'PRODUCT_LIST', 'BANNER_COMPONENT'];
  const tab = (n: number) =>
    Array.from({ length: n }, (_, i) => {
      const componentType = types[i % types.length] as ComponentType;
      return { componentType, name: `${componentType} ${i}`, order: i, isActive: true, componentData: defaultComponentData(componentType) };
    });
  const { versions } = (await request('/api/admin/theme/components')) as { versions: Record<string, number> };
  const saves: number[] = [];
  const [saveMs] = await timed(() =>
    Promise.all(
      SAVE_PAGE_TYPES.map(async (pageType) => {
        const [ms] = await timed(() =>
          request('/api/admin/theme/components', {
            method: 'POST',
            body: JSON.stringify({ pageType, components: tab(100), baseVersion: versions[pageType] }),
          }),
        );
        saves.push(ms);
      }),
    ),
  );
  line('save 3 × 100 components (3 calls in parallel)', `${saveMs.toFixed(0)} ms (slowest call ${Math.max(...saves).toFixed(0)} ms)`);
  line('GET /api/admin/theme/components (300)', await sample(['/api/admin/theme/components']));
  line('GET /api/storefront/theme (300)', await sample(['/api/storefront/theme']));

  // Before the realtime runs: an overloaded run leaves work queued that would slow what follows.
  console.log('\nCommand palette (budget: keystroke to results p95 < 100 ms on top of the debounce)');
  line('search request to results on screen', await benchPalette(runtime.url));
  console.log('\nRealtime (budget: 20 admins on one page, cursor updates to the other 19, p95 < 100 ms)');
  const createTicket = async () => ((await request('/api/admin/realtime/ticket', { method: 'POST' })) as { ticket: string }).ticket;
  for (const clients of [5, 10, 20, 40]) {
    // An overloaded run (connections refused) is a figure too: the later sections still run.
    const cursors = await benchRealtimeCursors({ url: runtime.url, createTicket, clients }).catch((error: unknown) => String(error));
    line(
      `cursor:update, ${clients} admins at 50 ms`,
      typeof cursors === 'string'
        ? `failed: ${cursors}`
        : `${summary(cursors.latencies)} · p99 ${percentile(cursors.latencies, 99).toFixed(1)} ms · delivered ${cursors.delivered}/${cursors.expected} · ${cursors.cpuMicrosPerDelivery.toFixed(0)} µs CPU each`,
    );
  }
  // One client ignoring its throttle (1,000 moves a second): the server's per-connection bucket keeps the others' figures.
  const flooded = await benchRealtimeCursors({ url: runtime.url, createTicket, clients: 5, floodPerSecond: 1000 }).catch((error: unknown) =>
    String(error),
  );
  line(
    'cursor:update, 5 admins + one at 1,000/s',
    typeof flooded === 'string'
      ? `failed: ${flooded}`
      : `${summary(flooded.latencies)} · p99 ${percentile(flooded.latencies, 99).toFixed(1)} ms · delivered ${flooded.delivered}/${flooded.expected}`,
  );
  console.log('\nRealtime cost in AWS per admin-hour, everyone moving without pause (a still pointer sends nothing)');
  // A cursor:move Lambda (512 MB) reads its room about once a second and signs one post per recipient: ~10 ms billed.
  for (const clients of [5, 20]) {
    const cost = costPerAdminHour(clients, 10);
    line(
      `${clients} admins on one page`,
      `${cost.messages.toLocaleString('en-US')} messages · ${cost.invocations.toLocaleString('en-US')} invocations · $${cost.usd.toFixed(3)}`,
    );
  }
} finally {
  await runtime.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

// In its own runtime, once the one above has stopped: 100,000 orders would weigh on every figure above.
await runOrderBench(line);

console.log('\nLambda bundles (budget: < 500 KB minified, cold import < 150 ms)');
const bundles = await measureLambdaBundles();
for (const b of bundles) line(b.handler, `${b.kb.toFixed(1)} KB · cold import ${b.importMs.toFixed(0)} ms`);
line('largest bundle', `${Math.max(...bundles.map((b) => b.kb)).toFixed(1)} KB`);
line('slowest cold import', `${Math.max(...bundles.map((b) => b.importMs)).toFixed(0)} ms`);
console.log('\nWeb (budget: initial JS of the sign-in page and admin shell < 300 KB gzipped)');
const signInJs = measureSignInJs();
line(
  'sign-in page initial JavaScript',
  signInJs ? `${signInJs.gzipKb.toFixed(1)} KB gzipped in ${signInJs.files} files` : 'web/dist missing: run `npm run build -w web`',
);
const shellJs = measureShellJs();
line(
  'admin shell initial JavaScript',
  shellJs ? `${shellJs.gzipKb.toFixed(1)} KB gzipped in ${shellJs.files} files` : 'web/dist missing: run `npm run build -w web`',
);
// The storefront's JavaScript is in its own section (budget < 60 KB), at the start.
