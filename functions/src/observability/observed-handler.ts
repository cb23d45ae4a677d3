import middy, { type MiddlewareObj } from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import { logger } from './logger';
import { countRejection, metrics } from './metrics';
import { tracer } from './tracer';

const statusOf = (response: unknown): number | undefined => {
  const status = (response as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' ? status : undefined;
};

const countIfRejected = ({ response }: { response: unknown }) => {
  const status = statusOf(response);
  if (status !== undefined && status >= 400 && status < 500) countRejection(status);
};

/**
 * Names the route on every log line and metric. In AWS a process serves one route, so this is
 * the same each time; it is set per invocation because the local runtime runs every route in one.
 */
const routeScope = <E, R>(route: string): MiddlewareObj<E, R> => ({
  before: () => {
    logger.appendPersistentKeys({ route });
    metrics.setDefaultDimensions({ route });
  },
  after: countIfRejected,
  onError: countIfRejected,
});

/**
 * The start of every Lambda handler: Powertools' request id and cold start on the log lines,
 * metrics flushed as EMF (with a ColdStart metric), the route on both, 4xx answers counted, and
 * an X-Ray subsegment for the invocation (idle outside Lambda, see tracer.ts).
 * Middlewares added after it run inside: their onError sees the error before this flushes.
 */
export const observedHandler = <E, R>(route: string) =>
  middy<E, R>()
    .use(injectLambdaContext(logger))
    .use(routeScope<E, R>(route))
    .use(logMetrics(metrics, { captureColdStartMetric: true }))
    // Answers stay out of X-Ray: they hold customers' personal data (members, orders, addresses),
    // which a trace reader may not be allowed to see and a KVKK removal could not reach there.
    .use(captureLambdaHandler(tracer, { captureResponse: false }));
