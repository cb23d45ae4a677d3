import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalApp } from '../local-app';
import { startAppPool } from './app-pool';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app pool's address (app-pool.ts): each file takes an app started on a copy of the seeded data. */
    e2eAppPool: string;
  }
}

/**
 * Seeds the demo shop once for the whole browser suite: `npm start` on an empty data dir creates the
 * table, the user pool and the demo data (most of its start-up), then stops; every file's app then
 * starts on its own copy of that dir, as a second `npm start` does, and writes only to its copy.
 * The apps come from a pool that keeps the next one starting (app-pool.ts).
 */
export default async function setup(project: TestProject) {
  const app = await startLocalApp();
  const seeded = mkdtempSync(join(tmpdir(), 'shop-e2e-seeded-'));
  try {
    // Stopped first (Ctrl+C, as a developer would), so DynamoDB Local and the user pool have written everything.
    const code = await app.interrupt();
    if (code !== 0) throw new Error(`the seeding run stopped with ${code}:\n${app.output()}`);
    cpSync(app.dataDir, seeded, { recursive: true });
  } catch (error) {
    rmSync(seeded, { recursive: true, force: true });
    throw error;
  } finally {
    await app.cleanup();
  }
  const pool = await startAppPool(seeded);
  project.provide('e2eAppPool', pool.url);
  return async () => {
    await pool.stop();
    rmSync(seeded, { recursive: true, force: true });
  };
}
