import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_CARGO_SETTINGS, RETURN_REASONS, returnSummarySchema, type OrderDetail, type Return } from '@shop/shared';
import { ApiError } from '../../../src/api/client';
import ReturnListPage from '../../../src/features/returns/ReturnListPage';
import { setPrimeLocaleTurkish } from '../../../src/ui/prime-locale';
import { answerApi, renderPage } from '../../widgets/data-page/harness';
import { line, orderDetail } from '../order/order-fixtures';

vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));

setPrimeLocaleTurkish();

const ACTOR = { sub: 'u-1', name: 'Ayşe Yılmaz' };
const aReturn = (more: Partial<Return> = {}): Return => ({
  id: 'R-1001-1',
  orderId: '1001',
  customerName: 'Şule Işık',
  lines: [
    {
      orderLineId: 'a',
      sku: 'SKU-A',
      name: 'Ürün a',
      optionLabel: 'M / Lacivert',
      unitPrice: 250,
      quantity: 2,
      reason: 'SIZE_TOO_SMALL',
      receivedQuantity: 0,
      damagedQuantity: 0,
      restock: false,
    },
  ],
  status: 'REQUESTED',
  outsideWindow: false,
  events: [{ status: 'REQUESTED', message: 'İade talebi oluşturuldu.', by: ACTOR, at: '2026-11-22T09:00:00.000Z' }],
  version: 1,
  createdAt: '2026-11-22T09:00:00.000Z',
  updatedAt: '2026-11-22T09:00:00.000Z',
  ...more,
});
const FIGURES = RETURN_REASONS.map((reason) => ({
  reason,
  lines: reason === 'SIZE_TOO_SMALL' ? 3 : 0,
  quantity: reason === 'SIZE_TOO_SMALL' ? 5 : 0,
}));
const delivered = (deliveredAt: string): OrderDetail =>
  orderDetail({
    status: 'DELIVERED',
    paymentStatus: 'PAID',
    fulfillmentStatus: 'DELIVERED',
    lines: [
      line('a', { shippedQuantity: 2, deliveredQuantity: 2 }),
      line('b', {
        name: 'Keten Gömlek',
        optionLabel: '',
        quantity: 1,
        total: 250,
        shippedQuantity: 1,
        deliveredQuantity: 1,
        returnRequestedQuantity: 1,
      }),
    ],
    shipments: [
      {
        id: 's1',
        carrierCode: 'YURTICI',
        carrierName: 'Yurtiçi Kargo',
        trackingNumber: 'YK1',
        lines: [{ lineId: 'a', quantity: 2 }],
        shippedAt: '2026-11-20T09:00:00.000Z',
        deliveredAt,
        by: ACTOR,
      },
    ],
  });

const page = (path = '/admin/returns/list', groups = ['ORDER_MANAGER']) =>
  renderPage(<ReturnListPage />, { path, pattern: '/admin/returns/list', groups });
const location = () => screen.getByTestId('location').textContent;

describe('İadeler', () => {
  beforeEach(() => vi.resetAllMocks());

  it(
    'lists returns with their status and reasons, keeps the filters in the URL and the request, and shows the reason figures',
    { timeout: 40_000 },
    async () => {
      const calls = answerApi(({ id }) => {
        if (id === 'listReturns')
          return {
            data: [returnSummarySchema.parse(aReturn()), returnSummarySchema.parse(aReturn({ id: 'R-1002-1', orderId: '1002', status: 'REFUNDED' }))],
          };
        if (id === 'returnReasonFigures') return { data: FIGURES };
        throw new Error(id);
      });
      page('/admin/returns/list?status=REQUESTED&reason=SIZE_TOO_SMALL');
      const open = await screen.findByRole('button', { name: 'R-1001-1 iadesini aç' });
      const table = open.closest('table') as HTMLElement;
      expect(within(table).getByText('Talep edildi')).toBeTruthy();
      expect(within(table).getByText('İade edildi')).toBeTruthy();
      expect(within(table).getAllByText('Beden küçük geldi')).toHaveLength(2);
      expect(within(table).getByRole('link', { name: '#1002' }).getAttribute('href')).toBe('/admin/order/detail/1002');
      expect(calls.find((c) => c.id === 'listReturns')?.request.query).toEqual({
        status: 'REQUESTED',
        reason: 'SIZE_TOO_SMALL',
        limit: 10,
        cursor: undefined,
      });

      const figures = await screen.findByRole('table', { name: 'Nedenlere göre iade sayıları' });
      const row = within(figures).getByRole('row', { name: /Beden küçük geldi/ });
      expect(within(row).getByText('3')).toBeTruthy();
      expect(within(row).getByText('5')).toBeTruthy();

      fireEvent.change(screen.getByRole('searchbox', { name: 'Sipariş no ya da müşteri ile ara' }), { target: { value: ' 1001 ' } });
      await waitFor(() => expect(location()).toContain('q=1001'));
      await waitFor(() => expect(calls.filter((c) => c.id === 'listReturns').at(-1)?.request.query).toMatchObject({ q: '1001' }));
    },
  );

  it('says the list could not be loaded, offers a retry, and shows the empty list', async () => {
    let fail = true;
    answerApi(({ id }) => {
      if (id === 'returnReasonFigures') return { data: FIGURES };
      if (fail) throw new ApiError(500, 'Sunucu hatası.');
      return { data: [] };
    });
    page();
    expect(await screen.findByText('Sunucu hatası.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getAllByRole('button', { name: 'Tekrar dene' })[0]!);
    expect(await screen.findByText(/Henüz iade yok/)).toBeTruthy();
  });

  it('opens a return, approves it with a return code at its version, and shows a 409 on top', { timeout: 40_000 }, async () => {
    let stale = true;
    const calls = answerApi(({ id, request }) => {
      if (id === 'listReturns') return { data: [] };
      if (id === 'returnReasonFigures') return { data: FIGURES };
      if (id === 'getReturn') return { data: aReturn() };
      if (id === 'returnAction') {
        if (stale) {
          stale = false;
          throw new ApiError(409, 'İade siz bakarken başka biri tarafından değiştirildi. Güncel hâlini yükleyip tekrar deneyin.');
        }
        return { data: aReturn({ status: 'APPROVED', returnCode: (request.body as { returnCode: string }).returnCode, version: 2 }) };
      }
      throw new Error(id);
    });
    page('/admin/returns/list?id=R-1001-1');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Ürün a')).toBeTruthy();
    // ORDER_MANAGER holds orders:manage: approve, reject, cancel are offered; nothing else.
    const actions = within(dialog).getByRole('group', { name: 'İşlemler' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Onayla', 'Reddet', 'İptal et']);

    fireEvent.click(within(actions).getByRole('button', { name: 'Onayla' }));
    const code = within(dialog).getByLabelText('İade kargo kodu');
    await waitFor(() => expect(document.activeElement).toBe(code));
    const form = within(dialog).getByRole('form', { name: 'Onayla' });
    fireEvent.click(within(form).getByRole('button', { name: 'Onayla' }));
    expect(await within(form).findByText('İade kargo kodu gereklidir.')).toBeTruthy();
    expect(calls.some((c) => c.id === 'returnAction')).toBe(false);

    fireEvent.change(code, { target: { value: 'YK-55' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Onayla' }));
    // The 409 is said above the actions; the return is read again and the form closes.
    expect((await within(dialog).findByRole('alert')).textContent).toContain('başka biri tarafından değiştirildi');
    expect(calls.find((c) => c.id === 'returnAction')?.request).toEqual({
      params: { id: 'R-1001-1' },
      body: { action: 'APPROVE', version: 1, returnCode: 'YK-55' },
    });
    await waitFor(() => expect(calls.filter((c) => c.id === 'getReturn')).toHaveLength(2));

    fireEvent.click(within(dialog).getByRole('button', { name: 'Onayla', pressed: false }));
    const again = within(dialog).getByRole('form', { name: 'Onayla' });
    fireEvent.change(within(again).getByLabelText('İade kargo kodu'), { target: { value: 'YK-55' } });
    fireEvent.click(within(again).getByRole('button', { name: 'Onayla' }));
    expect(await within(dialog).findByText('YK-55')).toBeTruthy();
    expect(within(dialog).getAllByText('Onaylandı').length).toBeGreaterThan(0);
  });

  it('creates a return from an order: its returnable lines, a reason each, the window confirmation when outside', { timeout: 40_000 }, async () => {
    const calls = answerApi(({ id, request }) => {
      if (id === 'listReturns') return { data: [] };
      if (id === 'returnReasonFigures') return { data: FIGURES };
      if (id === 'getOrder') return { data: delivered('2026-01-01T10:00:00.000Z') };
      if (id === 'getCargoSettings') return { ...DEFAULT_CARGO_SETTINGS, version: 0 };
      if (id === 'createReturn')
        return { data: aReturn({ lines: aReturn().lines, outsideWindow: (request.body as { confirmOutsideWindow: boolean }).confirmOutsideWindow }) };
      if (id === 'getReturn') return { data: aReturn() };
      throw new Error(id);
    });
    page('/admin/returns/list?orderId=1001&new=1');
    const dialog = await screen.findByRole('dialog', { name: '#1001 için iade oluştur' });
    await within(dialog).findByText(/iade adedi/);
    // Line b is wholly asked for already: only line a is offered.
    expect(within(dialog).queryByText('Keten Gömlek')).toBeNull();
    const confirm = within(dialog).getByLabelText('Bu siparişin iade süresi dolmuş. İadeyi yine de kabul ediyorum.');

    fireEvent.click(within(dialog).getByRole('button', { name: 'İade oluştur' }));
    expect(await within(dialog).findByText('En az bir ürün için iade adedi girin.')).toBeTruthy();

    const quantity = within(dialog).getByLabelText(/Ürün a \(M \/ Lacivert\): iade adedi/);
    fireEvent.change(quantity, { target: { value: '2' } });
    fireEvent.blur(quantity);
    fireEvent.click(within(dialog).getByRole('button', { name: 'İade oluştur' }));
    expect(await within(dialog).findByText('Bir neden seçin.')).toBeTruthy();

    fireEvent.click(
      within(dialog).getByLabelText('Ürün a (M / Lacivert): neden', { selector: '[role=combobox], input' }).closest('.p-dropdown') as HTMLElement,
    );
    fireEvent.click(await screen.findByText('Ayıplı/hasarlı', { selector: 'li *, li' }));
    fireEvent.click(confirm);
    fireEvent.click(within(dialog).getByRole('button', { name: 'İade oluştur' }));
    await waitFor(() =>
      expect(calls.find((c) => c.id === 'createReturn')?.request.body).toEqual({
        orderId: '1001',
        lines: [{ orderLineId: 'a', quantity: 2, reason: 'DEFECTIVE' }],
        confirmOutsideWindow: true,
      }),
    );
    await waitFor(() => expect(location()).toBe('/admin/returns/list?id=R-1001-1'));
  });
});
