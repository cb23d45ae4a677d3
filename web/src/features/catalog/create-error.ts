import { MESSAGES } from '@shop/shared';
import { ApiError } from '../../api/client';

/** The server's own reason (duplicate name, missing parent ...) when it gave one, else the spec's inline-create text. */
export const createErrorText = (error: unknown, thing: string): string =>
  error instanceof ApiError && error.status !== 403 && error.status < 500 ? error.message : MESSAGES.errors.inlineCreate(thing);
