import type { OrderDetail, Return, ReturnAction, ReturnCreate, ReturnReasonFigure, ReturnSummary, Warehouse } from '@shop/shared';
import { apiFetch } from '../../api/client';
import type { Page } from '../../widgets/data-page/page';
import type { PageRequest } from '../../widgets/data-page/use-cursor-pages';
import { returnQuery, type ReturnFilters } from './return-filters';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchReturns =
  (filters: ReturnFilters) =>
  (request: PageRequest, signal?: AbortSignal): Promise<Page<ReturnSummary>> =>
    apiFetch('listReturns', { query: { ...returnQuery(filters), limit: request.limit, cursor: request.cursor }, ...withSignal(signal) });

export const fetchReturn = async (id: string, signal?: AbortSignal): Promise<Return> =>
  (await apiFetch('getReturn', { params: { id }, ...withSignal(signal) })).data;

export const createReturn = async (body: ReturnCreate): Promise<Return> => (await apiFetch('createReturn', { body })).data;

export const sendReturnAction = async (id: string, body: ReturnAction): Promise<Return> =>
  (await apiFetch('returnAction', { params: { id }, body })).data;

export const fetchReasonFigures = async (from: string, to: string, signal?: AbortSignal): Promise<ReturnReasonFigure[]> =>
  (await apiFetch('returnReasonFigures', { query: { from, to }, ...withSignal(signal) })).data;

export const fetchOrderForReturn = async (id: string, signal?: AbortSignal): Promise<OrderDetail> =>
  (await apiFetch('getOrder', { params: { id }, ...withSignal(signal) })).data;

export const fetchWarehouses = async (signal?: AbortSignal): Promise<Warehouse[]> => (await apiFetch('listWarehouses', withSignal(signal))).data;
