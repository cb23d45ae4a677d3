import { useCallback, useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import { ICON_PAGE_SIZE } from '@shop/shared';
import { apiFetch } from '../../api/client';
import { INITIAL_ICON_PAGES, iconLoadError, iconPagesReducer, nextIconOffset, type IconPages } from './icon-pages';

export interface IconPagesHandle extends IconPages {
  /** Asks for the next page unless the last one was short, one is loading or the last failed. */
  readonly loadMore: () => void;
  /** Asks again for the page that failed. */
  readonly retry: () => void;
}

/** Icon pages of ICON_PAGE_SIZE for `search`; a new search starts over and drops answers to the old one. */
export const useIconPages = (search: string, enabled: boolean): IconPagesHandle => {
  const [state, dispatch] = useReducer(iconPagesReducer, INITIAL_ICON_PAGES);
  // loadMore and retry are called from scroll and click handlers: they read the latest pages here.
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  }, [state]);
  const controllerRef = useRef<AbortController | undefined>(undefined);
  // Scroll events arrive faster than the reducer's state: one page request at a time.
  const inFlightRef = useRef(false);

  const load = useCallback(
    (offset: number) => {
      const controller = new AbortController();
      controllerRef.current?.abort();
      controllerRef.current = controller;
      inFlightRef.current = true;
      dispatch({ type: 'loading' });
      apiFetch('listIcons', {
        query: { offset, limit: ICON_PAGE_SIZE, search },
        signal: controller.signal,
      }).then(
        (answer) => {
          if (controller.signal.aborted) return;
          inFlightRef.current = false;
          dispatch({ type: 'page', icons: answer.data });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          inFlightRef.current = false;
          console.error('İkon listesi yüklenemedi', error);
          dispatch({ type: 'failed', error: iconLoadError(error) });
        },
      );
    },
    [search],
  );

  useEffect(() => {
    if (!enabled) return;
    dispatch({ type: 'reset' });
    load(0);
    return () => {
      controllerRef.current?.abort();
      inFlightRef.current = false;
    };
  }, [enabled, load]);

  const loadMore = useCallback(() => {
    const offset = inFlightRef.current ? undefined : nextIconOffset(stateRef.current);
    if (offset !== undefined) load(offset);
  }, [load]);

  const retry = useCallback(() => load(stateRef.current.icons.length), [load]);

  return { ...state, loadMore, retry };
};
