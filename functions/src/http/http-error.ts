import { MESSAGES, type ApiError } from '@shop/shared';

/** An error that is the answer: thrown anywhere below a handler, sent as its JSON body. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: ApiError,
    /** Extra answer headers (Retry-After on a 429). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(body.message);
  }
}

export const unauthorized = () => new HttpError(401, { error: 'Unauthorized', message: MESSAGES.api.unauthorized });
export const forbidden = (message: string = MESSAGES.api.forbidden, field?: string) =>
  new HttpError(403, { error: 'Forbidden', message, ...(field ? { field } : {}) });
export const notFound = (message: string = MESSAGES.api.notFound) => new HttpError(404, { error: 'NotFound', message });
export const conflict = (message: string = MESSAGES.api.conflict) => new HttpError(409, { error: 'Conflict', message });
/** 409 for something that cannot go while it is used, listing where (`usedBy`) so the page can show it. */
export const inUse = (message: string, usedBy: NonNullable<ApiError['usedBy']>) => new HttpError(409, { error: 'Conflict', message, usedBy });
export const badRequest = (message: string, field?: string, issues?: ApiError['issues']) =>
  new HttpError(400, { error: 'BadRequest', message, ...(field ? { field } : {}), ...(issues ? { issues } : {}) });
export const serviceUnavailable = (message: string) => new HttpError(503, { error: 'ServiceUnavailable', message });
export const payloadTooLarge = () => new HttpError(413, { error: 'PayloadTooLarge', message: MESSAGES.api.payloadTooLarge });
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(429, { error: 'TooManyRequests', message: MESSAGES.api.tooManyRequests }, { 'retry-after': String(retryAfterSeconds) });
