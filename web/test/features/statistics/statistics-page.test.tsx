import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { addDays, shopDay, type Statistics } from '@shop/shared';
import { ApiError } from '../../../src/api/client';
import StatisticsPage from '../../../src/features/statistics/StatisticsPage';
import { summaryCsvRows, SUMMARY_CSV_COLUMNS } from '../../../src/features/statistics/statistics-csv';
import { formatChange } from '../../../src/features/statistics/statistics-format';
import { setPrimeLocaleTurkish } from '../../../src/ui/prime-locale';
import { toCsv } from '../../../src/widgets/data-page/csv';
import { answerApi, renderPage } from '../../widgets/data-page/harness';

vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));
// chart.js needs a canvas jsdom lacks; the chart's figures are the day table's.
vi.mock('../../../src/features/statistics/StatisticsChart', () => ({ default: () => <div data-testid="chart" /> }));

setPrimeLocaleTurkish();

const totals = (revenue: number, orders: number) => ({
  revenue,
  orders,
  averageOrderValue: orders ? revenue / orders : 0,
  items: orders * 2,
  itemsPerOrder: orders ? 2 : 0,
  newCustomers: 1,
  cancellations: 1,
  cancellationRate: orders ? 1 / orders : 0,
  returns: 0,
  returnRate: 0,
  couponUses: 0,
  discount: 0,
  newsletterSignUps: 3,
});

const figures = (from: string, to: string, orders = 4): Statistics => ({
  from,
  to,
  previousFrom: addDays(from, -1),
  previousTo: addDays(from, -1),
  current: totals(orders * 1234.5, orders),
  previous: totals(1000, 2),
  days: [{ day: to, revenue: orders * 1234.5, orders, newCustomers: 1 }],
  paymentMethods: [
    { method: 'KAPIDA_NAKIT', orders, revenue: orders * 1234.5, previousOrders: 2, previousRevenue: 1000 },
    { method: 'KAPIDA_KART', orders: 0, revenue: 0, previousOrders: 0, previousRevenue: 0 },
    { method: 'HAVALE_EFT', orders: 0, revenue: 0, previousOrders: 0, previousRevenue: 0 },
  ],
  topProductsByRevenue: [{ id: 'p1', name: 'Keten gömlek', revenue: 4938, quantity: 8 }],
  topProductsByQuantity: [{ id: 'p1', name: 'Keten gömlek', revenue: 4938, quantity: 8 }],
  topCategoriesByRevenue: [],
  topCategoriesByQuantity: [],
});

const render = () => renderPage(<StatisticsPage />, { path: '/admin/statistics', groups: ['ANALYST'] });

describe('İstatistikler', () => {
  beforeEach(() => vi.resetAllMocks());

  it('reads the last 30 shop days first, shows the figures against the previous period and the tables', async () => {
    const calls = answerApi(({ request }) => {
      const q = request.query as { from: string; to: string };
      return figures(q.from, q.to);
    });
    render();
    expect((await screen.findByTestId('statistics-revenue')).textContent).toBe('₺4.938,00');
    const today = shopDay(Date.now());
    expect(calls[0]?.request.query).toEqual({ from: addDays(today, -29), to: today });
    const summary = screen.getByRole('table', { name: 'Dönemin göstergeleri ve önceki dönem' });
    const revenueRow = within(summary).getByText('Ciro').closest('tr');
    expect(revenueRow?.textContent).toContain('₺1.000,00');
    expect(revenueRow?.textContent).toContain('+%393,8');
    expect(within(summary).getByText('İptal oranı').closest('tr')?.textContent).toContain('%25');
    expect(screen.getByRole('table', { name: 'Ciroya göre ilk 10 ürün' }).textContent).toContain('Keten gömlek');
    expect(screen.getByRole('table', { name: 'Ciroya göre ilk 10 kategori' }).textContent).toContain('Bu dönemde satış yok.');
    expect(await screen.findByTestId('chart')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Tablo' }));
    expect(screen.getByRole('table', { name: 'Günlük ciro, sipariş ve yeni müşteri' }).textContent).toContain('₺4.938,00');

    fireEvent.click(screen.getByRole('button', { name: 'Son 7 gün' }));
    await vi.waitFor(() => expect(calls.at(-1)?.request.query).toEqual({ from: addDays(today, -6), to: today }));
    fireEvent.click(screen.getByRole('button', { name: 'Bugün' }));
    await vi.waitFor(() => expect(calls.at(-1)?.request.query).toEqual({ from: today, to: today }));
  });

  it('says when the period has no orders', async () => {
    answerApi(({ request }) => {
      const q = request.query as { from: string; to: string };
      return figures(q.from, q.to, 0);
    });
    render();
    expect(await screen.findByText('Bu dönemde sipariş yok.')).toBeTruthy();
  });

  it('says when the figures cannot be read, with a retry', async () => {
    answerApi(() => {
      throw new ApiError(500, 'Sunucu hatası');
    });
    render();
    expect(await screen.findByText('İstatistikler yüklenemedi.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Tekrar/ })).toBeTruthy();
  });

  it('exports every figure with Turkish headers, a BOM and decimal commas', () => {
    const csv = toCsv(SUMMARY_CSV_COLUMNS, summaryCsvRows(figures('2026-11-01', '2026-11-30')));
    expect(csv.startsWith('\uFEFFBölüm;Gösterge;Bu dönem;Önceki dönem\r\n')).toBe(true);
    expect(csv).toContain('Özet;Ciro;4938;1000\r\n');
    expect(csv).toContain('Özet;Ortalama sipariş tutarı;1234,5;500\r\n');
    expect(csv).toContain('Ödeme yöntemine göre satışlar;Kapıda nakit – Sipariş sayısı;4;2\r\n');
    expect(csv).toContain('Ciroya göre ilk 10 ürün;Keten gömlek;4938;\r\n');
  });

  it('tells a rate’s change in points and no change without a previous figure', () => {
    expect(formatChange('cancellationRate', 0.25, 0.1)).toBe('+15 puan');
    expect(formatChange('revenue', 100, 0)).toBe('—');
    expect(formatChange('orders', 50, 100)).toBe('-%50');
  });
});
