import { createContext, useContext } from 'react';

/**
 * "Now" for every date rule of the storefront (popup dates, banner publish and expiry). Shoppers
 * get the real time; the builder's time-travel preview provides a fixed instant, and `fixed` tells
 * the popup to show as it would at that instant rather than wait to be selected.
 */
export interface StorefrontClock {
  readonly now: () => number;
  readonly fixed: boolean;
}

const REAL_TIME: StorefrontClock = { now: () => Date.now(), fixed: false };

export const fixedClock = (at: number): StorefrontClock => ({ now: () => at, fixed: true });

export const ClockContext = createContext<StorefrontClock>(REAL_TIME);

export const useClock = (): StorefrontClock => useContext(ClockContext);

/** Same name as the builder's time-travel parameter (`&at=` on the preview frame's address). */
export const PREVIEW_AT_PARAM = 'at';

/** The instant of `?at=` (an ISO date-time), or undefined when absent or unreadable. */
export const previewInstant = (search: string): number | undefined => {
  const value = new URLSearchParams(search).get(PREVIEW_AT_PARAM);
  if (!value) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : at;
};
