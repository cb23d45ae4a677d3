import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_CARGO_SETTINGS, type OrderDetail } from '@shop/shared';
import { ApiError } from '../../../src/api/client';
import OrderDetailPage from '../../../src/features/order/OrderDetailPage';
import type { OrderUpdateListener, RealtimeClient } from '../../../src/session/realtime/realtime-client';
import { RealtimeContext } from '../../../src/session/realtime/realtime-context';
import { showToast } from '../../../src/ui/toast';
import { setPrimeLocaleTurkish } from '../../../src/ui/prime-locale';
import { answerApi, renderPage, type Answer } from '../../widgets/data-page/harness';
import { line, orderDetail, paidOrder } from './order-fixtures';

vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));
vi.mock('../../../src/ui/toast', async (original) => ({ ...(await original<object>()), showToast: vi.fn() }));

setPrimeLocaleTurkish();

const PATH = '/admin/order/detail/1001';
const page = (groups: string[], client?: RealtimeClient) =>
  renderPage(
    client ? (
      <RealtimeContext value={client}>
        <OrderDetailPage />
      </RealtimeContext>
    ) : (
      <OrderDetailPage />
    ),
    { path: PATH, pattern: '/admin/order/detail/:id', groups },
  );

/** Answers getOrder with `order()` (read at each call) and the warehouses; `action` answers orderAction. */
const serve = (order: () => OrderDetail, action?: Answer) =>
  answerApi((call) => {
    if (call.id === 'getOrder') return { data: order() };
    if (call.id === 'listWarehouses') return { data: [] };
    if (call.id === 'getCargoSettings') return { ...DEFAULT_CARGO_SETTINGS, version: 1 };
    if (call.id === 'orderAction' && action) return action(call);
    throw new Error(`unexpected ${call.id}`);
  });

const toolbar = () => screen.getByRole('toolbar', { name: 'Sipariş işlemleri' });
const actionNames = () =>
  within(toolbar())
    .queryAllByRole('button')
    .map((b) => b.textContent);

describe('Sipariş detayı', () => {
  beforeEach(() => vi.resetAllMocks());

  it('shows the order: lines with counters, customer, address, invoice, totals, payments, shipments and the timeline newest first', async () => {
    const shipped = paidOrder({
      status: 'PARTIALLY_SHIPPED',
      fulfillmentStatus: 'PARTIALLY_SHIPPED',
      invoiceNumber: 'GIB2026000001',
      lines: [
        line('a', { shippedQuantity: 2, deliveredQuantity: 1, imageUrl: 'https://cdn.example.com/a.jpg' }),
        line('b', { quantity: 1, total: 250 }),
      ],
      shipments: [
        {
          id: 's1',
          carrierCode: 'aras',
          carrierName: 'Aras Kargo',
          trackingNumber: 'AR123',
          trackingUrl: 'https://kargotakip.araskargo.com.tr/?code=AR123',
          desi: 2,
          lines: [{ lineId: 'a', quantity: 2 }],
          shippedAt: '2026-11-22T07:00:00.000Z',
          by: { sub: 'u-1', name: 'Ayşe Yılmaz' },
        },
      ],
    });
    serve(() => shipped);
    page(['ORDER_MANAGER']);
    expect(await screen.findByRole('heading', { name: 'Sipariş #1001' })).toBeTruthy();
    expect(screen.getByText('Kısmen kargolandı')).toBeTruthy();
    expect(screen.getByText('Ödendi')).toBeTruthy();
    expect(screen.getByText('Kısmen gönderildi')).toBeTruthy();

    const counters = screen.getByTestId('counters-a');
    expect(within(counters).getByText('Kargolanan').nextSibling?.textContent).toBe('2');
    expect(within(counters).getByText('Teslim edilen').nextSibling?.textContent).toBe('1');
    expect(screen.getByText('SKU-A')).toBeTruthy();
    expect(screen.getAllByText('w-ist').length).toBe(2);

    expect(screen.getByText('Işık Tekstil A.Ş.')).toBeTruthy();
    expect(screen.getByText('1234567890')).toBeTruthy();
    expect(screen.getByText('GIB2026000001')).toBeTruthy();
    expect(screen.getByText('Moda Cad. 1')).toBeTruthy();
    expect(screen.getByText('−₺100,00')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('₺1.449,90');
    expect(screen.getByText('DK-778')).toBeTruthy();

    const tracking = screen.getByRole('link', { name: 'Aras Kargo takip numarası AR123 (yeni sekmede açılır)' });
    expect(tracking.getAttribute('href')).toBe('https://kargotakip.araskargo.com.tr/?code=AR123');
    expect(tracking.getAttribute('target')).toBe('_blank');
    expect(tracking.getAttribute('rel')).toContain('noopener');

    const timeline = screen.getByRole('list', { name: 'Sipariş geçmişi' });
    const entries = within(timeline).getAllByRole('listitem');
    expect(entries[0]?.textContent).toContain('Kargo kapıya bırakılmasın.');
    expect(within(entries[0] as HTMLElement).getByText('Müşteri görebilir')).toBeTruthy();
    expect(entries[0]?.textContent).toContain('Ayşe Yılmaz');
    expect(entries[1]?.textContent).toContain('Sipariş oluşturuldu.');
    expect(entries[1]?.textContent).toContain('Sistem');

    expect(screen.getByRole('link', { name: 'İade oluştur' }).getAttribute('href')).toBe('/admin/returns/list?orderId=1001&new=1');
  });

  it('shows the carrier the shopper chose and the invoice address, and starts Kargoya ver with that carrier', async () => {
    const base = paidOrder();
    const chosen = paidOrder({
      carrier: { code: 'ARAS', name: 'Aras Kargo' },
      ...(base.invoice ? { invoice: { ...base.invoice, address: { province: 'İzmir', district: 'Konak', address: 'Cumhuriyet Blv. 5' } } } : {}),
    });
    serve(() => chosen);
    page(['ORDER_MANAGER']);
    await screen.findByRole('heading', { name: 'Sipariş #1001' });
    expect(screen.getByText('Müşterinin seçtiği kargo: Aras Kargo')).toBeTruthy();
    expect(screen.getByText('Cumhuriyet Blv. 5')).toBeTruthy();
    expect(screen.getByText('Konak / İzmir')).toBeTruthy();
    fireEvent.click(within(toolbar()).getByRole('button', { name: 'Kargoya ver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kargoya ver' });
    // The carrier dropdown shows the shopper's choice, not its placeholder.
    await waitFor(() => expect(dialog.querySelector('.p-dropdown-label')?.textContent).toBe('Aras Kargo'));
  });

  it('offers only the actions the state and the role allow: no Ödeme alındı without payments:manage', async () => {
    serve(() => orderDetail());
    const manager = page(['ORDER_MANAGER']);
    await screen.findByRole('heading', { name: 'Sipariş #1001' });
    expect(actionNames()).toEqual(['Onayla', 'Ödeme alındı', 'İptal et', 'Not ekle']);
    manager.unmount();

    // WAREHOUSE_MANAGER reads orders (orders:view) but holds neither orders:manage nor payments:manage.
    page(['WAREHOUSE_MANAGER']);
    await screen.findByRole('heading', { name: 'Sipariş #1001' });
    expect(actionNames()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Ödeme alındı' })).toBeNull();
    expect(screen.getByText('Bu siparişi yalnızca görüntüleyebilirsiniz.')).toBeTruthy();
  });

  it(
    'ships part of the order: sends carrier, tracking number, desi and the chosen quantities, shows a 400 at its field and keeps the values',
    { timeout: 40_000 },
    async () => {
      let current = paidOrder();
      let refuse = true;
      const calls = serve(
        () => current,
        () => {
          if (refuse) throw new ApiError(400, 'trackingNumber yalnızca harf, rakam ve tire içerebilir.', 'BadRequest', 'trackingNumber');
          current = paidOrder({ status: 'PARTIALLY_SHIPPED', fulfillmentStatus: 'PARTIALLY_SHIPPED', version: 4 });
          return { data: current };
        },
      );
      page(['ORDER_MANAGER']);
      await screen.findByRole('heading', { name: 'Sipariş #1001' });
      fireEvent.click(within(toolbar()).getByRole('button', { name: 'Kargoya ver' }));
      const dialog = await screen.findByRole('dialog', { name: 'Kargoya ver' });

      // Nothing chosen: the required fields say so and nothing is sent.
      fireEvent.click(within(dialog).getByRole('button', { name: 'Kargoya ver' }));
      expect(await within(dialog).findByText('Kargo firması seçin.')).toBeTruthy();
      expect(within(dialog).getByText('Takip numarası girin.')).toBeTruthy();
      expect(calls.some((c) => c.id === 'orderAction')).toBe(false);

      fireEvent.click(within(dialog).getByLabelText('Seçin', { selector: '[role=button]' }));
      fireEvent.click(await screen.findByText('Aras Kargo', { selector: 'li *, li' }));
      const tracking = within(dialog).getByLabelText('Takip numarası');
      fireEvent.change(tracking, { target: { value: 'AR 12' } });
      const desi = within(dialog).getByLabelText('Desi');
      fireEvent.change(desi, { target: { value: '3' } });
      fireEvent.blur(desi);
      // Line c: 3 ordered, send 1 now; line b: none this time.
      const lineC = within(dialog).getByLabelText('Ürün c (M / Lacivert): gönderilecek adet');
      fireEvent.change(lineC, { target: { value: '1' } });
      fireEvent.blur(lineC);
      const lineB = within(dialog).getByLabelText('Keten Gömlek: gönderilecek adet');
      fireEvent.change(lineB, { target: { value: '0' } });
      fireEvent.blur(lineB);

      fireEvent.click(within(dialog).getByRole('button', { name: 'Kargoya ver' }));
      expect(await within(dialog).findByText('trackingNumber yalnızca harf, rakam ve tire içerebilir.')).toBeTruthy();
      expect(tracking.getAttribute('aria-invalid')).toBe('true');
      expect((tracking as HTMLInputElement).value).toBe('AR 12');
      expect(calls.find((c) => c.id === 'orderAction')?.request.body).toEqual({
        action: 'SHIP',
        version: 3,
        carrierCode: 'ARAS',
        trackingNumber: 'AR 12',
        desi: 3,
        lines: [
          { lineId: 'a', quantity: 2 },
          { lineId: 'c', quantity: 1 },
        ],
      });

      refuse = false;
      fireEvent.change(tracking, { target: { value: 'AR-12' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Kargoya ver' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kargoya ver' })).toBeNull());
      expect(screen.getByText('Kısmen kargolandı')).toBeTruthy();
      expect(calls.filter((c) => c.id === 'orderAction').at(-1)?.request.body).toMatchObject({ trackingNumber: 'AR-12', version: 3 });
      // The answer replaced the order: no second load was needed.
      expect(calls.filter((c) => c.id === 'getOrder')).toHaveLength(1);
    },
  );

  it('shows a 409 in the dialog, keeps what was typed and loads the order again', { timeout: 30_000 }, async () => {
    let version = 3;
    const calls = serve(
      () => orderDetail({ version }),
      () => {
        version = 5;
        throw new ApiError(409, 'Sipariş siz bakarken başka biri tarafından değiştirildi.', 'Conflict');
      },
    );
    page(['ORDER_MANAGER']);
    await screen.findByRole('heading', { name: 'Sipariş #1001' });
    fireEvent.click(within(toolbar()).getByRole('button', { name: 'Not ekle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not ekle' });
    const note = within(dialog).getByLabelText('Not');
    fireEvent.change(note, { target: { value: 'Müşteri aradı.' } });
    fireEvent.click(within(dialog).getByLabelText('Müşteri görebilir'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not ekle' }));
    expect(await within(dialog).findByText('Sipariş siz bakarken başka biri tarafından değiştirildi.')).toBeTruthy();
    expect((note as HTMLTextAreaElement).value).toBe('Müşteri aradı.');
    expect(calls.find((c) => c.id === 'orderAction')?.request.body).toEqual({
      action: 'NOTE',
      version: 3,
      note: 'Müşteri aradı.',
      visibleToCustomer: true,
    });
    await waitFor(() => expect(calls.filter((c) => c.id === 'getOrder')).toHaveLength(2));

    // Sent again, it goes at the version just loaded.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Not ekle' }));
    await waitFor(() => expect(calls.filter((c) => c.id === 'orderAction').at(-1)?.request.body).toMatchObject({ version: 5 }));
  });

  it('loads the order again when another admin changed it (order:updated with a newer version) and says so', async () => {
    let version = 3;
    const calls = serve(() => orderDetail({ version, status: version > 3 ? 'CONFIRMED' : 'AWAITING_APPROVAL' }));
    const listeners = new Set<OrderUpdateListener>();
    const client = {
      onOrderUpdate: (listener: OrderUpdateListener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    } as unknown as RealtimeClient;
    page(['ORDER_MANAGER'], client);
    await screen.findByRole('heading', { name: 'Sipariş #1001' });
    expect(screen.getByText('Onay bekliyor')).toBeTruthy();

    // Another order, or the version already shown: no news.
    act(() => listeners.forEach((l) => l({ orderId: '1002', version: 9 })));
    act(() => listeners.forEach((l) => l({ orderId: '1001', version: 3 })));
    expect(calls.filter((c) => c.id === 'getOrder')).toHaveLength(1);

    version = 4;
    act(() => listeners.forEach((l) => l({ orderId: '1001', version: 4 })));
    expect(await screen.findByText('Onaylandı')).toBeTruthy();
    expect(calls.filter((c) => c.id === 'getOrder')).toHaveLength(2);
    expect(vi.mocked(showToast)).toHaveBeenCalledWith(expect.objectContaining({ summary: 'Sipariş başka bir yönetici tarafından güncellendi.' }));
  });
});
