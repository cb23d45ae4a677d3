import { useReducer } from 'react';
import { currentCursor, cursorReducer, initialCursorStack } from './cursor-stack';
import type { Page } from './page-schema';
import { useResource } from './use-resource';

export interface PageRequest {
  readonly limit: number;
  readonly cursor: string | undefined;
}

/**
 * One list page at a time from the server, with Previous/Next over its cursors. Changing
 * `filterKey` (e.g. a brand filter) starts again from the first page.
 */
export const useCursorPages = <T>(load: (request: PageRequest, signal: AbortSignal) => Promise<Page<T>>, filterKey = '') => {
  const [stack, dispatch] = useReducer(cursorReducer, undefined, () => initialCursorStack());
  const [seenFilter, setSeenFilter] = useReducer((_: string, next: string) => next, filterKey);
  if (seenFilter !== filterKey) {
    setSeenFilter(filterKey);
    dispatch({ type: 'reset' });
  }
  const cursor = currentCursor(stack);
  const resource = useResource(
    (signal) => load({ limit: stack.limit, cursor }, signal),
    JSON.stringify([filterKey, stack.limit, stack.index, cursor]),
  );
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
