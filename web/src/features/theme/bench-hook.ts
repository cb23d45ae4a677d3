import { useEffect } from 'react';
import { useBuilderActor } from './state';

type BuilderActor = ReturnType<typeof useBuilderActor>;

declare global {
  interface Window {
    /** Only with `?bench=1`: lets `npm run bench` dispatch builder events without going through the mouse. */
    __builder?: BuilderActor;
  }
}

/** The benchmark's handle on the machine; absent unless the page was opened with `?bench=1`. */
export function useBenchHook() {
  const actor = useBuilderActor();
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('bench') !== '1') return;
    window.__builder = actor;
    return () => {
      delete window.__builder;
    };
  }, [actor]);
}
