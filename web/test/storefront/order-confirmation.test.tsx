import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_THEME_CONFIG } from '@shop/shared';
import { StorefrontApp } from '../../src/storefront/StorefrontApp';
import { resetCartStore } from '../../src/storefront/cart/cart-store';
import { cartOf, json, mockApi } from './cart-fixtures';
import { component } from './fixtures';

const themeAnswer = { areas: { top: [], middle: [], bottom: [] }, themeConfig: DEFAULT_THEME_CONFIG, themeType: 'THEME_READY', popup: null };
const THEME = { 'GET /api/storefront/theme': () => json(200, themeAnswer) };

const order = (over: Record<string, unknown> = {}) => ({
  orderNo: 'SP-100245',
  lines: [
    { name: 'Keten Elbise', optionsLabel: 'Beden: M', quantity: 2, unitPrice: 450, lineTotal: 900 },
    { name: 'Pamuk Tişört', optionsLabel: '', quantity: 1, unitPrice: 200, lineTotal: 200 },
  ],
  totals: { subtotal: 1100, discount: 110, cargo: 0, codFee: 0, total: 990 },
  createdAt: '2026-11-27T18:00:00.000Z',
  paymentStatus: 'AWAITING_PAYMENT',
  fulfillmentStatus: 'UNFULFILLED',
  paymentMethod: 'HAVALE_EFT',
  paymentMethodLabel: 'Havale/EFT',
  paymentReference: 'Sipariş #SP-100245',
  nextSteps: 'Ödemenizi 3 gün içinde aşağıdaki hesaplardan birine gönderin.',
  bankAccounts: [{ bank: 'Ziraat Bankası', accountName: 'Demo Mağaza Ltd. Şti.', iban: 'TR330006100519786457841326' }],
  paymentDueAt: '2026-11-30T20:59:00.000Z',
  status: 'PENDING_PAYMENT',
  email: 'ayse@example.com',
  ...over,
});

afterEach(() => {
  vi.restoreAllMocks();
  resetCartStore();
});

const open = (path: string, search: string) => render(<StorefrontApp location={{ pathname: path, search }} />);

describe('/siparis/{orderNo}', () => {
  it('shows a havale order: what was ordered, totals, the accounts with IBAN, the order number as reference, the due date and what comes next', async () => {
    const calls = mockApi({ ...THEME, 'GET /api/storefront/orders/SP-100245?token=abc': () => json(200, order()) });
    open('/siparis/SP-100245', '?t=abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Siparişiniz alındı' })).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('/api/storefront/orders/SP-100245?token=abc');
    expect(screen.getByText('Sipariş özetini ayse@example.com adresine gönderdik.')).toBeTruthy();
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Ürün', 'Adet', 'Birim fiyat', 'Tutar'],
      ['Keten Elbise – Beden: M', '2', '₺450,00', '₺900,00'],
      ['Pamuk Tişört', '1', '₺200,00', '₺200,00'],
    ]);
    expect(screen.getByText('−₺110,00')).toBeTruthy();
    const payment = screen.getByRole('region', { name: 'Ödeme' });
    expect(within(payment).getByText('₺990,00 tutarını aşağıdaki hesaplardan birine havale/EFT ile gönderin.')).toBeTruthy();
    expect(within(payment).getByText('Açıklamaya şunu yazın: Sipariş #SP-100245')).toBeTruthy();
    // Sent grouped or not, the IBAN shows in groups of four.
    expect(within(payment).getByText('TR33 0006 1005 1978 6457 8413 26')).toBeTruthy();
    // 20:59 UTC is 23:59 in Türkiye.
    expect(within(payment).getByText(/Son ödeme: 30 Kasım 2026 23:59/)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Bundan sonra' }).textContent).toContain('Ödemenizi 3 gün içinde');
    await waitFor(() => expect(document.title).toBe('Sipariş SP-100245 | Mağaza'));
  });

  it('tells a kapıda order to pay at the door, with the fee', async () => {
    mockApi({
      ...THEME,
      'GET /api/storefront/orders/SP-7?token=t': () =>
        json(
          200,
          order({
            orderNo: 'SP-7',
            paymentMethod: 'KAPIDA_NAKIT',
            bankAccounts: [],
            paymentDueAt: undefined,
            paymentReference: undefined,
            totals: { subtotal: 1100, discount: 0, cargo: 0, codFee: 19.9, total: 1119.9 },
          }),
        ),
    });
    open('/siparis/SP-7', '?t=t');
    const payment = await screen.findByRole('region', { name: 'Ödeme' });
    expect(within(payment).getByText('₺1.119,90 tutarını siparişiniz geldiğinde kapıda nakit olarak ödeyeceksiniz.')).toBeTruthy();
    expect(within(payment).getByText('Bu tutara ₺19,90 kapıda ödeme bedeli dahildir.')).toBeTruthy();
    expect(screen.queryByText(/IBAN/)).toBeNull();
  });

  it('answers a wrong token, and no token at all, with a Turkish not-found', async () => {
    const calls = mockApi({
      ...THEME,
      'GET /api/storefront/orders/SP-100245?token=wrong': () => json(404, { error: 'NotFound', message: 'Sipariş bulunamadı.' }),
    });
    const { unmount } = open('/siparis/SP-100245', '?t=wrong');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sipariş bulunamadı' })).toBeTruthy();
    expect(screen.queryByText('Keten Elbise')).toBeNull();
    unmount();
    open('/siparis/SP-100245', '');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sipariş bulunamadı' })).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/storefront/orders/'))).toHaveLength(1);
  });
});

describe('the campaign popup', () => {
  it('shows on /sepet but never interrupts the confirmation', async () => {
    const popup = component('POPUP', { id: 'pop', tabType: 'top', componentData: { title: 'Kampanya', displayFrequency: 'EVERY_TIME' } });
    mockApi({
      'GET /api/storefront/theme': () => json(200, { ...themeAnswer, popup }),
      'GET /api/storefront/cart': () => json(200, cartOf([])),
      'GET /api/storefront/orders/SP-100245?token=abc': () => json(200, order()),
    });
    const { unmount } = open('/sepet', '');
    expect(await screen.findByRole('dialog', { name: 'Kampanya' })).toBeTruthy();
    unmount();
    open('/siparis/SP-100245', '?t=abc');
    await screen.findByRole('heading', { level: 1, name: 'Siparişiniz alındı' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
