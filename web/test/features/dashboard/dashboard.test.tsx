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

  it('lists only known roles', () => {
    expect(roleTitles(['THEME_MANAGER', 'nope'])).toEqual(['Tema Yöneticisi']);
  });
});
