import { MESSAGES, apiErrorSchema } from '@shop/shared';

const FALLBACK_MESSAGES: Readonly<Record<number, string>> = {
  400: MESSAGES.api.invalidRequest,
  401: MESSAGES.api.unauthorized,
  403: MESSAGES.api.forbidden,
  404: MESSAGES.api.notFound,
  409: MESSAGES.api.conflict,
};

/** A non-2xx answer: the API's own Turkish message when the body carries one, else one by status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    message: string,
    /** The API's error code (`error` in the body), when it sent one. */
    readonly code?: string,
    /** The first offending field on 400. */
    readonly field?: string,
    /** On a 409 refusing to delete something in use: where it is used. */
    readonly usedBy?: readonly { readonly type: string; readonly id: string; readonly name: string }[],
  ) {
    super(message);
  }

  static fromBody(status: number, body: unknown): ApiError {
    const parsed = apiErrorSchema.safeParse(body);
    if (parsed.success) return new ApiError(status, parsed.data.message, parsed.data.error, parsed.data.field, parsed.data.usedBy);
    return new ApiError(status, FALLBACK_MESSAGES[status] ?? MESSAGES.api.internal);
  }
}
