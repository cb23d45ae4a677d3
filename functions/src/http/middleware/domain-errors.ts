import type { MiddlewareObj } from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2 } from 'aws-lambda';
import { DomainError } from '../../domain/domain-error';
import { badRequest, conflict, notFound, serviceUnavailable, type HttpError } from '../http-error';

/** The answer to each kind of domain refusal, with the domain's Turkish message (and field) as the body. */
const httpErrorFor = (error: DomainError): HttpError => {
  switch (error.kind) {
    case 'invalid':
      return badRequest(error.message, error.field);
    case 'not-found':
      return notFound(error.message);
    case 'conflict':
      return conflict(error.message);
    case 'unavailable':
      return serviceUnavailable(error.message);
  }
};

/**
 * Turns a DomainError into the HTTP error it stands for, so the error handler (which runs after
 * this) answers it like any other refusal; other errors pass through untouched.
 */
export const domainErrors = (): MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyResultV2> => ({
  onError: (request) => {
    if (request.error instanceof DomainError) request.error = httpErrorFor(request.error);
  },
});
