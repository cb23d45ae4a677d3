import { useSyncExternalStore } from 'react';
import { BREAKPOINTS_PX } from '@shop/shared';

/** Below 768 px (spec's mobile breakpoint) the side menu becomes a drawer. */
const QUERY = `(max-width: ${BREAKPOINTS_PX.tabletMin - 0.02}px)`;

const media = (): MediaQueryList | undefined => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : undefined);

const subscribe = (listener: () => void) => {
  const list = media();
  list?.addEventListener('change', listener);
  return () => list?.removeEventListener('change', listener);
};

export const useIsMobile = (): boolean => useSyncExternalStore(subscribe, () => media()?.matches ?? false);
