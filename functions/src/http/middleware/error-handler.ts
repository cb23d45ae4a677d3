import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { MESSAGES } from '@shop/shared';
import { logger } from '../../observability/logger';
import { HttpError } from '../http-error';
import { json } from '../responses';

/**
 * Turns every failure into a JSON answer. A refusal (4xx) is logged at INFO with what was
 * refused; an unexpected failure once at ERROR with the error, and never leaks details.
 */
export const errorHandler = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => ({
  onError: (request) => {
    const { error } = request;
    if (error instanceof HttpError) {
      logger.info('Request refused', { status: error.statusCode, error: error.body.error, field: error.body.field });
      const answer = json(error.statusCode, error.body);
      request.response = { ...answer, headers: { ...answer.headers, ...error.headers } };
      return;
    }
    logger.error('Request failed', { error });
    request.response = json(500, { error: 'InternalError', message: MESSAGES.api.internal });
  },
});
