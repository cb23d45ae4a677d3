import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@shop/shared';
import { ApiError } from '../../../src/api/client';
import GuestDetailPage from '../../../src/features/member/GuestDetailPage';
import OrderDetailPage from '../../../src/features/order/OrderDetailPage';
import NotFoundPage from '../../../src/widgets/data-page/NotFoundPage';
import { ADMIN_PAGES } from '@shop/shared';
import { THEME_PATH } from '../../../src/app/AppRoutes';
import { DATA_PAGES } from '../../../src/app/data-page-routes';
import { HOME_PATH } from '../../../src/session/auth/redirect';
import { orderDetail } from '../../features/order/order-fixtures';
import { answerApi, renderPage } from './harness';

vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));

describe('every menu page, unknown pages and unknown records', () => {
  beforeEach(() => vi.resetAllMocks());

  it('has a page for every menu entry: no entry leads to a page that is not there', () => {
    const missing = ADMIN_PAGES.map((page) => page.path).filter((path) => path !== HOME_PATH && path !== THEME_PATH && !(path in DATA_PAGES));
    expect(missing).toEqual([]);
  });

  it('shows a Turkish not-found page for an unknown address', () => {
    renderPage(<NotFoundPage />, { path: '/admin/yok-boyle-bir-sayfa' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sayfa bulunamadı');
    expect(screen.getByRole('link', { name: 'Genel Bakış’a dön' })).toBeTruthy();
  });

  it('shows the record not-found page when the API answers 404 for an order, with a way back to the list', async () => {
    const calls = answerApi(() => {
      throw new ApiError(404, MESSAGES.api.notFound, 'NotFound');
    });
    renderPage(<OrderDetailPage />, { path: '/admin/order/detail/9999', pattern: '/admin/order/detail/:id' });
    expect(await screen.findByText('Kayıt bulunamadı')).toBeTruthy();
    expect(calls[0]).toMatchObject({ id: 'getOrder', request: { params: { id: '9999' } } });
    fireEvent.click(screen.getByRole('link', { name: 'Siparişler listesine dön' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/order/list'));
  });

  it('shows an order with its lines, totals in lira and a link to its customer', async () => {
    answerApi(() => ({
      data: orderDetail({ id: '1003', customer: { kind: 'guest', id: '3', name: 'Şule Işık', email: 'sule@example.com' }, status: 'SHIPPED' }),
    }));
    renderPage(<OrderDetailPage />, { path: '/admin/order/detail/1003', pattern: '/admin/order/detail/:id' });
    expect(await screen.findByText('Sipariş #1003')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent).toBe('₺1.449,90');
    expect(screen.getByText('Kargoya verildi')).toBeTruthy();
    expect(screen.getByText('Misafir')).toBeTruthy();
    expect(screen.getAllByText('₺500,00').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Müşteri kaydını aç: Şule Işık' }).getAttribute('href')).toBe('/admin/member/guest/detail/3');
  });

  it('shows a guest with their order count, and an error with retry when the API fails', async () => {
    let fail = true;
    answerApi(() => {
      if (fail) throw new TypeError('Failed to fetch');
      return { data: { id: '3', name: 'Şule', surname: 'Işık', email: 'sule@example.com', createdAt: '2026-01-05T10:30:00.000Z', _orderCount: 4 } };
    });
    renderPage(<GuestDetailPage />, { path: '/admin/member/guest/detail/3', pattern: '/admin/member/guest/detail/:id' });
    expect(await screen.findByText('Veriler yüklenemedi.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByText('Tekrar dene'));
    expect(await screen.findByText('Şule Işık')).toBeTruthy();
    expect(screen.getByTestId('guest-order-count').textContent).toBe('4');
  });
});

describe('offline', () => {
  beforeEach(() => vi.resetAllMocks());

  it('says the browser is offline and loads again by itself when the connection returns', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let offline = true;
    answerApi(() => {
      if (offline) throw new TypeError('Failed to fetch');
      return { data: { id: '7', name: 'Ali', surname: 'Güler', email: 'ali@example.com', createdAt: '2026-01-05T10:30:00.000Z', _orderCount: 0 } };
    });
    renderPage(<GuestDetailPage />, { path: '/admin/member/guest/detail/7', pattern: '/admin/member/guest/detail/:id' });
    expect(await screen.findByText('İnternet bağlantısı yok. Bağlantı gelince tekrar deneyin.')).toBeTruthy();
    offline = false;
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(document.querySelector('h1')?.textContent).toBe('Ali Güler'));
    online.mockRestore();
  });
});
