import { TABLE_KEYS } from './table-keys';

/*
 * İstatistikler's counters (docs/data-model.md): one partition per kind, one item per shop day
 * (sk DAY#YYYY-MM-DD), so a period of any kind is one Query with a BETWEEN on the day. The
 * totals item holds the order, customer, cancellation, return, coupon, newsletter and payment
 * method counters; the products and categories items one pair of counters per product or
 * category sold that day (quantity `q#<id>`, revenue `r#<id>`).
 */
export const STATISTICS_KINDS = ['TOTALS', 'PRODUCTS', 'CATEGORIES'] as const;
export type StatisticsKind = (typeof STATISTICS_KINDS)[number];

export const statisticsPartition = (kind: StatisticsKind) => `STATS#${kind}`;
export const STATISTICS_DAY_PREFIX = 'DAY#';
/**
 * A day's item of a kind; `part` > 0 names an overflow item of the same day (DAY#<day>#<part>): one
 * update may name only so many counters (DynamoDB's 4 KB expression), so a write with more (an order
 * of fifty lines in many categories) spreads them over several items, summed when read.
 */
export const statisticsDayKey = (kind: StatisticsKind, day: string, part = 0) => ({
  [TABLE_KEYS.partitionKey]: statisticsPartition(kind),
  [TABLE_KEYS.sortKey]: `${STATISTICS_DAY_PREFIX}${day}${part > 0 ? `#${part}` : ''}`,
});
/** The day of a day item's sort key (overflow items included). */
export const statisticsDayOf = (sk: string): string => sk.slice(STATISTICS_DAY_PREFIX.length, STATISTICS_DAY_PREFIX.length + 10);

/** Marks an e-mail address (folded) as having ordered: its first order counts a new customer, later ones do not. */
export const firstOrderKey = (foldedEmail: string) => ({
  [TABLE_KEYS.partitionKey]: `FIRST_ORDER#${foldedEmail}`,
  [TABLE_KEYS.sortKey]: 'FIRST_ORDER',
});
