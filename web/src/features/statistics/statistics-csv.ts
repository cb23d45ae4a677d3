import { PAYMENT_METHOD_LABELS, type Statistics, type StatisticsRanked } from '@shop/shared';
import type { CsvColumn } from '../../widgets/data-page/csv';
import { FIGURE_KEYS, formatDay } from './statistics-format';
import { STATISTICS_TEXTS as T } from './texts';

/** A number as a Turkish spreadsheet reads it (decimal comma, no thousands separator), so its cells can be summed. */
const plain = (value: number): string => String(Math.round(value * 10_000) / 10_000).replace('.', ',');

interface SummaryCsvRow {
  readonly section: string;
  readonly name: string;
  readonly current: number | string;
  readonly previous: number | string;
}

const cellOf = (v: number | string) => (typeof v === 'number' ? plain(v) : v);

export const SUMMARY_CSV_COLUMNS: readonly CsvColumn<SummaryCsvRow>[] = [
  { header: T.csvSection, value: (r) => r.section },
  { header: T.figure, value: (r) => r.name },
  { header: T.current, value: (r) => cellOf(r.current) },
  { header: T.previous, value: (r) => cellOf(r.previous) },
];

const ranked = (section: string, rows: readonly StatisticsRanked[], by: 'revenue' | 'quantity'): SummaryCsvRow[] =>
  rows.map((r) => ({ section, name: r.name, current: r[by], previous: '' }));

/** Every figure of the page in one sheet: the summary, payment methods and the four top lists (rates as fractions). */
export const summaryCsvRows = (s: Statistics): SummaryCsvRow[] => [
  ...FIGURE_KEYS.map((key) => ({ section: T.summaryTitle, name: T.figures[key], current: s.current[key], previous: s.previous[key] })),
  ...s.paymentMethods.flatMap((m) => [
    { section: T.paymentTitle, name: `${PAYMENT_METHOD_LABELS[m.method]} – ${T.figures.orders}`, current: m.orders, previous: m.previousOrders },
    { section: T.paymentTitle, name: `${PAYMENT_METHOD_LABELS[m.method]} – ${T.figures.revenue}`, current: m.revenue, previous: m.previousRevenue },
  ]),
  ...ranked(T.topProductsByRevenue, s.topProductsByRevenue, 'revenue'),
  ...ranked(T.topProductsByQuantity, s.topProductsByQuantity, 'quantity'),
  ...ranked(T.topCategoriesByRevenue, s.topCategoriesByRevenue, 'revenue'),
  ...ranked(T.topCategoriesByQuantity, s.topCategoriesByQuantity, 'quantity'),
];

export const DAY_CSV_COLUMNS: readonly CsvColumn<Statistics['days'][number]>[] = [
  { header: T.csvDay, value: (d) => formatDay(d.day) },
  { header: T.figures.revenue, value: (d) => plain(d.revenue) },
  { header: T.figures.orders, value: (d) => plain(d.orders) },
  { header: T.figures.newCustomers, value: (d) => plain(d.newCustomers) },
];
