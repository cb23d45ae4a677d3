import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { loadSession } from '../../../src/session/auth/amplify-session';
import { adminUser, renderApp } from '../../render-app';

vi.mock('../../../src/session/auth/amplify-session');

describe('admin guard', () => {
  beforeEach(() => vi.resetAllMocks());

  it('shows the skeleton while the session loads', () => {
    vi.mocked(loadSession).mockReturnValue(new Promise(() => {}));
    renderApp('/admin/dashboard');
    expect(screen.getByTestId('session-skeleton')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Giriş Yap' })).toBeNull();
  });

  it('sends a visitor without a session to /login', async () => {
    vi.mocked(loadSession).mockResolvedValue(null);
    renderApp('/admin/catalog/product');
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
    expect(screen.getByText('Yönetim Paneline Giriş')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('treats a failing session check as no session', async () => {
    vi.mocked(loadSession).mockRejectedValue(new Error('network'));
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
  });

  it('says the page is not allowed instead of redirecting', async () => {
    vi.mocked(loadSession).mockResolvedValue(adminUser(['THEME_MANAGER']));
    renderApp('/admin/order/list');
    expect(await screen.findByText('Bu sayfayı görüntüleme yetkiniz yok.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/order/list');
    expect(screen.getByRole('navigation', { name: 'Yönetim menüsü' })).toBeTruthy();
  });

  it('shows the Turkish not-found page for an unknown admin path, keeping the address', async () => {
    vi.mocked(loadSession).mockResolvedValue(adminUser(['ANALYST']));
    renderApp('/admin/nope');
    expect(await screen.findByRole('heading', { name: 'Sayfa bulunamadı' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/nope');
  });

  it('leaves the storefront to its own page: the admin app neither guards nor redirects /', async () => {
    vi.mocked(loadSession).mockResolvedValue(null);
    renderApp('/');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
