import { MESSAGES } from '@shop/shared';
import { ApiError } from '../../api/api-error';
import type { LibraryMedia } from '@shop/shared';

/** The library pages loaded so far for one type and search, newest first. */
export interface MediaPages {
  readonly items: readonly LibraryMedia[];
  /** Where the next page starts; undefined once the last page is in (or before the first). */
  readonly nextCursor: string | undefined;
  /** The first page has answered. */
  readonly loaded: boolean;
  readonly loading: boolean;
  /** Why the last request failed; the next one clears it. */
  readonly error: unknown;
}

export type MediaPagesEvent =
  | { readonly type: 'reset' }
  | { readonly type: 'loading' }
  | { readonly type: 'page'; readonly items: readonly LibraryMedia[]; readonly nextCursor: string | undefined }
  | { readonly type: 'failed'; readonly error: unknown }
  | { readonly type: 'uploaded'; readonly item: LibraryMedia };

export const INITIAL_MEDIA_PAGES: MediaPages = { items: [], nextCursor: undefined, loaded: false, loading: false, error: undefined };

const withoutIds = (items: readonly LibraryMedia[], ids: ReadonlySet<string>) => items.filter((item) => !ids.has(item.id));

export const mediaPagesReducer = (state: MediaPages, event: MediaPagesEvent): MediaPages => {
  switch (event.type) {
    case 'reset':
      return INITIAL_MEDIA_PAGES;
    case 'loading':
      return { ...state, loading: true, error: undefined };
    case 'page': {
      // A file uploaded here already leads the list; the page that also holds it does not add it twice.
      const known = new Set(state.items.map((item) => item.id));
      return {
        items: [...state.items, ...withoutIds(event.items, known)],
        nextCursor: event.nextCursor,
        loaded: true,
        loading: false,
        error: undefined,
      };
    }
    case 'failed':
      return { ...state, loading: false, error: event.error };
    case 'uploaded':
      return { ...state, items: [event.item, ...withoutIds(state.items, new Set([event.item.id]))] };
  }
};

/** Why the library did not load: the API's own Turkish message when it answered, else the generic one. */
export const mediaLoadErrorText = (error: unknown): string => (error instanceof ApiError ? error.message : MESSAGES.errors.generic);
