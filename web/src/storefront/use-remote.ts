import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { usePrefetched } from './ssr/prefetched';

export type Remote<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error'; readonly error: unknown; readonly offline: boolean };

const LOADING = { status: 'loading' } as const;

/**
 * Loads once per `key`, with a retry; an offline browser is told apart from a failing server.
 * An answer the server rendered the page with (ssr/prefetched.ts) is used as the first one, so the
 * server renders the content and the browser hydrates it without fetching it again.
 */
export const useRemote = <T>(key: string, load: (signal: AbortSignal) => Promise<T>): [Remote<T>, () => void] => {
  const [attempt, setAttempt] = useState(0);
  const request = `${String(attempt)}:${key}`;
  const prefetched = usePrefetched(key);
  // An answer is kept with the request it answers, so a new key or a retry reads as loading at once.
  const [answer, setAnswer] = useState<{ request: string; state: Remote<T> } | undefined>(() =>
    prefetched ? { request, state: { status: 'ready', data: prefetched.data as T } } : undefined,
  );
  // `load` is a new function on each render; the key says when to load again.
  const fetchData = useEffectEvent((signal: AbortSignal) => load(signal));
  const answered = answer?.request === request;
  useEffect(() => {
    if (answered) return undefined;
    const controller = new AbortController();
    fetchData(controller.signal).then(
      (data) => setAnswer({ request, state: { status: 'ready', data } }),
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ request, state: { status: 'error', error, offline: !navigator.onLine } });
      },
    );
    return () => controller.abort();
    // `answered` only skips the first load of a prefetched key; a retry or a new key changes `request`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [answered ? answer.state : LOADING, retry];
};
