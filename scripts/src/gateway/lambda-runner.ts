import { randomUUID } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyResultV2>;

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

export const invokeHandler = async (handlerPath: string, event: APIGatewayProxyEventV2): Promise<APIGatewayProxyResultV2> =>
  (await load(handlerPath))(event, context(handlerPath.replace(/\W+/g, '-')));
