import { RELATIVE_TIME } from '@shop/shared';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const MONTH = RELATIVE_TIME.daysPerMonth * DAY;
const YEAR = RELATIVE_TIME.maxMonths * MONTH;

const formatter = new Intl.RelativeTimeFormat('tr-TR', { numeric: 'always' });

/**
 * "5 dakika önce" in the spec's units: seconds, minutes, hours, days, weeks below 4,
 * months of 30 days below 12, then years. A time slightly ahead of this clock counts as now.
 */
export const relativeTime = (iso: string, now: number): string => {
  const elapsed = Math.max(0, now - Date.parse(iso));
  const ago = (value: number, unit: Intl.RelativeTimeFormatUnit) => formatter.format(-Math.floor(value), unit);
  if (elapsed < MINUTE) return ago(elapsed / SECOND, 'second');
  if (elapsed < HOUR) return ago(elapsed / MINUTE, 'minute');
  if (elapsed < DAY) return ago(elapsed / HOUR, 'hour');
  if (elapsed < WEEK) return ago(elapsed / DAY, 'day');
  if (elapsed < RELATIVE_TIME.maxWeeks * WEEK) return ago(elapsed / WEEK, 'week');
  if (elapsed < YEAR) return ago(Math.max(1, elapsed / MONTH), 'month');
  return ago(elapsed / YEAR, 'year');
};

const absoluteFormatter = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'long', timeStyle: 'short' });

/** The exact time, for the title attribute next to the relative one. */
export const absoluteTime = (iso: string): string => absoluteFormatter.format(new Date(iso));
