import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import type { LambdaRunner } from './lambda-runner';

export const CLOCK_HOOK_PATH = '/_local/clock';

/** How far ahead of the real time the handlers' clock runs; at most a year either way. */
export const clockHookBodySchema = z
  .object({
    offsetMs: z
      .number()
      .int()
      .min(-366 * 86_400_000)
      .max(366 * 86_400_000),
  })
  .strict();

const readJson = async (req: IncomingMessage): Promise<unknown> => {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
};

/**
 * The integration tests' way to move time for the handlers (a coupon's expiry): `PUT
 * /_local/clock {"offsetMs": n}` sets the offset every later invocation's clock.now() adds
 * (functions/src/clock.ts). Only a runtime started with `settableClock` (the integration
 * tests' global setup) answers it: `npm start` and the browser tests do not, and nothing like
 * it exists in AWS, where API Gateway routes only the route table's paths.
 */
export const handleClockHook = async (lambdas: LambdaRunner, req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> => {
  if (url.pathname !== CLOCK_HOOK_PATH) return false;
  if (req.method !== 'PUT') {
    res.writeHead(405, { allow: 'PUT' }).end();
    return true;
  }
  const body = clockHookBodySchema.safeParse(await readJson(req));
  if (!body.success) {
    res
      .writeHead(400, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify({ message: 'offsetMs: a whole number of milliseconds' }));
    return true;
  }
  lambdas.setClockOffset(body.data.offsetMs);
  res.writeHead(204).end();
  return true;
};
