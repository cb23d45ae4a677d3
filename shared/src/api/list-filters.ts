import * as z from 'zod';
import { GSI1 } from '../table/table-keys';

/** An empty query parameter (`?status=`) is the same as none. */
export const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day: 2026-02-31 is not 3 March, and 2026-13-01 is not a date at all. */
const isCalendarDay = (value: string): boolean => {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 0) - 1, d ?? 0));
  return date.getUTCFullYear() === y && date.getUTCMonth() + 1 === m && date.getUTCDate() === d;
};

/** A shop day (YYYY-MM-DD) as lists filter by it; a bad one is a 400 naming `field`. */
export const shopDaySchema = (field: string) =>
  z
    .string({ error: `${field} gereklidir.` })
    .regex(DAY, { error: `${field} YYYY-AA-GG biçiminde bir tarih olmalıdır.` })
    .refine(isCalendarDay, { error: `${field} geçerli bir tarih değil.` });

/** An optional shop-day filter of the URL. */
export const shopDayFilter = (field: string) => z.preprocess(emptyAsUnset, shopDaySchema(field).optional());

/** from ≤ to when both are given. */
export const daysInOrder = (q: { from?: string | undefined; to?: string | undefined }) => !q.from || !q.to || q.from <= q.to;

/** The key a time-ordered list's cursor holds: its item's keys and its list's gsi1 keys. */
const listCursorKeySchema = z.strictObject({ pk: z.string(), sk: z.string(), [GSI1.partitionKey]: z.string(), [GSI1.sortKey]: z.string() });

/** Turkey keeps +03:00 all year (since 2016): a shop day's first and last moments in UTC ISO. */
export const shopDayStart = (day: string): string => new Date(`${day}T00:00:00.000+03:00`).toISOString();
export const shopDayEnd = (day: string): string => new Date(Date.parse(`${day}T00:00:00.000+03:00`) + 86_400_000 - 1).toISOString();
/** The bounds of a time-ordered list's sort key (`<at>#<id>`) for shop days from/to, as its Query's key condition. */
export const listBounds = (from?: string, to?: string): { from: string; to: string } => ({
  from: from ? shopDayStart(from) : '0',
  to: to ? `${shopDayEnd(to)}#\uffff` : '9',
});

/**
 * Whether a decoded cursor continues the list these filters read: its list is `list` and its item
 * lies within the days asked for. A cursor taken from another filter or period would make DynamoDB
 * refuse the Query (a 500) instead of the 400 it deserves.
 */
export const cursorFitsList = (key: Record<string, unknown> | undefined, list: string, from?: string, to?: string): boolean => {
  const parsed = listCursorKeySchema.safeParse(key);
  if (!parsed.success || parsed.data[GSI1.partitionKey] !== list) return false;
  const at = parsed.data[GSI1.sortKey];
  const bounds = listBounds(from, to);
  return at >= bounds.from && at <= bounds.to;
};
