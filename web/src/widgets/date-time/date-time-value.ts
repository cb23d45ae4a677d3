import { DATE_TIME_PICKER } from '@shop/shared';

/** The stored ISO text as a Date for the calendar; null when empty or unreadable. */
export const isoToDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/**
 * The calendar's Date as stored ISO text, its minutes moved down to the picker's 5-minute
 * step (typed text can name any minute) and seconds dropped.
 */
export const dateToIso = (date: Date | null | undefined): string | null => {
  if (!date || Number.isNaN(date.getTime())) return null;
  const snapped = new Date(date);
  snapped.setMinutes(snapped.getMinutes() - (snapped.getMinutes() % DATE_TIME_PICKER.minuteStep), 0, 0);
  return snapped.toISOString();
};
