import { orderSchema } from '@shop/shared';
import { apiFetch } from '../api/client';
import { pageSchema, recordSchema } from '../pages/page-schema';
import type { PageRequest } from '../pages/use-cursor-pages';

const orderPage = pageSchema(orderSchema);
const orderRecord = recordSchema(orderSchema);

export const fetchOrders = (request: PageRequest, signal: AbortSignal) =>
  apiFetch('listOrders', { query: { limit: request.limit, cursor: request.cursor }, signal, parse: (d) => orderPage.parse(d) });

export const fetchOrder = async (id: string, signal: AbortSignal) =>
  (await apiFetch('getOrder', { params: { id }, signal, parse: (d) => orderRecord.parse(d) })).data;
