import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { loadSession } from '../../../src/session/auth/amplify-session';
import { roleTitles } from '../../../src/features/dashboard/role-titles';
import { adminUser, renderApp } from '../../render-app';

vi.mock('../../../src/session/auth/amplify-session');

describe('dashboard', () => {
  beforeEach(() => vi.resetAllMocks());

  it('shows the user and their role titles', async () => {
    vi.mocked(loadSession).mockResolvedValue(adminUser(['ORDER_MANAGER', 'ANALYST', 'SOMETHING_ELSE']));
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Genel Bakış' })).toBeTruthy();
    expect(screen.getByText('Sipariş Yöneticisi')).toBeTruthy();
    expect(screen.getByText('Analist')).toBeTruthy();
  });

  it('falls back to the e-mail when the user has no name', async () => {
    vi.mocked(loadSession).mockResolvedValue(adminUser(['ADMIN'], { givenName: undefined, familyName: undefined }));
    renderApp('/admin/dashboard');
    expect((await screen.findByTestId('dashboard-user-name')).textContent).toBe('ayse@example.com');
  });

  // Issue 31: the Bildirimler page is for notifications:manage; the link must not lead others to "yetkiniz yok".
  it('links to Bildirimler only for roles that may open it', async () => {
    vi.mocked(loadSession).mockResolvedValue(adminUser(['ANALYST']));
    const first = renderApp('/admin/dashboard');
    expect(await screen.findByRole('heading', { name: 'Bildirimler' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Bildirimleri aç' })).toBeNull();
    first.unmount();
    vi.mocked(loadSession).mockResolvedValue(adminUser(['ADMIN']));
    renderApp('/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'Bildirimleri aç' })).toBeTruthy();
  });

  it('lists only known roles', () => {
    expect(roleTitles(['THEME_MANAGER', 'nope'])).toEqual(['Tema Yöneticisi']);
  });
});
