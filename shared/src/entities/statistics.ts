import * as z from 'zod';
import { shopDaySchema, daysInOrder } from '../api/list-filters';
import { PAYMENT_METHODS } from './order';

/** The longest period İstatistikler reads at once (a year, a leap year's day included): two Queries' worth of day items. */
export const STATISTICS_MAX_DAYS = 366;
/** How many products and categories each top list shows. */
export const STATISTICS_TOP = 10;

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both included (calendar days: no clock change in Turkey). */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
/** The calendar day `n` days after `day` (before it when negative). */
export const addDays = (day: string, n: number): string => new Date(Date.parse(day) + n * DAY_MS).toISOString().slice(0, 10);

/** İstatistikler's period: two shop days (Europe/Istanbul), both included, at most STATISTICS_MAX_DAYS long. */
export const statisticsQuerySchema = z
  .object({ from: shopDaySchema('from'), to: shopDaySchema('to') })
  .refine(daysInOrder, { error: 'from, to tarihinden sonra olamaz.', path: ['from'] })
  .refine((q) => q.from > q.to || daysBetween(q.from, q.to) <= STATISTICS_MAX_DAYS, {
    error: `Dönem en fazla ${STATISTICS_MAX_DAYS} gün olabilir.`,
    path: ['to'],
  });
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

/** The headline figures of one period. Rates are fractions (0.25 = %25); averages are 0 without orders. */
export const statisticsTotalsSchema = z.object({
  revenue: z.number(),
  orders: z.number().int(),
  averageOrderValue: z.number(),
  items: z.number(),
  itemsPerOrder: z.number(),
  newCustomers: z.number().int(),
  cancellations: z.number().int(),
  cancellationRate: z.number(),
  returns: z.number().int(),
  returnRate: z.number(),
  couponUses: z.number().int(),
  discount: z.number(),
  newsletterSignUps: z.number().int(),
});
export type StatisticsTotals = z.infer<typeof statisticsTotalsSchema>;

const rankedSchema = z.object({ id: z.string(), name: z.string(), revenue: z.number(), quantity: z.number() });
export type StatisticsRanked = z.infer<typeof rankedSchema>;

export const statisticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The period of equal length just before (from − n days … from − 1 day). */
  previousFrom: z.string(),
  previousTo: z.string(),
  current: statisticsTotalsSchema,
  previous: statisticsTotalsSchema,
  /** Every day of the period, oldest first, zeros where nothing happened. */
  days: z.array(z.object({ day: z.string(), revenue: z.number(), orders: z.number().int(), newCustomers: z.number().int() })),
  paymentMethods: z.array(
    z.object({
      method: z.enum(PAYMENT_METHODS),
      orders: z.number().int(),
      revenue: z.number(),
      previousOrders: z.number().int(),
      previousRevenue: z.number(),
    }),
  ),
  topProductsByRevenue: z.array(rankedSchema),
  topProductsByQuantity: z.array(rankedSchema),
  topCategoriesByRevenue: z.array(rankedSchema),
  topCategoriesByQuantity: z.array(rankedSchema),
});
export type Statistics = z.infer<typeof statisticsSchema>;
