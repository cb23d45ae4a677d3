import type { Statistics, StatisticsTotals } from '@shop/shared';
import { formatCurrency, formatDate, formatNumber } from '../../format/format';
import { STATISTICS_TEXTS } from './texts';

const percentFormat = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 1 });
const signedPercentFormat = new Intl.NumberFormat('tr-TR', { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });

export const formatPercent = (fraction: number): string => percentFormat.format(fraction);
/** A shop day (YYYY-MM-DD) as a Turkish date. */
export const formatDay = (day: string): string => formatDate(`${day}T12:00:00+03:00`);

export type FigureKey = keyof StatisticsTotals;
const MONEY: readonly FigureKey[] = ['revenue', 'averageOrderValue', 'discount'];
const RATES: readonly FigureKey[] = ['cancellationRate', 'returnRate'];

/** The figures in the order the page lists them. */
export const FIGURE_KEYS: readonly FigureKey[] = [
  'revenue',
  'orders',
  'averageOrderValue',
  'items',
  'itemsPerOrder',
  'newCustomers',
  'cancellations',
  'cancellationRate',
  'returns',
  'returnRate',
  'couponUses',
  'discount',
  'newsletterSignUps',
];

export const formatFigure = (key: FigureKey, value: number): string =>
  MONEY.includes(key) ? formatCurrency(value) : RATES.includes(key) ? formatPercent(value) : formatNumber(value);

/** The change from the previous period: a rate's in points, others in percent; none when there was nothing before. */
export const formatChange = (key: FigureKey, current: number, previous: number): string => {
  if (RATES.includes(key)) {
    const points = (current - previous) * 100;
    return points === 0 ? STATISTICS_TEXTS.noChange : `${points > 0 ? '+' : ''}${formatNumber(Math.round(points * 10) / 10)} puan`;
  }
  if (previous === 0) return STATISTICS_TEXTS.noChange;
  return signedPercentFormat.format((current - previous) / previous);
};

export interface SummaryRow {
  readonly key: FigureKey;
  readonly label: string;
  readonly current: string;
  readonly previous: string;
  readonly change: string;
}

export const summaryRows = (s: Statistics): SummaryRow[] =>
  FIGURE_KEYS.map((key) => ({
    key,
    label: STATISTICS_TEXTS.figures[key],
    current: formatFigure(key, s.current[key]),
    previous: formatFigure(key, s.previous[key]),
    change: formatChange(key, s.current[key], s.previous[key]),
  }));
