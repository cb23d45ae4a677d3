import type { ProductQuestion, ProductQuestionSummary, QuestionAction } from '@shop/shared';
import { apiFetch } from '../../../api/client';
import type { Page } from '../../../widgets/data-page/page';
import type { PageRequest } from '../../../widgets/data-page/use-cursor-pages';
import type { QuestionFilters } from './question-filters';

const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

export const fetchQuestions =
  (filters: QuestionFilters) =>
  (request: PageRequest, signal?: AbortSignal): Promise<Page<ProductQuestionSummary>> =>
    apiFetch('listQuestions', {
      query: {
        ...(filters.status ? { status: filters.status } : {}),
        ...(filters.productId ? { productId: filters.productId } : {}),
        ...(filters.q ? { q: filters.q } : {}),
        limit: request.limit,
        cursor: request.cursor,
      },
      ...withSignal(signal),
    });

export const fetchQuestion = async (id: string, signal?: AbortSignal): Promise<ProductQuestion> =>
  (await apiFetch('getQuestion', { params: { id }, ...withSignal(signal) })).data;

export const sendQuestionAction = async (id: string, body: QuestionAction): Promise<ProductQuestion> =>
  (await apiFetch('questionAction', { params: { id }, body })).data;
