import { ORDER_CHART_DAYS, shopDay, type DayFigures } from '@shop/shared';

/** The last ORDER_CHART_DAYS shop days up to `now`, oldest first, as YYYY-MM-DD. */
export const chartDays = (now: number): string[] =>
  Array.from({ length: ORDER_CHART_DAYS }, (_, i) => shopDay(now - (ORDER_CHART_DAYS - 1 - i) * 24 * 3600_000));

/** Every chart day with its counters, zeros where no order came in. */
export const fillDays = (days: readonly string[], stored: readonly DayFigures[]): DayFigures[] => {
  const byDay = new Map(stored.map((d) => [d.day, d]));
  return days.map((day) => byDay.get(day) ?? { day, orderCount: 0, revenue: 0 });
};

/** Monday 00:00 of the shop's week (Europe/Istanbul, UTC+3) containing `now`, as an ISO instant. */
export const weekStart = (now: number): string => {
  const local = new Date(now + 3 * 3600_000);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  const monday = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday);
  return new Date(monday - 3 * 3600_000).toISOString();
};
