import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { endSession, loadSession } from '../../src/session/auth/amplify-session';
import { adminUser, renderApp } from '../render-app';

vi.mock('../../src/session/auth/amplify-session');

const openShell = async (groups: string[], path = '/admin/dashboard') => {
  vi.mocked(loadSession).mockResolvedValue(adminUser(groups));
  renderApp(path);
  return screen.findByRole('navigation', { name: 'Yönetim menüsü' });
};

const sidebar = () => screen.getByRole('complementary');

/**
 * PrimeReact positions a popup menu by measuring it, and jsdom has no layout (offsetParent is
 * always null), so the measurement leaves an inline display:none that a browser would not keep.
 */
const popupItem = (name: string) => ({ name, hidden: true });

describe('admin shell', () => {
  beforeEach(() => vi.resetAllMocks());

  it('shows THEME_MANAGER the dashboard but not the orders', async () => {
    const menu = await openShell(['THEME_MANAGER']);
    expect(within(menu).getByRole('link', { name: 'Genel Bakış' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Galeri' })).toBeTruthy();
    expect(within(menu).queryByText('Siparişler')).toBeNull();
  });

  it('shows ORDER_MANAGER the orders under their section', async () => {
    const menu = await openShell(['ORDER_MANAGER']);
    expect(within(menu).getByRole('link', { name: 'Siparişler' })).toBeTruthy();
    expect(within(menu).getByText('Sipariş')).toBeTruthy();
    expect(within(menu).queryByText('Sipariş Detayı')).toBeNull();
  });

  it('shows the version and the signed-in user in the sidebar', async () => {
    await openShell(['ADMIN']);
    const aside = within(sidebar());
    expect(aside.getByText('v0.0.1')).toBeTruthy();
    expect(aside.getByText('Sistem Yönetimi')).toBeTruthy();
    expect(aside.getByText('Ayşe Yılmaz')).toBeTruthy();
    expect(aside.getByText('ayse@example.com')).toBeTruthy();
  });

  it('ticks the current area in the switcher and goes to the other', async () => {
    await openShell(['THEME_MANAGER']);
    fireEvent.click(screen.getByRole('button', { name: 'Yönetim alanı seçimi' }));
    const system = await screen.findByRole('menuitem', popupItem('Sistem Yönetimi'));
    expect(system.querySelector('.pi-check')).not.toBeNull();
    const theme = screen.getByRole('menuitem', popupItem('Tema Yönetimi'));
    expect(theme.querySelector('.pi-check')).toBeNull();
    fireEvent.click(within(theme).getByText('Tema Yönetimi'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/theme'));
    // Theme routes are full-screen: the builder brings its own sidebar, and the shell's top bar is gone.
    expect(screen.queryByRole('banner', { name: 'Üst çubuk' })).toBeNull();
  });

  it('disables theme management for a role without the theme', async () => {
    await openShell(['ORDER_MANAGER']);
    fireEvent.click(screen.getByRole('button', { name: 'Yönetim alanı seçimi' }));
    const theme = await screen.findByRole('menuitem', popupItem('Tema Yönetimi'));
    expect(theme.getAttribute('aria-disabled')).toBe('true');
  });

  it('signs out with "log out" and lands on /login', async () => {
    vi.mocked(endSession).mockResolvedValue();
    await openShell(['ADMIN']);
    fireEvent.click(screen.getByRole('button', { name: 'Kullanıcı menüsü' }));
    fireEvent.click(within(await screen.findByRole('menuitem', popupItem('log out'))).getByText('log out'));
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(endSession).toHaveBeenCalledOnce();
  });

  it('still signs out locally when revoking the token fails', async () => {
    vi.mocked(endSession).mockRejectedValue(new Error('network'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await openShell(['ADMIN']);
    fireEvent.click(screen.getByRole('button', { name: 'Kullanıcı menüsü' }));
    fireEvent.click(within(await screen.findByRole('menuitem', popupItem('log out'))).getByText('log out'));
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('toggles the sidebar with Ctrl+B and Cmd+B and remembers it in a cookie', async () => {
    await openShell(['ADMIN']);
    // The cookie is written by the same effect pass that starts listening for the shortcut.
    await waitFor(() => expect(document.cookie).toContain('sidebar_state=true'));
    expect(sidebar().style.width).toBe('16rem');
    expect(within(sidebar()).getByText('v0.0.1')).toBeTruthy();

    fireEvent.keyDown(window, { key: 'b', ctrlKey: true });
    await waitFor(() => expect(sidebar().style.width).toBe('3rem'));
    expect(within(sidebar()).queryByText('v0.0.1')).toBeNull();
    expect(document.cookie).toContain('sidebar_state=false');

    fireEvent.keyDown(window, { key: 'b', metaKey: true });
    await waitFor(() => expect(sidebar().style.width).toBe('16rem'));
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('opens collapsed when the cookie says so', async () => {
    document.cookie = 'sidebar_state=false; path=/';
    await openShell(['ADMIN']);
    expect(sidebar().style.width).toBe('3rem');
    fireEvent.click(screen.getByRole('button', { name: 'Yan menüyü aç veya kapat' }));
    await waitFor(() => expect(sidebar().style.width).toBe('16rem'));
  });

  it('shows the section and page in the breadcrumb', async () => {
    await openShell(['ADMIN'], '/admin/catalog/product/upsert/7');
    const crumbs = within(screen.getByRole('banner'));
    expect(await crumbs.findByText('Katalog')).toBeTruthy();
    expect(crumbs.getByText('Düzenle')).toBeTruthy();
  });
});
