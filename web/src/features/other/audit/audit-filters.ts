import { AUDIT_ACTIONS, type AuditAction } from '@shop/shared';
import { validDay } from '../../../format/shop-day';

/** The page's filters as the URL keeps them: days as YYYY-MM-DD in the shop's time (Europe/Istanbul). */
export interface AuditFilters {
  readonly actor?: string | undefined;
  readonly action?: AuditAction | undefined;
  readonly fromDay?: string | undefined;
  readonly toDay?: string | undefined;
}

/** Turkey has kept UTC+3 all year since 2016: a shop day starts at 00:00 +03:00. */
const SHOP_OFFSET = '+03:00';

/** Filters from the URL; anything the API would refuse (a hand-edited URL) counts as not set. */
export const filtersFromParams = (params: URLSearchParams): AuditFilters => ({
  actor: params.get('actor') || undefined,
  action: AUDIT_ACTIONS.find((a) => a === params.get('action')),
  fromDay: validDay(params.get('from')),
  toDay: validDay(params.get('to')),
});

/** The API's query: the first and the last instant of the chosen days. */
export const auditQuery = (filters: AuditFilters) => ({
  ...(filters.actor ? { actor: filters.actor } : {}),
  ...(filters.action ? { action: filters.action } : {}),
  ...(filters.fromDay ? { from: new Date(`${filters.fromDay}T00:00:00.000${SHOP_OFFSET}`).toISOString() } : {}),
  ...(filters.toDay ? { to: new Date(`${filters.toDay}T23:59:59.999${SHOP_OFFSET}`).toISOString() } : {}),
});
