import { Worker } from 'node:worker_threads';
import { POWERTOOLS_ENVIRONMENT } from '@shop/functions';
import { keyForGrant, type Grant } from '../local/credentials';

export interface Invocation {
  readonly id: number;
  readonly handlerPath: string;
  readonly event: object;
  /** How far the container's clock (functions/src/clock.ts) runs ahead: 0 unless a test moved it. */
  readonly clockOffsetMs: number;
}

export type InvocationResult =
  | { readonly id: number; readonly ok: true; readonly result: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string; readonly stack: string | undefined };

export interface LambdaRunner {
  /** Runs a handler (a module under functions/src/handlers/) in the container of its grant. */
  readonly invoke: <Result>(handlerPath: string, event: object, grant: Grant) => Promise<Result>;
  /** Moves the clock every later invocation reads (a settable-clock runtime's test hook only). */
  readonly setClockOffset: (ms: number) => void;
  readonly stop: () => Promise<void>;
}

const ENTRY = new URL('./lambda-worker.mjs', import.meta.url);

/**
 * Powertools as infra sets it, quieter: one terminal shows every route, so only warnings and
 * errors, and no EMF metric lines (those are for CloudWatch). POWERTOOLS_* in the shell win.
 */
const POWERTOOLS_LOCAL = {
  ...POWERTOOLS_ENVIRONMENT,
  POWERTOOLS_LOG_LEVEL: 'WARN',
  POWERTOOLS_METRICS_DISABLED: 'true',
  AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
};

/** A handler that threw: the caller answers 500, as Lambda's integration does. */
export class HandlerError extends Error {}

interface Container {
  readonly worker: Worker;
  readonly pending: Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>;
}

/**
 * Handlers run in worker threads, one per grant, each with the environment a Lambda gets and
 * the access key of its grant (credentials.ts) in place of an execution role. The table's
 * stand-in refuses writes from the read-only key, so a route marked `writes: false` that
 * writes fails here as it would in AWS. A container that dies is started again on the next call.
 */
export const createLambdaRunner = (environment: Readonly<Record<string, string>>): LambdaRunner => {
  const containers = new Map<Grant, Container>();
  let nextId = 0;
  let clockOffsetMs = 0;

  const start = (grant: Grant): Container => {
    const key = keyForGrant(grant);
    const env: Record<string, string | undefined> = {
      ...POWERTOOLS_LOCAL,
      ...process.env,
      ...environment,
      AWS_ACCESS_KEY_ID: key.accessKeyId,
      AWS_SECRET_ACCESS_KEY: key.secretAccessKey,
    };
    delete env.AWS_SESSION_TOKEN;
    delete env.AWS_PROFILE;
    const worker = new Worker(ENTRY, { env, execArgv: [] });
    const container: Container = { worker, pending: new Map() };
    worker.on('message', (answer: InvocationResult) => {
      const waiting = container.pending.get(answer.id);
      if (!waiting) return;
      container.pending.delete(answer.id);
      if (answer.ok) waiting.resolve(answer.result);
      else waiting.reject(Object.assign(new HandlerError(answer.message), { stack: answer.stack }));
    });
    const fail = (error: Error) => {
      if (containers.get(grant) === container) containers.delete(grant);
      for (const waiting of container.pending.values()) waiting.reject(error);
      container.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new HandlerError(`Lambda container (${grant}) exited with code ${code}`)));
    containers.set(grant, container);
    return container;
  };

  return {
    invoke: <Result>(handlerPath: string, event: object, grant: Grant) => {
      const container = containers.get(grant) ?? start(grant);
      const id = nextId++;
      return new Promise<Result>((resolve, reject) => {
        container.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        container.worker.postMessage({ id, handlerPath, event, clockOffsetMs } satisfies Invocation);
      });
    },
    setClockOffset: (ms) => {
      clockOffsetMs = ms;
    },
    stop: async () => {
      const running = [...containers.values()];
      containers.clear();
      await Promise.all(running.map((c) => c.worker.terminate()));
    },
  };
};
