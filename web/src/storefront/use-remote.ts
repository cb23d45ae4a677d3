import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type Remote<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown; readonly offline: boolean };

const LOADING = { status: 'loading' } as const;

/** Loads once per `key`, with a retry; an offline browser is told apart from a failing server. */
export const useRemote = <T>(key: string, load: (signal: AbortSignal) => Promise<T>): [Remote<T>, () => void] => {
  const [attempt, setAttempt] = useState(0);
  const request = `${String(attempt)}:${key}`;
  // An answer is kept with the request it answers, so a new key or a retry reads as loading at once.
  const [answer, setAnswer] = useState<{ request: string; state: Remote<T> }>();
  // `load` is a new function on each render; the key says when to load again.
  const fetchData = useEffectEvent((signal: AbortSignal) => load(signal));
  useEffect(() => {
    const controller = new AbortController();
    fetchData(controller.signal).then(
      (data) => setAnswer({ request, state: { status: 'ready', data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ request, state: { status: 'error', error, offline: !navigator.onLine } });
      },
    );
    return () => controller.abort();
  }, [request]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [answer?.request === request ? answer.state : LOADING, retry];
};
