import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { OrderSummary } from '@shop/shared';
import { ApiError } from '../../../src/api/client';
import OrderListPage from '../../../src/features/order/OrderListPage';
import { setPrimeLocaleTurkish } from '../../../src/ui/prime-locale';
import { answerApi, deferred, renderPage } from './harness';

vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));

// The list's date range is a Calendar in Turkish, as the app sets it up at start.
setPrimeLocaleTurkish();

const order = (n: number): OrderSummary => ({
  id: String(1000 + n),
  customer: { kind: n % 2 ? 'member' : 'guest', id: String(n), name: `Müşteri ${n}`, email: `m${n}@example.com` },
  total: 2469,
  paymentMethod: 'KAPIDA_NAKIT',
  status: 'CONFIRMED',
  paymentStatus: 'PAID',
  fulfillmentStatus: 'UNFULFILLED',
  version: 1,
  createdAt: '2026-01-05T10:30:00.000Z',
});

/** 23 orders served 10 at a time behind opaque cursors, as the API does. */
const ORDERS = Array.from({ length: 23 }, (_, i) => order(i + 1));
const serveOrders = () =>
  answerApi(({ request }) => {
    const limit = Number(request.query?.limit);
    const cursor = request.query?.cursor;
    const start = typeof cursor === 'string' ? Number(cursor.replace('after-', '')) : 0;
    const data = ORDERS.slice(start, start + limit);
    return { data, ...(start + limit < ORDERS.length ? { nextCursor: `after-${start + limit}` } : {}) };
  });

const button = (name: string) => screen.getByLabelText(name, { selector: 'button' });
const table = () => document.querySelector('table')!;
// Plain DOM queries: role queries over a 10-row table are slow on a busy two-core machine.
/** A cell's own text, without the column title the stacked (phone) layout puts in every cell. */
const cellText = (td: Element | null) =>
  [...(td?.childNodes ?? [])]
    .filter((n) => !(n instanceof Element && n.matches('.p-column-title')))
    .map((n) => n.textContent)
    .join('');
/** Each row's order number (the link; a manager's rows start with a selection checkbox). */
const rowTexts = () => [...table().querySelectorAll('tbody tr')].map((row) => row.querySelector('a.row-link')?.textContent);

describe('order list: server-side paging over cursors', () => {
  beforeEach(() => vi.resetAllMocks());

  it('pages forward and back with the cursors the API gave, in Turkish formats', { timeout: 60_000 }, async () => {
    const calls = serveOrders();
    renderPage(<OrderListPage />, { path: '/admin/order/list' });
    expect(await screen.findByText('#1001')).toBeTruthy();
    expect(rowTexts()).toEqual(ORDERS.slice(0, 10).map((o) => `#${o.id}`));
    const cells = [...table().querySelectorAll('tbody td')].map(cellText);
    expect(cells.filter((t) => t === '₺2.469,00')).toHaveLength(10);
    expect(cells.filter((t) => t === '5 Oca 2026 13:30')).toHaveLength(10);
    expect(cells.filter((t) => t === 'Ödendi')).toHaveLength(10);
    expect(cells.filter((t) => t === 'Onaylandı')).toHaveLength(10);
    expect(cells.filter((t) => t === 'Kapıda nakit')).toHaveLength(10);
    expect(screen.getByText('Sayfa 1')).toBeTruthy();
    expect(button('Önceki sayfa').hasAttribute('disabled')).toBe(true);

    fireEvent.click(button('Sonraki sayfa'));
    expect(await screen.findByText('#1011')).toBeTruthy();
    expect(screen.getByText('Sayfa 2')).toBeTruthy();
    fireEvent.click(button('Sonraki sayfa'));
    expect(await screen.findByText('#1021')).toBeTruthy();
    expect(rowTexts()).toEqual(['#1021', '#1022', '#1023']);
    expect(button('Sonraki sayfa').hasAttribute('disabled')).toBe(true);

    fireEvent.click(button('Önceki sayfa'));
    expect(await screen.findByText('#1011')).toBeTruthy();
    fireEvent.click(button('Önceki sayfa'));
    expect(await screen.findByText('#1001')).toBeTruthy();

    expect(calls.map((c) => [c.id, c.request.query?.limit, c.request.query?.cursor])).toEqual([
      ['listOrders', 10, undefined],
      ['listOrders', 10, 'after-10'],
      ['listOrders', 10, 'after-20'],
      ['listOrders', 10, 'after-10'],
      ['listOrders', 10, undefined],
    ]);
  });

  it('links each order to its detail page', async () => {
    serveOrders();
    renderPage(<OrderListPage />, { path: '/admin/order/list' });
    fireEvent.click(await screen.findByText('#1003'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/order/detail/1003'));
  });

  it('shows skeleton rows while the page loads', async () => {
    const pending = deferred<unknown>();
    answerApi(() => pending.promise);
    renderPage(<OrderListPage />, { path: '/admin/order/list' });
    expect(table().closest('.cursor-table')?.getAttribute('aria-busy')).toBe('true');
    expect(document.querySelectorAll('.p-skeleton').length).toBeGreaterThan(0);
    expect(button('Sonraki sayfa').hasAttribute('disabled')).toBe(true);
    pending.resolve({ data: [order(1)] });
    expect(await screen.findByText('#1001')).toBeTruthy();
    expect(document.querySelectorAll('.p-skeleton')).toHaveLength(0);
  });

  it('says so when there are no orders', async () => {
    answerApi(() => ({ data: [] }));
    renderPage(<OrderListPage />, { path: '/admin/order/list' });
    expect(await screen.findByText('Henüz sipariş yok.')).toBeTruthy();
  });

  it('shows the server message and retries on request', async () => {
    let fail = true;
    answerApi(() => {
      if (fail) throw new ApiError(500, 'Bir hata oluştu.');
      return { data: [order(1)] };
    });
    renderPage(<OrderListPage />, { path: '/admin/order/list' });
    expect(await screen.findByText('Bir hata oluştu.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByText('Tekrar dene'));
    expect(await screen.findByText('#1001')).toBeTruthy();
  });

  it('starts again from the first page with the chosen page size', async () => {
    const calls = serveOrders();
    renderPage(<OrderListPage />, { path: '/admin/order/list' });
    await screen.findByText('#1001');
    fireEvent.click(button('Sonraki sayfa'));
    await screen.findByText('#1011');
    fireEvent.click(screen.getByRole('button', { name: 'Sayfa başına kayıt' }));
    fireEvent.click(await screen.findByText('5 / sayfa'));
    await waitFor(() => expect(rowTexts()).toEqual(['#1001', '#1002', '#1003', '#1004', '#1005']));
    expect(screen.getByText('Sayfa 1')).toBeTruthy();
    expect(calls.at(-1)?.request.query).toMatchObject({ limit: 5, cursor: undefined });
  });
});
