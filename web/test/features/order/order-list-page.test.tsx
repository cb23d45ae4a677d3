import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { OrderSummary } from '@shop/shared';
import { ApiError } from '../../../src/api/client';
import OrderListPage from '../../../src/features/order/OrderListPage';
import { setPrimeLocaleTurkish } from '../../../src/ui/prime-locale';
import { answerApi, deferred, renderPage } from '../../widgets/data-page/harness';
import { orderDetail, summaryOf } from './order-fixtures';

vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));

setPrimeLocaleTurkish();

const ORDERS: OrderSummary[] = [
  summaryOf(orderDetail({ id: '1003', version: 2 })),
  summaryOf(orderDetail({ id: '1002', version: 7, customer: { kind: 'guest', id: 'g-2', name: 'Ali Güler', email: 'ali@example.com' } })),
  summaryOf(orderDetail({ id: '1001', version: 4, status: 'CONFIRMED', paymentStatus: 'PAID', paymentMethod: 'KAPIDA_KART' })),
];

const page = (path = '/admin/order/list', groups = ['ORDER_MANAGER']) =>
  renderPage(<OrderListPage />, { path, pattern: '/admin/order/list', groups });
const location = () => screen.getByTestId('location').textContent;
/** Ticks a row's checkbox (PrimeReact names it "Satırı seç <id>" on its wrapper and its input). */
const tick = (id: string) =>
  fireEvent.click(screen.getAllByRole('checkbox', { name: `Satırı seç ${id}` }).find((el) => el.tagName === 'INPUT') as HTMLElement);

describe('Siparişler', () => {
  beforeEach(() => vi.resetAllMocks());

  it('shows each order with its three statuses, and keeps the filters and the search in the URL and the request', { timeout: 40_000 }, async () => {
    const calls = answerApi(() => ({ data: ORDERS }));
    page('/admin/order/list?status=AWAITING_APPROVAL&from=2026-11-01&to=2026-11-30');
    expect(await screen.findByText('#1003')).toBeTruthy();
    expect(calls[0]?.request.query).toEqual({ status: 'AWAITING_APPROVAL', from: '2026-11-01', to: '2026-11-30', limit: 10, cursor: undefined });

    const table = screen.getByRole('table');
    expect(within(table).getAllByText('Onay bekliyor')).toHaveLength(2);
    expect(within(table).getAllByText('Ödeme bekleniyor')).toHaveLength(2);
    expect(within(table).getAllByText('Gönderilmedi')).toHaveLength(3);
    expect(within(table).getByText('Kapıda kredi kartı')).toBeTruthy();
    expect(within(table).getAllByText('₺1.449,90')).toHaveLength(3);
    expect(within(table).getByText('Ali Güler')).toBeTruthy();
    expect(within(table).getByRole('link', { name: '#1002' }).getAttribute('href')).toBe('/admin/order/detail/1002');

    fireEvent.click(screen.getByLabelText('Tüm ödeme durumları', { selector: '[role=button]' }));
    fireEvent.click(await screen.findByText('Ödendi', { selector: 'li *, li' }));
    await waitFor(() => expect(location()).toBe('/admin/order/list?status=AWAITING_APPROVAL&from=2026-11-01&to=2026-11-30&paymentStatus=PAID'));
    await waitFor(() => expect(calls.at(-1)?.request.query).toMatchObject({ status: 'AWAITING_APPROVAL', paymentStatus: 'PAID' }));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Sipariş ara' }), { target: { value: '  sule@example.com ' } });
    await waitFor(() => expect(location()).toContain('q=sule%40example.com'));
    await waitFor(() => expect(calls.at(-1)?.request.query).toMatchObject({ q: 'sule@example.com', paymentStatus: 'PAID' }));

    fireEvent.click(screen.getByRole('button', { name: 'Filtreleri temizle' }));
    await waitFor(() => expect(location()).toBe('/admin/order/list'));
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Sipariş ara' }).value).toBe('');
    await waitFor(() => expect(calls.at(-1)?.request.query).toEqual({ limit: 10, cursor: undefined }));
  });

  it('drops a filter value the API would refuse (a hand-edited URL)', async () => {
    const calls = answerApi(() => ({ data: ORDERS }));
    page('/admin/order/list?status=PAID&from=2026-13-45&fulfillmentStatus=SHIPPED');
    await screen.findByText('#1003');
    expect(calls[0]?.request.query).toEqual({ fulfillmentStatus: 'SHIPPED', limit: 10, cursor: undefined });
  });

  it(
    'confirms the selected orders one by one at their versions and shows each result, a 409 included, then reloads',
    { timeout: 40_000 },
    async () => {
      const sent = deferred<undefined>();
      const calls = answerApi(async ({ id, request }) => {
        if (id === 'orderAction') {
          const orderId = (request.params as { id: string }).id;
          if (orderId === '1002') throw new ApiError(409, 'Sipariş siz bakarken değişti; sayfayı yenileyip tekrar deneyin.', 'Conflict');
          await sent.promise;
          return { data: orderDetail({ id: orderId, status: 'CONFIRMED', version: 99 }) };
        }
        return { data: ORDERS };
      });
      page();
      await screen.findByText('#1003');
      expect(screen.queryByRole('region', { name: /sipariş seçili/ })).toBeNull();

      tick('1003');
      tick('1002');
      const bar = await screen.findByRole('region', { name: '2 sipariş seçili' });
      fireEvent.click(within(bar).getByRole('button', { name: 'Onayla' }));

      const dialog = await screen.findByRole('dialog', { name: 'Toplu işlem: Onayla' });
      expect(within(dialog).getByText('2 siparişe “Onayla” uygulanacak. Her sipariş ayrı ayrı işlenir.')).toBeTruthy();
      expect(calls.some((c) => c.id === 'orderAction')).toBe(false);
      fireEvent.click(within(dialog).getByRole('button', { name: 'Başlat: Onayla' }));

      const results = await within(dialog).findByRole('table', { name: 'Sipariş sonuçları' });
      expect(await within(results).findByText(/Sipariş siz bakarken değişti/)).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Tamam' }).hasAttribute('disabled')).toBe(true);
      sent.resolve(undefined);
      expect(await within(results).findByText(/Onaylandı/)).toBeTruthy();
      expect(within(dialog).getByText('1 başarılı, 1 başarısız.')).toBeTruthy();

      const actions = calls.filter((c) => c.id === 'orderAction').map((c) => [c.request.params, c.request.body]);
      expect(actions).toEqual([
        [{ id: '1003' }, { action: 'CONFIRM', version: 2 }],
        [{ id: '1002' }, { action: 'CONFIRM', version: 7 }],
      ]);

      const lists = calls.filter((c) => c.id === 'listOrders').length;
      fireEvent.click(within(dialog).getByRole('button', { name: 'Tamam' }));
      await waitFor(() => expect(calls.filter((c) => c.id === 'listOrders').length).toBe(lists + 1));
      await waitFor(() => expect(screen.queryByRole('region', { name: /sipariş seçili/ })).toBeNull());
    },
  );

  it('offers no selection or bulk action to a role that may only look', async () => {
    answerApi(() => ({ data: ORDERS }));
    page('/admin/order/list', ['CUSTOMER_SERVICE']);
    await screen.findByText('#1003');
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole('button', { name: 'CSV indir' })).toBeTruthy();
  });
});
