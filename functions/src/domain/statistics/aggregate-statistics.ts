import {
  PAYMENT_METHODS,
  STATISTICS_TOP,
  addDays,
  daysBetween,
  roundMoney,
  type Statistics,
  type StatisticsKind,
  type StatisticsQuery,
  type StatisticsRanked,
  type StatisticsTotals,
  type StatisticsDay,
  type TotalCounter,
  paymentOrdersCounter,
  paymentRevenueCounter,
} from '@shop/shared';

/** The period compared with `query`: as many days, ending the day before it starts. */
export const previousPeriod = (query: StatisticsQuery): { from: string; to: string } => ({
  from: addDays(query.from, -daysBetween(query.from, query.to)),
  to: addDays(query.from, -1),
});

const inPeriod = (day: string, from: string, to: string) => day >= from && day <= to;

/** The counters of `kind` summed over the days from `from` to `to` (an overflow item of a day adds to it), into `sum`. */
const sumCounters = (
  rows: readonly StatisticsDay[],
  kind: StatisticsKind,
  from: string,
  to: string,
  sum: Record<string, number> = {},
): Record<string, number> => {
  for (const row of rows)
    if (row.kind === kind && inPeriod(row.day, from, to))
      for (const [name, value] of Object.entries(row.counters)) sum[name] = (sum[name] ?? 0) + value;
  return sum;
};

const ratio = (part: number, whole: number) => (whole === 0 ? 0 : part / whole);

/** The headline figures of summed totals counters: money rounded to kuruş, rates as fractions. */
export const totalsOf = (sum: Readonly<Record<string, number>>): StatisticsTotals => {
  const get = (name: TotalCounter) => sum[name] ?? 0;
  const orders = get('orders');
  return {
    revenue: roundMoney(get('revenue')),
    orders,
    averageOrderValue: roundMoney(ratio(get('revenue'), orders)),
    items: get('items'),
    itemsPerOrder: Math.round(ratio(get('items'), orders) * 100) / 100,
    newCustomers: get('newCustomers'),
    cancellations: get('cancellations'),
    cancellationRate: ratio(get('cancellations'), orders),
    returns: get('returns'),
    returnRate: ratio(get('returns'), orders),
    couponUses: get('couponUses'),
    discount: roundMoney(get('discount')),
    newsletterSignUps: get('newsletterSignUps'),
  };
};

/**
 * The ten first of a products or categories sum (`q#<id>`, `r#<id>` counters) by revenue or by
 * quantity; ties go to the other figure, then to the id, so the order never flickers. Names are the
 * ids here: the caller puts the stored names in (withNames).
 */
export const topOf = (sum: Readonly<Record<string, number>>, by: 'revenue' | 'quantity'): StatisticsRanked[] => {
  const byId = new Map<string, StatisticsRanked>();
  for (const [name, value] of Object.entries(sum)) {
    const id = name.slice(2);
    const entry = byId.get(id) ?? { id, name: id, revenue: 0, quantity: 0 };
    if (name.startsWith('r#')) entry.revenue = roundMoney(entry.revenue + value);
    else if (name.startsWith('q#')) entry.quantity += value;
    byId.set(id, entry);
  }
  const other = by === 'revenue' ? 'quantity' : 'revenue';
  return [...byId.values()]
    .filter((e) => e[by] > 0)
    .sort((a, b) => b[by] - a[by] || b[other] - a[other] || (a.id < b.id ? -1 : 1))
    .slice(0, STATISTICS_TOP);
};

/**
 * İstatistikler's answer from the day items of the period and of the one before it (previousPeriod):
 * the two periods' totals, the period's days (zeros where nothing is stored), the payment methods
 * of both, and the top products and categories of the period.
 */
export const aggregateStatistics = (query: StatisticsQuery, rows: readonly StatisticsDay[]): Statistics => {
  const previous = previousPeriod(query);
  const current = sumCounters(rows, 'TOTALS', query.from, query.to);
  const before = sumCounters(rows, 'TOTALS', previous.from, previous.to);
  const byDay = new Map<string, Record<string, number>>();
  for (const row of rows) if (row.kind === 'TOTALS') byDay.set(row.day, sumCounters([row], 'TOTALS', row.day, row.day, byDay.get(row.day)));
  const products = sumCounters(rows, 'PRODUCTS', query.from, query.to);
  const categories = sumCounters(rows, 'CATEGORIES', query.from, query.to);
  return {
    from: query.from,
    to: query.to,
    previousFrom: previous.from,
    previousTo: previous.to,
    current: totalsOf(current),
    previous: totalsOf(before),
    days: Array.from({ length: daysBetween(query.from, query.to) }, (_, i) => {
      const day = addDays(query.from, i);
      const c = byDay.get(day) ?? {};
      return { day, revenue: roundMoney(c.revenue ?? 0), orders: c.orders ?? 0, newCustomers: c.newCustomers ?? 0 };
    }),
    paymentMethods: PAYMENT_METHODS.map((method) => ({
      method,
      orders: current[paymentOrdersCounter(method)] ?? 0,
      revenue: roundMoney(current[paymentRevenueCounter(method)] ?? 0),
      previousOrders: before[paymentOrdersCounter(method)] ?? 0,
      previousRevenue: roundMoney(before[paymentRevenueCounter(method)] ?? 0),
    })),
    topProductsByRevenue: topOf(products, 'revenue'),
    topProductsByQuantity: topOf(products, 'quantity'),
    topCategoriesByRevenue: topOf(categories, 'revenue'),
    topCategoriesByQuantity: topOf(categories, 'quantity'),
  };
};

/** The ids of the products and categories the answer ranks, to read their names. */
export const rankedIds = (s: Statistics): { products: string[]; categories: string[] } => ({
  products: [...new Set([...s.topProductsByRevenue, ...s.topProductsByQuantity].map((r) => r.id))],
  categories: [...new Set([...s.topCategoriesByRevenue, ...s.topCategoriesByQuantity].map((r) => r.id))],
});

/** The answer with the stored names; a product or category deleted since keeps a Turkish placeholder. */
export const withNames = (s: Statistics, products: ReadonlyMap<string, string>, categories: ReadonlyMap<string, string>): Statistics => {
  const named = (names: ReadonlyMap<string, string>, missing: string) => (r: StatisticsRanked) => ({
    ...r,
    name: names.get(r.id) ?? `${missing} (${r.id})`,
  });
  return {
    ...s,
    topProductsByRevenue: s.topProductsByRevenue.map(named(products, 'Silinmiş ürün')),
    topProductsByQuantity: s.topProductsByQuantity.map(named(products, 'Silinmiş ürün')),
    topCategoriesByRevenue: s.topCategoriesByRevenue.map(named(categories, 'Silinmiş kategori')),
    topCategoriesByQuantity: s.topCategoriesByQuantity.map(named(categories, 'Silinmiş kategori')),
  };
};
