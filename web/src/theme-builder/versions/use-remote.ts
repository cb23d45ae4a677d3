import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client';

export type Remote<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly message: string; readonly offline: boolean };

const failureOf = (error: unknown): Remote<never> => ({
  status: 'failed',
  message: error instanceof ApiError ? error.message : '',
  offline: typeof navigator !== 'undefined' && !navigator.onLine,
});

/**
 * Loads with `load` whenever it changes (pass a memoised function) and on `reload()`; an answer
 * that arrives after its request was replaced or the component went away is dropped.
 */
export const useRemote = <T>(load: ((signal: AbortSignal) => Promise<T>) | null) => {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!load) return undefined;
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState(failureOf(error)),
    );
    return () => controller.abort();
  }, [load, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, reload] as const;
};
