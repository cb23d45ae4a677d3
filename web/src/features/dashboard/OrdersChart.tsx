import 'chart.js/auto';
import { Chart } from 'primereact/chart';
import type { DayFigures } from '@shop/shared';
import { formatCurrency, formatDate } from '../../format/format';
import { DASHBOARD_TEXTS as T } from './texts';

/** Reads the theme's own colours, so the chart follows light and dark. */
const cssVar = (name: string, fallback: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/** The 14-day chart (loaded on demand with chart.js): orders as bars, revenue as a line on its own ₺ axis. */
export default function OrdersChart({ days }: { readonly days: readonly DayFigures[] }) {
  const text = cssVar('--text-color', '#334155');
  const grid = cssVar('--surface-border', '#e2e8f0');
  const primary = cssVar('--primary-color', '#3b82f6');
  const data = {
    labels: days.map((d) => formatDate(`${d.day}T12:00:00+03:00`)),
    datasets: [
      { type: 'bar', label: T.orders.count, data: days.map((d) => d.orderCount), backgroundColor: primary, yAxisID: 'count' },
      {
        type: 'line',
        label: T.orders.revenue,
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
            c.dataset.label === T.orders.revenue ? formatCurrency(c.parsed.y) : `${c.parsed.y} sipariş`,
        },
      },
    },
    scales: {
      x: { ticks: { color: text }, grid: { color: grid } },
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
    <div className="dashboard-chart" role="img" aria-label={T.orders.chartLabel}>
      <Chart type="bar" data={data} options={options} />
    </div>
  );
}
