import { ApiError } from '../../../api/client';
import { SETUP_TEXTS } from './texts';

/** What a refused save or delete tells the user: the server's reason (a 400 or 409 names it), else that it failed or the browser is offline. */
export const failureText = (error: unknown): string => {
  if (error instanceof ApiError && error.status < 500 && error.message) return error.message;
  return navigator.onLine ? SETUP_TEXTS.common.failed : SETUP_TEXTS.common.offline;
};
