import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';

/** HTTP, WebSocket and stream handlers differ only in their event and result shapes. */
type Handler = (event: unknown, context: Context) => Promise<unknown>;

const HANDLERS_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../../functions/src/handlers');
const loaded = new Map<string, Promise<Handler>>();

/** Loads a handler module once, as a warm Lambda container would keep it. */
const load = (handlerPath: string): Promise<Handler> => {
  let handler = loaded.get(handlerPath);
  if (!handler) {
    handler = import(pathToFileURL(join(HANDLERS_DIR, `${handlerPath}.ts`)).href).then((m: { handler: Handler }) => m.handler);
    loaded.set(handlerPath, handler);
  }
  return handler;
};

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

export const invokeHandler = async <Result>(handlerPath: string, event: object): Promise<Result> =>
  (await load(handlerPath))(event, context(handlerPath.replace(/\W+/g, '-'))) as Promise<Result>;
