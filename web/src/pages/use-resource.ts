import { useCallback, useEffect, useState } from 'react';
import { usePageLoading } from '../shell/page-loading';

export type ResourceState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Loads data for a page and reloads it on `retry` or when `key` changes; an answer that
 * arrives after a newer request started is dropped (the request is aborted too). The top
 * bar's progress bar runs while it loads.
 */
export const useResource = <T>(load: (signal: AbortSignal) => Promise<T>, key: string) => {
  const [state, setState] = useState<ResourceState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // `load` is a new function on every render; `key` says when it asks for something else.
  }, [key, attempt]);

  usePageLoading(state.status === 'loading');
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry, setData: (data: T) => setState({ status: 'ready', data }) };
};
