import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { usePageLoading } from '../shell/page-loading';

export type ResourceState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

const LOADING = { status: 'loading' } as const;

/**
 * Loads data for a page and reloads it on `retry` or when `key` changes; an answer that
 * arrives after a newer request started is dropped (the request is aborted too). The top
 * bar's progress bar runs while it loads.
 */
export const useResource = <T>(load: (signal: AbortSignal) => Promise<T>, key: string) => {
  const [attempt, setAttempt] = useState(0);
  const request = `${String(attempt)}:${key}`;
  // An answer is kept with the request it answers, so a new key or a retry reads as loading at once.
  const [answer, setAnswer] = useState<{ request: string; state: ResourceState<T> }>();
  const state: ResourceState<T> = answer?.request === request ? answer.state : LOADING;
  // `load` is a new function on every render; `key` and `attempt` say when it asks for something else.
  const fetchData = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    fetchData(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ request, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ request, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [request]);

  usePageLoading(state.status === 'loading');
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry, setData: (data: T) => setAnswer({ request, state: { status: 'ready', data } }) };
};
