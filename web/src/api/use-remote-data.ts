import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { ApiError } from './api-error';

/** Why a load failed, as a view tells it. */
export interface LoadFailure {
  readonly error: unknown;
  /** The API's own message; '' when there was none (the request never got an answer, or the answer was not JSON). */
  readonly message: string;
  /** The browser was offline: the view says so instead of blaming the server. */
  readonly offline: boolean;
}

/** `data` is readable in every state (undefined until ready), so a view can memoise on it without narrowing first. */
export type RemoteData<T> =
  | { readonly status: 'loading'; readonly data?: undefined }
  | ({ readonly status: 'failed'; readonly data?: undefined } & LoadFailure)
  | { readonly status: 'ready'; readonly data: T };

/** What useRemoteData gives a view: the data in its state, and a way to ask again. */
export type RemoteResource<T> = RemoteData<T> & { readonly retry: () => void };

export const failureOf = (error: unknown, online: boolean = navigator.onLine): LoadFailure => ({
  error,
  message: error instanceof ApiError ? error.message : '',
  offline: !online,
});

const LOADING = { status: 'loading' } as const;

/**
 * Loads remote data for a view, again whenever `key` changes and on `retry()`. The request is
 * aborted on unmount and when a newer one starts, and an answer only counts for the request that
 * asked for it, so a late answer never replaces a newer one. `retry()` shows the loading state
 * again; `refresh()` loads in the background and keeps what is shown for the same key until the
 * new answer replaces it (lists that follow changes made elsewhere must not flash).
 */
export const useRemoteData = <T>(load: (signal: AbortSignal) => Promise<T>, key: string) => {
  const [attempt, setAttempt] = useState({ count: 0, quiet: false });
  const request = `${String(attempt.count)}:${key}`;
  const [answer, setAnswer] = useState<{ readonly request: string; readonly key: string; readonly state: RemoteData<T> }>();
  // `load` is a new function on every render; `key` and the attempt say when it asks for something else.
  const fetchData = useEffectEvent((signal: AbortSignal) => load(signal));

  useEffect(() => {
    const controller = new AbortController();
    const settle = (state: RemoteData<T>) => {
      if (!controller.signal.aborted) setAnswer({ request, key, state });
    };
    fetchData(controller.signal).then(
      (data) => settle({ status: 'ready', data }),
      (error: unknown) => settle({ status: 'failed', ...failureOf(error) }),
    );
    return () => controller.abort();
  }, [request, key]);

  const retry = useCallback(() => setAttempt((a) => ({ count: a.count + 1, quiet: false })), []);
  const refresh = useCallback(() => setAttempt((a) => ({ count: a.count + 1, quiet: true })), []);
  const shown: RemoteData<T> = answer && (answer.request === request || (attempt.quiet && answer.key === key)) ? answer.state : LOADING;
  return { ...shown, retry, refresh };
};
