import { useReducer } from 'react';
import { useRemoteData } from '../../api/use-remote-data';
import { usePageLoading } from '../../ui/page-loading';
import { currentCursor, cursorReducer, initialCursorStack } from './cursor-stack';
import type { Page } from './page';

export interface PageRequest {
  readonly limit: number;
  readonly cursor: string | undefined;
}

/**
 * One list page at a time from the server, with Previous/Next over its cursors. Changing
 * `filterKey` (e.g. a brand filter) starts again from the first page. The top bar's progress bar
 * runs while a page loads.
 */
export const useCursorPages = <T>(load: (request: PageRequest, signal: AbortSignal) => Promise<Page<T>>, filterKey = '') => {
  const [stack, dispatch] = useReducer(cursorReducer, undefined, () => initialCursorStack());
  const [seenFilter, setSeenFilter] = useReducer((_: string, next: string) => next, filterKey);
  if (seenFilter !== filterKey) {
    setSeenFilter(filterKey);
    dispatch({ type: 'reset' });
  }
  const cursor = currentCursor(stack);
  const resource = useRemoteData(
    (signal) => load({ limit: stack.limit, cursor }, signal),
    JSON.stringify([filterKey, stack.limit, stack.index, cursor]),
  );
  usePageLoading(resource.status === 'loading');
  const nextCursor = resource.status === 'ready' ? resource.data.nextCursor : undefined;
  return {
    ...resource,
    rows: resource.status === 'ready' ? resource.data.data : [],
    pageNumber: stack.index + 1,
    limit: stack.limit,
    hasPrevious: stack.index > 0,
    hasNext: nextCursor !== undefined,
    next: () => {
      if (nextCursor !== undefined) dispatch({ type: 'next', nextCursor });
    },
    previous: () => dispatch({ type: 'previous' }),
    setLimit: (limit: number) => dispatch({ type: 'reset', limit }),
  };
};

export type CursorPages<T> = ReturnType<typeof useCursorPages<T>>;
