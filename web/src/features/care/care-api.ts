import type { Feedback, FeedbackPageQuery, FeedbackStatus, SupportRequest, SupportRequestPageQuery, SupportStatus } from '@shop/shared';
import { apiFetch } from '../../api/client';
import type { Page } from '../../widgets/data-page/page';
import type { PageRequest } from '../../widgets/data-page/use-cursor-pages';

export type SupportFilters = Pick<SupportRequestPageQuery, 'q' | 'status' | 'assignee' | 'source'>;
export type FeedbackFilters = Pick<FeedbackPageQuery, 'q' | 'status' | 'category'>;

const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== '')) as Partial<T>;

export const fetchSupportRequests = (request: PageRequest & SupportFilters, signal?: AbortSignal): Promise<Page<SupportRequest>> =>
  apiFetch('listSupportRequests', {
    query: {
      limit: request.limit,
      cursor: request.cursor,
      ...defined({ q: request.q, status: request.status, assignee: request.assignee, source: request.source }),
    },
    ...(signal ? { signal } : {}),
  });
export const fetchSupportRequest = (id: string, signal?: AbortSignal) =>
  apiFetch('getSupportRequest', { params: { id }, ...(signal ? { signal } : {}) });
export const fetchSupportAgents = (signal?: AbortSignal) => apiFetch('listSupportAgents', signal ? { signal } : {});
export const changeSupportStatus = (id: string, status: SupportStatus, version: number) =>
  apiFetch('changeSupportStatus', { params: { id }, body: { status, version } });
export const assignSupportRequest = (id: string, assigneeSub: string | null, version: number) =>
  apiFetch('assignSupportRequest', { params: { id }, body: { assigneeSub, version } });
export const addSupportNote = (id: string, text: string, version: number) => apiFetch('addSupportNote', { params: { id }, body: { text, version } });
export const replySupportRequest = (id: string, text: string, version: number) =>
  apiFetch('replySupportRequest', { params: { id }, body: { text, version } });

export const fetchFeedback = (request: PageRequest & FeedbackFilters, signal?: AbortSignal): Promise<Page<Feedback>> =>
  apiFetch('listFeedback', {
    query: { limit: request.limit, cursor: request.cursor, ...defined({ q: request.q, status: request.status, category: request.category }) },
    ...(signal ? { signal } : {}),
  });
export const changeFeedbackStatus = (id: string, status: FeedbackStatus) => apiFetch('changeFeedbackStatus', { params: { id }, body: { status } });
