import { Logger } from '@aws-lambda-powertools/logger';

/**
 * The Lambda's one logger: a JSON line per entry with the service (POWERTOOLS_SERVICE_NAME) and,
 * inside a handler, its route, request id and cold start. Level from POWERTOOLS_LOG_LEVEL (INFO).
 */
export const logger = new Logger();
