import 'chart.js/auto';
import { Chart } from 'primereact/chart';
import type { Statistics } from '@shop/shared';
import { formatCurrency } from '../../format/format';
import { formatDay } from './statistics-format';
import { STATISTICS_TEXTS as T } from './texts';

/** Reads the theme's own colours, so the chart follows light and dark. */
const cssVar = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** The period's days (loaded on demand with chart.js): orders as bars, revenue as a line on its own ₺ axis. */
export default function StatisticsChart({ days }: { readonly days: Statistics['days'] }) {
  const text = cssVar('--text-color', '#334155');
  const grid = cssVar('--surface-border', '#e2e8f0');
  const primary = cssVar('--primary-color', '#3b82f6');
  const data = {
    labels: days.map((d) => formatDay(d.day)),
    datasets: [
      { type: 'bar', label: T.figures.orders, data: days.map((d) => d.orders), backgroundColor: primary, yAxisID: 'count' },
      {
        type: 'line',
        label: T.figures.revenue,
        data: days.map((d) => d.revenue),
        borderColor: '#f59e0b',
        backgroundColor: '#f59e0b',
        yAxisID: 'revenue',
      },
    ],
  };
  const options = {
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { labels: { color: text } },
      tooltip: {
        callbacks: {
          label: (c: { dataset: { label?: string }; parsed: { y: number } }) =>
            c.dataset.label === T.figures.revenue ? formatCurrency(c.parsed.y) : `${c.parsed.y} sipariş`,
        },
      },
    },
    scales: {
      x: { ticks: { color: text, maxRotation: 0, autoSkip: true }, grid: { color: grid } },
      count: { position: 'left', beginAtZero: true, ticks: { color: text, precision: 0 }, grid: { color: grid } },
      revenue: {
        position: 'right',
        beginAtZero: true,
        ticks: { color: text, callback: (v: number | string) => formatCurrency(Number(v)) },
        grid: { drawOnChartArea: false },
      },
    },
  };
  return (
    <div className="statistics-chart" role="img" aria-label={T.chartLabel}>
      <Chart type="bar" data={data} options={options} height="100%" />
    </div>
  );
}
