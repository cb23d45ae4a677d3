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

/** The last minute the settings' time fields can express: as an end, it means "until midnight". */
const END_OF_DAY = '23:59';

/**
 * Whether `now` falls within the day's hours: from inclusive, to exclusive (18:00 means the last
 * minute is 17:59), except that 23:59 runs to midnight, so 00:00–23:59 every day is round the clock.
 */
export const isWithinSupportHours = (hours: LiveChatSettings['hours'], now: Date): boolean => {
  const { day, time } = istanbulClock(now);
  const today = hours[day];
  return today.open && time >= today.from && (time < today.to || today.to === END_OF_DAY);
};

export type SupportAvailability = 'open' | 'switched-off' | 'outside-hours';

/** Whether a visitor can start a conversation now: the top bar's switch, then the day's hours. */
export const supportAvailability = (customerSupportEnabled: boolean, hours: LiveChatSettings['hours'], now: Date): SupportAvailability =>
  !customerSupportEnabled ? 'switched-off' : isWithinSupportHours(hours, now) ? 'open' : 'outside-hours';
