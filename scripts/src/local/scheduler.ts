import { SCHEDULED_JOBS, type ScheduledJobId } from '@shop/shared';
import type { LambdaRunner } from '../gateway/lambda-runner';

export interface Scheduler {
  /** Runs one job now (after any run in progress) and answers what its handler returned. */
  readonly run: (job: ScheduledJobId) => Promise<unknown>;
  readonly stop: () => Promise<void>;
}

/** What EventBridge hands a scheduled Lambda; the jobs read nothing of it. */
const scheduledEvent = (job: ScheduledJobId) => ({
  version: '0',
  id: `local-${job}-${Date.now()}`,
  'detail-type': 'Scheduled Event',
  source: 'aws.events',
  time: new Date().toISOString(),
  resources: [`local:rule/${job}`],
  detail: {},
});

/**
 * What the EventBridge rules do in AWS (infra/src/schedules.ts): runs every SCHEDULED_JOBS handler,
 * with the read-write grant its function has there, every `intervalMs` (a minute for `npm start`,
 * so waiting for a havale window to pass does not take a quarter hour more), and on demand. Runs
 * never overlap; a failed run is logged and the next one tries again, as a missed rule would.
 * `intervalMs` 0: on demand only (the integration tests, which run jobs when they choose).
 */
export const startScheduler = (options: { lambdas: LambdaRunner; intervalMs: number; log?: (line: string) => void }): Scheduler => {
  let chain: Promise<unknown> = Promise.resolve();
  const run = (job: ScheduledJobId): Promise<unknown> => {
    const next = chain.then(() => options.lambdas.invoke<unknown>(SCHEDULED_JOBS[job].handler, scheduledEvent(job), 'readwrite'));
    chain = next.catch(() => undefined);
    return next;
  };
  const timer =
    options.intervalMs > 0
      ? setInterval(() => {
          for (const job of Object.keys(SCHEDULED_JOBS) as ScheduledJobId[])
            run(job).catch((error: unknown) => console.error(`scheduler: ${job} failed`, error));
        }, options.intervalMs)
      : undefined;
  return {
    run,
    stop: async () => {
      clearInterval(timer);
      await chain;
    },
  };
};
