import { MESSAGES, type ApiError } from '@shop/shared';

/** An error that is the answer: thrown anywhere below a handler, sent as its JSON body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiError,
  ) {
    super(body.message);
  }
}

export const unauthorized = () => new HttpError(401, { error: 'Unauthorized', message: MESSAGES.api.unauthorized });
export const forbidden = () => new HttpError(403, { error: 'Forbidden', message: MESSAGES.api.forbidden });
export const notFound = (message: string = MESSAGES.api.notFound) => new HttpError(404, { error: 'NotFound', message });
export const conflict = (message: string = MESSAGES.api.conflict) => new HttpError(409, { error: 'Conflict', message });
export const badRequest = (message: string, field?: string, issues?: ApiError['issues']) =>
  new HttpError(400, { error: 'BadRequest', message, ...(field ? { field } : {}), ...(issues ? { issues } : {}) });
export const serviceUnavailable = (message: string) => new HttpError(503, { error: 'ServiceUnavailable', message });
