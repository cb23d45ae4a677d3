import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Two cores on every machine here: more workers only add contention.
export default defineConfig({
  test: {
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/test/**/*.test.ts', 'functions/test/unit/**/*.test.ts', 'infra/test/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'web',
          include: ['web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['web/test/setup.ts'],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['scripts/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['scripts/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'deployed',
          include: ['scripts/deployed/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['scripts/deployed/global-setup.ts'],
          // Real endpoints: a cold Lambda, a CloudFront miss, a stream delivery.
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['scripts/e2e/**/*.e2e.ts'],
          environment: 'node',
          // Seeds the demo shop once; each file's app starts on a copy instead of seeding again.
          globalSetup: ['scripts/e2e/kit/seeded-data.ts'],
          // A browser on a busy 2-core machine can take seconds to repaint; the default 1 s poll made CI flaky.
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
