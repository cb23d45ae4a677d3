import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { startLocalApp, type LocalApp } from '../local-app';

/** What a test file learns of the app it takes: enough to reach it and its services. */
export interface PooledApp {
  readonly id: string;
  readonly url: string;
  readonly dataDir: string;
  readonly serviceUrls: readonly string[];
}

/**
 * Hands each browser test file a started app and starts the next one at once, so a file's
 * `npm start` (its JVM, its user pools, the upgrade checks: about 7 s on a quiet machine) runs
 * while the previous file's browser works instead of before the next file's first test. It lives
 * in the suite's main process (global setup), which outlives the files; they reach it over
 * loopback HTTP. Every app still starts on its own copy of the seeded data: no file sees
 * another's writes.
 */
export const startAppPool = async (seeded: string): Promise<{ url: string; stop: () => Promise<void> }> => {
  const warm = () => {
    const app = startLocalApp({ from: seeded });
    // Nobody may take the last one: its failure is reported by the taker, never unhandled.
    app.catch(() => undefined);
    return app;
  };
  let next = warm();
  const taken = new Map<string, LocalApp>();
  let count = 0;

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://pool');
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const app = taken.get(url.searchParams.get('id') ?? '');
    /** The answer to one request: its status and JSON body. */
    const act = async (): Promise<[number, unknown]> => {
      if (url.pathname === '/take') {
        const ready = next;
        next = warm();
        const local = await ready;
        const id = String(++count);
        taken.set(id, local);
        return [200, { id, url: local.url, dataDir: local.dataDir, serviceUrls: local.serviceUrls } satisfies PooledApp];
      }
      if (!app) return [404, { message: 'no such app' }];
      if (url.pathname === '/interrupt') return [200, { code: await app.interrupt() }];
      if (url.pathname === '/cleanup') {
        taken.delete(url.searchParams.get('id') ?? '');
        await app.cleanup();
        return [200, {}];
      }
      return [404, { message: 'unknown' }];
    };
    act().then(
      ([status, body]) => {
        answer(status, body);
      },
      (error: unknown) => {
        answer(500, { message: error instanceof Error ? error.message : String(error) });
      },
    );
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: async () => {
      server.close();
      const spare = await next.catch(() => undefined);
      await Promise.all([...(spare ? [spare] : []), ...taken.values()].map((app) => app.cleanup()));
    },
  };
};

/** What a test file may do with its app: reach it, stop it (as Ctrl+C does) and clean up. */
export type FileApp = Pick<LocalApp, 'url' | 'dataDir' | 'serviceUrls' | 'interrupt' | 'cleanup'>;

/** A test file's handle on the app it took from the pool. */
export const takePooledApp = async (poolUrl: string): Promise<FileApp> => {
  const ask = async <T>(path: string): Promise<T> => {
    const res = await fetch(`${poolUrl}${path}`, { method: 'POST' });
    const body = (await res.json()) as T & { message?: string };
    if (!res.ok) throw new Error(`the app pool refused ${path}: ${body.message ?? res.status}`);
    return body;
  };
  const app = await ask<PooledApp>('/take');
  return {
    url: app.url,
    dataDir: app.dataDir,
    serviceUrls: app.serviceUrls,
    interrupt: async () => (await ask<{ code: number | null }>(`/interrupt?id=${app.id}`)).code,
    cleanup: async () => {
      await ask(`/cleanup?id=${app.id}`);
    },
  };
};
