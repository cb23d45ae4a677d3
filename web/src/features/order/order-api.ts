import type { OrderDetail, OrderSummary, Warehouse } from '@shop/shared';
import { apiFetch } from '../../api/client';
import type { Page } from '../../widgets/data-page/page';
import type { PageRequest } from '../../widgets/data-page/use-cursor-pages';
import type { OrderActionBody } from './action-draft';
import { orderQuery, type OrderFilters } from './order-filters';

/** One page of the filtered list, newest first. */
export const fetchOrders =
  (filters: OrderFilters) =>
  (request: PageRequest, signal?: AbortSignal): Promise<Page<OrderSummary>> =>
    apiFetch('listOrders', {
      query: { ...orderQuery(filters), limit: request.limit, cursor: request.cursor },
      ...(signal ? { signal } : {}),
    });

export const fetchOrder = async (id: string, signal?: AbortSignal): Promise<OrderDetail> =>
  (await apiFetch('getOrder', { params: { id }, ...(signal ? { signal } : {}) })).data;

/** One action on the order as read at `version`; answers the order after it (409 when someone else moved it first). */
export const sendOrderAction = async (id: string, action: OrderActionBody): Promise<OrderDetail> =>
  (await apiFetch('orderAction', { params: { id }, body: action })).data;

/** What a CSV export reads at most, so the browser stays responsive. */
export const ORDER_CSV_MAX = 5000;

/** The shop's warehouses, to name a line's; only for roles that may read them. */
export const fetchWarehouses = async (signal?: AbortSignal): Promise<Warehouse[]> =>
  (await apiFetch('listWarehouses', { ...(signal ? { signal } : {}) })).data;
