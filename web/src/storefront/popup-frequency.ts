import type { PopupSettings } from '@shop/shared';

type Frequency = PopupSettings['displayFrequency'];

const MINUTE_MS = 60_000;
/** How long a popup stays away after it was shown; ONCE never comes back, EVERY_TIME always does. */
const QUIET_MS: Record<Frequency, number> = {
  EVERY_TIME: 0,
  MINUTE: MINUTE_MS,
  HOUR: 60 * MINUTE_MS,
  DAY: 24 * 60 * MINUTE_MS,
  WEEK: 7 * 24 * 60 * MINUTE_MS,
  ONCE: Number.POSITIVE_INFINITY,
};

export interface PopupSchedule {
  readonly displayFrequency: Frequency;
  readonly startDate?: string | null | undefined;
  readonly endDate?: string | null | undefined;
  readonly isActive: boolean;
}

const time = (iso: string | null | undefined): number | undefined => {
  if (!iso) return undefined;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? undefined : t;
};

/** Between its start and end dates (either may be missing) and switched on. */
export const isPopupLive = (popup: PopupSchedule, now: number): boolean => {
  const start = time(popup.startDate);
  const end = time(popup.endDate);
  return popup.isActive && (start === undefined || now >= start) && (end === undefined || now <= end);
};

/** Whether to show the popup now, given when this visitor last saw it (undefined: never). */
export const shouldShowPopup = (popup: PopupSchedule, lastShownAt: number | undefined, now: number): boolean => {
  if (!isPopupLive(popup, now)) return false;
  if (lastShownAt === undefined || popup.displayFrequency === 'EVERY_TIME') return true;
  return now - lastShownAt >= QUIET_MS[popup.displayFrequency];
};

/** Per visitor, per popup: the key under which the last showing is kept in localStorage. */
export const popupSeenKey = (popupId: string | number): string => `storefront.popup.${String(popupId)}.shownAt`;

export interface SeenStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const readLastShown = (store: SeenStore, popupId: string | number): number | undefined => {
  try {
    const value = Number(store.getItem(popupSeenKey(popupId)));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
};

export const rememberShown = (store: SeenStore, popupId: string | number, now: number): void => {
  try {
    store.setItem(popupSeenKey(popupId), String(now));
  } catch {
    // Private mode or a full storage: the popup may show again, which is harmless.
  }
};
