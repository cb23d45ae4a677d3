import { FULFILLMENT_STATUSES, ORDER_STATUSES, PAYMENT_STATUSES, type FulfillmentStatus, type OrderStatus, type PaymentStatus } from '@shop/shared';
import { validDay } from '../../format/shop-day';

/** The list's filters as the URL keeps them (the API's own names): days are YYYY-MM-DD shop days. */
export interface OrderFilters {
  readonly status?: OrderStatus | undefined;
  readonly paymentStatus?: PaymentStatus | undefined;
  readonly fulfillmentStatus?: FulfillmentStatus | undefined;
  readonly q?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

/** The longest search the API takes (orderPageSchema's q). */
export const ORDER_SEARCH_MAX = 100;

const oneOf = <V extends string>(values: readonly V[], raw: string | null): V | undefined => values.find((v) => v === raw);

/** Filters from the URL; anything the API would refuse (a hand-edited URL) counts as not set. */
export const orderFiltersOf = (params: URLSearchParams): OrderFilters => {
  const q = params.get('q')?.trim().slice(0, ORDER_SEARCH_MAX);
  const from = validDay(params.get('from'));
  const to = validDay(params.get('to'));
  return {
    status: oneOf(ORDER_STATUSES, params.get('status')),
    paymentStatus: oneOf(PAYMENT_STATUSES, params.get('paymentStatus')),
    fulfillmentStatus: oneOf(FULFILLMENT_STATUSES, params.get('fulfillmentStatus')),
    q: q || undefined,
    // A reversed range is refused by the API (400): the URL's `to` is dropped instead.
    from,
    to: from && to && to < from ? undefined : to,
  };
};

/** The list query: only the filters that are set. */
export const orderQuery = (filters: OrderFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as Partial<Record<keyof OrderFilters, string>>;
