import { CONTENT_PAGE_MESSAGES as M, type ContentPage } from '@shop/shared';
import { badRequest, conflict, notFound } from '../../http/http-error';
import type { SavePageResult } from '../../repositories/content-page-repository';

/** The stored page, or the Turkish refusal the save's outcome calls for (nothing was written). */
export const savedPageOrThrow = (result: SavePageResult, page: ContentPage): ContentPage => {
  switch (result.status) {
    case 'saved':
      return result.page;
    case 'slug-taken':
      throw conflict(M.slugTaken(page.slug));
    case 'stale':
      throw conflict(M.pageStale);
    case 'not-found':
      throw notFound(M.pageNotFound);
    case 'unknown-category':
      throw badRequest(M.categoryUnknown, 'categoryId');
  }
};
