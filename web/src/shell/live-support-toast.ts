import { MESSAGES } from '@shop/shared';
import { ApiError } from '../api/api-error';

/**
 * The spec's success toast is "'Canlı Destek Aktif' or 'Pasif'", and MESSAGES keeps the second
 * as the bare word. Read as an alternative for the last word, both toasts name the feature:
 * 'Canlı Destek Aktif' / 'Canlı Destek Pasif' (as the issue asks).
 */
export const liveSupportToast = (enabled: boolean): string =>
  enabled ? MESSAGES.success.liveSupportActive : `Canlı Destek ${MESSAGES.success.liveSupportPassive}`;

/** The server's own message when it sent one, else the spec's fallback. */
export const liveSupportFailure = (error: unknown): string =>
  error instanceof ApiError && error.message ? error.message : MESSAGES.errors.liveSupportUpdate;
