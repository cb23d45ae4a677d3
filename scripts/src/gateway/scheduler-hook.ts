import type { IncomingMessage, ServerResponse } from 'node:http';
import { SCHEDULED_JOBS, type ScheduledJobId } from '@shop/shared';
import type { Scheduler } from '../local/scheduler';

export const SCHEDULER_HOOK_PREFIX = '/_local/scheduled/';

const isJob = (id: string): id is ScheduledJobId => Object.hasOwn(SCHEDULED_JOBS, id);

/**
 * The integration tests' way to run a scheduled job now instead of waiting for its timer: `POST
 * /_local/scheduled/<jobId>` answers 200 with what the handler returned (500 if it threw). Only a
 * runtime started with `runnableSchedules` answers it; in AWS only EventBridge invokes the jobs.
 */
export const handleSchedulerHook = async (scheduler: Scheduler, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
  if (!url.pathname.startsWith(SCHEDULER_HOOK_PREFIX)) return false;
  const job = url.pathname.slice(SCHEDULER_HOOK_PREFIX.length);
  if (!isJob(job)) {
    res.writeHead(404).end();
    return true;
  }
  if (req.method !== 'POST') {
    res.writeHead(405, { allow: 'POST' }).end();
    return true;
  }
  try {
    const result = await scheduler.run(job);
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ result: result ?? null }));
  } catch (error) {
    res.writeHead(500, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify({ message: String(error) }));
  }
  return true;
};
