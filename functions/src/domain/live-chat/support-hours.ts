import { WEEKDAYS, type LiveChatSettings, type Weekday } from '@shop/shared';

/** Support hours are the shop's wall clock; Intl knows Istanbul's offset (and any change to it) without a library. */
export const SUPPORT_TIME_ZONE = 'Europe/Istanbul';

const wallClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: SUPPORT_TIME_ZONE,
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const WEEKDAY_OF: Readonly<Record<string, Weekday>> = { Mon: 'mon', Tue: 'tue', Wed: 'wed', Thu: 'thu', Fri: 'fri', Sat: 'sat', Sun: 'sun' };

/** The weekday and HH:MM in Istanbul at `now`. */
export const istanbulClock = (now: Date): { day: Weekday; time: string } => {
  const parts = Object.fromEntries(wallClock.formatToParts(now).map((p) => [p.type, p.value]));
  const day = WEEKDAY_OF[parts.weekday ?? ''] ?? WEEKDAYS[0];
  return { day, time: `${parts.hour ?? '00'}:${parts.minute ?? '00'}` };
};

/** Whether `now` falls within the day's hours: from inclusive, to exclusive (18:00 means the last minute is 17:59). */
export const isWithinSupportHours = (hours: LiveChatSettings['hours'], now: Date): boolean => {
  const { day, time } = istanbulClock(now);
  const today = hours[day];
  return today.open && time >= today.from && time < today.to;
};
