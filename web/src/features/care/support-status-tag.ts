import type { SupportStatus } from '@shop/shared';

/** A status's colour, the same in the list and the request. */
export const STATUS_SEVERITY: Readonly<Record<SupportStatus, 'info' | 'warning' | 'success'>> = {
  new: 'info',
  answered: 'warning',
  resolved: 'success',
};
