import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { MESSAGES } from '@shop/shared';
import { HttpError } from '../http-error';
import { json } from '../responses';

/** Turns every failure into a JSON answer; unexpected ones are logged and never leak details. */
export const errorHandler = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => ({
  onError: async (request) => {
    const { error } = request;
    if (error instanceof HttpError) {
      request.response = json(error.statusCode, error.body);
      return;
    }
    console.error(JSON.stringify({ level: 'error', message: error?.message, stack: error?.stack, path: request.event.rawPath }));
    request.response = json(500, { error: 'InternalError', message: MESSAGES.api.internal });
  },
});
