import { apiFetch } from '../../api/client';
import type { PageRequest } from '../../widgets/data-page/use-cursor-pages';

export const fetchOrders = (request: PageRequest, signal: AbortSignal) =>
  apiFetch('listOrders', { query: { limit: request.limit, cursor: request.cursor }, signal });

export const fetchOrder = async (id: string, signal: AbortSignal) => (await apiFetch('getOrder', { params: { id }, signal })).data;
