import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';
import type { Context } from 'aws-lambda';
import { setClockOffset } from '@shop/functions/clock';
import type { Invocation, InvocationResult } from './lambda-runner';

/** HTTP, WebSocket and stream handlers differ only in their event and result shapes. */
type Handler = (event: unknown, context: Context) => Promise<unknown>;

const HANDLERS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../functions/src/handlers');
const loaded = new Map<string, Promise<Handler>>();

/** Loads a handler module once, as a warm Lambda container keeps it. */
const load = (handlerPath: string): Promise<Handler> => {
  let handler = loaded.get(handlerPath);
  if (!handler) {
    handler = import(pathToFileURL(join(HANDLERS_DIR, `${handlerPath}.ts`)).href).then((m: { handler: Handler }) => m.handler);
    loaded.set(handlerPath, handler);
  }
  return handler;
};

// done/fail/succeed are deprecated but still part of the Context type a Lambda receives.
/* eslint-disable @typescript-eslint/no-deprecated */
const context = (name: string): Context => ({
  callbackWaitsForEmptyEventLoop: false,
  functionName: name,
  functionVersion: '$LATEST',
  invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
  memoryLimitInMB: '512',
  awsRequestId: randomUUID(),
  logGroupName: `/aws/lambda/${name}`,
  logStreamName: 'local',
  getRemainingTimeInMillis: () => 30_000,
  done: () => undefined,
  fail: () => undefined,
  succeed: () => undefined,
});
/* eslint-enable @typescript-eslint/no-deprecated */

const port = parentPort;
if (!port) throw new Error('lambda-container runs as a worker thread');

/** The clock offset last set in this container: 0 until a settable-clock runtime's test moves it. */
let appliedClockOffsetMs = 0;

/** Invocations run side by side, as the in-process handlers did: one warm container per grant. */
port.on('message', ({ id, handlerPath, event, clockOffsetMs }: Invocation) => {
  void (async (): Promise<InvocationResult> => {
    try {
      // The same module instance the handlers import: they read the moved time through it.
      if (clockOffsetMs !== appliedClockOffsetMs) {
        setClockOffset(clockOffsetMs);
        appliedClockOffsetMs = clockOffsetMs;
      }
      const result = await (await load(handlerPath))(event, context(handlerPath.replace(/\W+/g, '-')));
      return { id, ok: true, result };
    } catch (error) {
      const { message, stack } = error instanceof Error ? error : { message: String(error), stack: undefined };
      return { id, ok: false, message, stack };
    }
  })().then((answer) => port.postMessage(answer));
});
