import { useCallback, useEffect, useMemo, useState } from 'react';
import { ApiError } from '../../api/client';

export type Remote<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'failed'; readonly message: string; readonly offline: boolean };

const LOADING = { status: 'loading' } as const;

const failureOf = (error: unknown): Remote<never> => ({
  status: 'failed',
  message: error instanceof ApiError ? error.message : '',
  offline: typeof navigator !== 'undefined' && !navigator.onLine,
});

/**
 * Loads with `load` whenever it changes (pass a memoised function) and on `reload()`. An answer
 * counts only for the request that asked for it, so a newer request shows loading until its own
 * answer comes, and one that arrives after the component went away is dropped. `refresh()` loads
 * again in the background: what was shown stays until the new answer replaces it.
 */
export const useRemote = <T>(load: (signal: AbortSignal) => Promise<T>) => {
  const [attempt, setAttempt] = useState({ count: 0, quiet: false });
  const request = useMemo(() => ({ load, attempt }), [load, attempt]);
  const [answer, setAnswer] = useState<{ request: typeof request; remote: Remote<T> } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const settle = (remote: Remote<T>) => {
      if (!controller.signal.aborted) setAnswer({ request, remote });
    };
    request.load(controller.signal).then(
      (data) => {
        settle({ status: 'ready', data });
      },
      (error: unknown) => {
        settle(failureOf(error));
      },
    );
    return () => {
      controller.abort();
    };
  }, [request]);
  const reload = useCallback(() => {
    setAttempt((a) => ({ count: a.count + 1, quiet: false }));
  }, []);
  const refresh = useCallback(() => {
    setAttempt((a) => ({ count: a.count + 1, quiet: true }));
  }, []);
  const shown = answer && (answer.request === request || (request.attempt.quiet && answer.request.load === load)) ? answer.remote : LOADING;
  return [shown, reload, refresh] as const;
};
