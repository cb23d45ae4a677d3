import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { apiFetch } from '../../api/client';
import type { LibraryMedia } from '@shop/shared';
import type { MediaType } from './media-accept';
import { INITIAL_MEDIA_PAGES, mediaPagesReducer, type MediaPages } from './media-pages';

/** Tiles a page brings: five rows of the dialog's six columns. */
export const MEDIA_PICKER_PAGE_SIZE = 30;

export interface MediaLibraryHandle extends MediaPages {
  /** Asks for the next page unless none is left, one is loading or the last failed. */
  readonly loadMore: () => void;
  /** Asks again for the page that failed. */
  readonly retry: () => void;
  /** Puts a file uploaded in the dialog at the top of the list. */
  readonly addUploaded: (item: LibraryMedia) => void;
}

/**
 * The library for the picker, a page at a time (GET listMedia): one type or all, narrowed by
 * a file-name search the server runs. A new type or search starts over and drops the answers
 * to the old one.
 */
export const useMediaLibrary = (type: MediaType | undefined, search: string, enabled: boolean): MediaLibraryHandle => {
  const [state, dispatch] = useReducer(mediaPagesReducer, INITIAL_MEDIA_PAGES);
  // loadMore and retry run from clicks: they read the latest pages here.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const controllerRef = useRef<AbortController | undefined>(undefined);

  const load = useCallback(
    (cursor: string | undefined) => {
      const controller = new AbortController();
      controllerRef.current?.abort();
      controllerRef.current = controller;
      dispatch({ type: 'loading' });
      const q = search.trim();
      apiFetch('listMedia', {
        query: { type, q: q === '' ? undefined : q, limit: MEDIA_PICKER_PAGE_SIZE, cursor },
        signal: controller.signal,
      }).then(
        (page) => {
          if (!controller.signal.aborted) dispatch({ type: 'page', items: page.data, nextCursor: page.nextCursor });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          console.error('Medya kütüphanesi yüklenemedi', error);
          dispatch({ type: 'failed', error });
        },
      );
    },
    [type, search],
  );

  useEffect(() => {
    if (!enabled) return;
    dispatch({ type: 'reset' });
    load(undefined);
    return () => controllerRef.current?.abort();
  }, [enabled, load]);

  const loadMore = useCallback(() => {
    const { nextCursor, loading, error } = stateRef.current;
    if (nextCursor !== undefined && !loading && error === undefined) load(nextCursor);
  }, [load]);

  const retry = useCallback(() => {
    const { loaded, nextCursor } = stateRef.current;
    load(loaded ? nextCursor : undefined);
  }, [load]);

  const addUploaded = useCallback((item: LibraryMedia) => dispatch({ type: 'uploaded', item }), []);

  return { ...state, loadMore, retry, addUploaded };
};
