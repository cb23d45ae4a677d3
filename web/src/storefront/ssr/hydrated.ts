import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False on the server and while the browser hydrates the server's markup, true afterwards: for
 * the parts that depend on this browser's storage (consent, an admin's session), which the server
 * cannot know and must render the same way as the hydrating browser's first pass.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
