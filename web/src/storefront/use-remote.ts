import { useCallback, useEffect, useState } from 'react';

export type Remote<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown; readonly offline: boolean };

/** Loads once per `key`, with a retry; an offline browser is told apart from a failing server. */
export const useRemote = <T>(key: string, load: (signal: AbortSignal) => Promise<T>): [Remote<T>, () => void] => {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error, offline: !navigator.onLine });
      },
    );
    return () => controller.abort();
    // `load` is a new function on each render; the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [state, retry];
};
