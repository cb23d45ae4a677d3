import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { logger } from './logger';

type UtilityLogger = NonNullable<NonNullable<ConstructorParameters<typeof Metrics>[0]>['logger']>;

/**
 * Warnings that describe the normal course of things: most requests count nothing, so their
 * flush is empty; and each invocation sets the route dimension again (see observed-handler).
 */
const EXPECTED_WARNINGS = ['No application metrics to publish', 'Dimension "route" has already been added'];

const metricsUtilityLogger: UtilityLogger = {
  debug: (message: unknown) => {
    logger.debug(String(message));
  },
  info: (message: unknown) => {
    logger.info(String(message));
  },
  warn: (message: unknown) => {
    if (!EXPECTED_WARNINGS.some((expected) => String(message).startsWith(expected))) logger.warn(String(message));
  },
  error: (message: unknown) => {
    logger.error(String(message));
  },
};

/**
 * CloudWatch metrics as EMF lines on stdout, flushed after each invocation by the handler
 * wrappers. Namespace from POWERTOOLS_METRICS_NAMESPACE; every metric carries the route.
 */
export const metrics = new Metrics({ logger: metricsUtilityLogger });

type BusinessMetric = 'ThemeSaved' | 'ThemeSaveConflict' | 'PopupSaved' | 'ConfigSaved';

/** One occurrence of a business event in this invocation. */
export const countMetric = (name: BusinessMetric): void => {
  metrics.addMetric(name, MetricUnit.Count, 1);
};

/**
 * A request answered 4xx, by status (and route), in a line of its own so the status dimension
 * stays off the invocation's other metrics.
 */
export const countRejection = (status: number): void => {
  metrics.singleMetric().addDimension('status', String(status)).addMetric('RequestRejected', MetricUnit.Count, 1);
};
