import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { loadSession, signInWithPassword } from '../../src/auth/amplify-session';
import { setPrimeLocaleTurkish } from '../../src/ui/prime-locale';
import { adminUser, cognitoError, renderApp } from '../render-app';

vi.mock('../../src/auth/amplify-session');

const fillIn = (email: string, password: string) => {
  fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Şifre'), { target: { value: password } });
};

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Giriş Yap' }));

describe('sign-in page', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(loadSession).mockResolvedValue(null);
  });

  it('asks for the e-mail and the password before calling Cognito', async () => {
    renderApp('/login');
    submit();
    expect(await screen.findByText('E-posta gereklidir.')).toBeTruthy();
    expect(screen.getByText('Şifre gereklidir.')).toBeTruthy();
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('names the show/hide password control in Turkish, as main.tsx sets it up', async () => {
    setPrimeLocaleTurkish();
    renderApp('/login');
    const toggle = await screen.findByRole('switch', { name: 'Şifreyi göster' });
    fireEvent.click(toggle);
    expect(await screen.findByRole('switch', { name: 'Şifreyi gizle' })).toBeTruthy();
  });

  it('asks only for what is missing', async () => {
    renderApp('/login');
    fillIn('ayse@example.com', '');
    submit();
    expect(await screen.findByText('Şifre gereklidir.')).toBeTruthy();
    expect(screen.queryByText('E-posta gereklidir.')).toBeNull();
  });

  it('says the credentials are wrong on a wrong password', async () => {
    vi.mocked(signInWithPassword).mockRejectedValue(cognitoError('NotAuthorizedException', 'Incorrect username or password.'));
    renderApp('/login');
    fillIn('ayse@example.com', 'yanlis');
    submit();
    expect(await screen.findByText('E-posta veya şifre hatalı.')).toBeTruthy();
    expect(signInWithPassword).toHaveBeenCalledWith('ayse@example.com', 'yanlis', 'USER_PASSWORD_AUTH');
  });

  it('gives the same answer for an unknown e-mail', async () => {
    vi.mocked(signInWithPassword).mockRejectedValue(cognitoError('UserNotFoundException'));
    renderApp('/login');
    fillIn('kimse@example.com', 'Parola1!');
    submit();
    expect(await screen.findByText('E-posta veya şifre hatalı.')).toBeTruthy();
  });

  it('reports other failures as a general sign-in failure', async () => {
    vi.mocked(signInWithPassword).mockRejectedValue(new TypeError('Failed to fetch'));
    renderApp('/login');
    fillIn('ayse@example.com', 'Parola1!');
    submit();
    expect(await screen.findByText('Giriş yapılamadı. Lütfen tekrar deneyin.')).toBeTruthy();
  });

  it('disables the button and shows progress while signing in', async () => {
    vi.mocked(signInWithPassword).mockReturnValue(new Promise(() => {}));
    renderApp('/login');
    fillIn('ayse@example.com', 'Parola1!');
    submit();
    const button = await screen.findByRole('button', { name: 'Giriş yapılıyor…' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('submits with Enter', async () => {
    vi.mocked(signInWithPassword).mockRejectedValue(cognitoError('NotAuthorizedException'));
    renderApp('/login');
    fillIn('ayse@example.com', 'yanlis');
    // Enter in a field submits its form; jsdom leaves that implicit submission to us.
    fireEvent.submit(screen.getByLabelText('Şifre').closest('form')!);
    expect(await screen.findByText('E-posta veya şifre hatalı.')).toBeTruthy();
  });

  it('lands on the dashboard with the user name and e-mail after signing in', async () => {
    vi.mocked(loadSession)
      .mockResolvedValueOnce(null)
      .mockResolvedValue(adminUser(['THEME_MANAGER']));
    vi.mocked(signInWithPassword).mockResolvedValue();
    renderApp('/login');
    fillIn('  ayse@example.com ', 'Parola1!');
    submit();
    expect((await screen.findByTestId('dashboard-user-name')).textContent).toBe('Ayşe Yılmaz');
    expect(screen.getByTestId('dashboard-user-email').textContent).toBe('ayse@example.com');
    expect(screen.getByRole('heading', { name: 'Genel Bakış' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard');
    expect(signInWithPassword).toHaveBeenCalledWith('ayse@example.com', 'Parola1!', 'USER_PASSWORD_AUTH');
  });

  it('goes back to the admin page the user came from', async () => {
    vi.mocked(loadSession)
      .mockResolvedValueOnce(null)
      .mockResolvedValue(adminUser(['ORDER_MANAGER']));
    vi.mocked(signInWithPassword).mockResolvedValue();
    renderApp('/admin/order/list');
    await screen.findByRole('button', { name: 'Giriş Yap' });
    fillIn('ayse@example.com', 'Parola1!');
    submit();
    expect(await screen.findByRole('heading', { name: 'Siparişler' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/order/list');
  });

  it('sends a signed-in user on to the dashboard', async () => {
    vi.mocked(loadSession).mockResolvedValue(adminUser(['ADMIN']));
    renderApp('/login');
    expect(await screen.findByTestId('dashboard-user-name')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard'));
  });
});
