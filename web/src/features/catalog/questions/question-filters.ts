import { QUESTION_SEARCH_MAX, QUESTION_STATUSES, type QuestionStatus } from '@shop/shared';

/** Ürün Soruları' filters as the URL keeps them (the API's names); `productName` only labels the product filter. */
export interface QuestionFilters {
  readonly status?: QuestionStatus | undefined;
  readonly productId?: string | undefined;
  readonly q?: string | undefined;
}

/** Filters from the URL; what the API would refuse counts as not set. */
export const questionFiltersOf = (params: URLSearchParams): QuestionFilters => {
  const q = params.get('q')?.trim().slice(0, QUESTION_SEARCH_MAX);
  const productId = params.get('productId')?.trim().slice(0, 100);
  return {
    status: QUESTION_STATUSES.find((s) => s === params.get('status')),
    productId: productId || undefined,
    q: q || undefined,
  };
};
