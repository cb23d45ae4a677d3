import { RETURN_REASONS, RETURN_STATUSES, type ReturnReason, type ReturnStatus } from '@shop/shared';
import { validDay } from '../../format/shop-day';

/** İadeler's filters as the URL keeps them (the API's names). */
export interface ReturnFilters {
  readonly status?: ReturnStatus | undefined;
  readonly reason?: ReturnReason | undefined;
  readonly q?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

export const RETURN_SEARCH_MAX = 100;

const oneOf = <V extends string>(values: readonly V[], raw: string | null): V | undefined => values.find((v) => v === raw);

/** Filters from the URL; what the API would refuse counts as not set. `id`, `orderId` and `new` open dialogs, not filters. */
export const returnFiltersOf = (params: URLSearchParams): ReturnFilters => {
  const q = params.get('q')?.trim().slice(0, RETURN_SEARCH_MAX);
  const from = validDay(params.get('from'));
  const to = validDay(params.get('to'));
  return {
    status: oneOf(RETURN_STATUSES, params.get('status')),
    reason: oneOf(RETURN_REASONS, params.get('reason')),
    q: q || undefined,
    from,
    to: from && to && to < from ? undefined : to,
  };
};

export const returnQuery = (filters: ReturnFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Partial<Record<keyof ReturnFilters, string>>;
