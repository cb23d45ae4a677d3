import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { confirmNewPassword, loadSession, signInWithPassword } from '../../../src/session/auth/amplify-session';
import { setPrimeLocaleTurkish } from '../../../src/ui/prime-locale';
import { adminUser, cognitoError, renderApp } from '../../render-app';

vi.mock('../../../src/session/auth/amplify-session');

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

  it('puts the focus in the e-mail field', async () => {
    renderApp('/login');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('E-posta')));
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
    vi.mocked(signInWithPassword).mockResolvedValue('signedIn');
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
    vi.mocked(signInWithPassword).mockResolvedValue('signedIn');
    renderApp('/admin/order/list');
    await screen.findByRole('button', { name: 'Giriş Yap' });
    fillIn('ayse@example.com', 'Parola1!');
    submit();
    // The order list is a lazy page: its first import is transformed here, slow on a busy machine.
    expect(await screen.findByRole('heading', { name: 'Siparişler' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/order/list');
  });

  it('sends a signed-in user on to the dashboard', async () => {
    vi.mocked(loadSession).mockResolvedValue(adminUser(['ADMIN']));
    renderApp('/login');
    expect(await screen.findByTestId('dashboard-user-name')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard'));
  });
});

describe('first sign-in of an invited admin (temporary password)', () => {
  const fillNew = (password: string, repeat: string) => {
    fireEvent.change(screen.getByLabelText('Yeni şifre'), { target: { value: password } });
    fireEvent.change(screen.getByLabelText('Yeni şifre (tekrar)'), { target: { value: repeat } });
  };
  const save = () => fireEvent.click(screen.getByRole('button', { name: 'Şifreyi Kaydet' }));

  const reachNewPasswordStep = async () => {
    vi.mocked(signInWithPassword).mockResolvedValue('newPasswordRequired');
    renderApp('/login');
    fillIn('davetli@example.com', 'GeciciSifre1!');
    submit();
    expect(await screen.findByRole('heading', { name: 'Yeni Şifre Belirleyin' })).toBeTruthy();
  };

  beforeEach(() => {
    vi.resetAllMocks();
    vi.mocked(loadSession).mockResolvedValue(null);
  });

  it('asks for their own password, focused, and names every rule it misses before calling Cognito', async () => {
    await reachNewPasswordStep();
    expect(screen.getByText('Geçici şifrenizle giriş yaptınız. Devam etmek için kendi şifrenizi belirleyin.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Yeni şifre')));
    save();
    expect(await screen.findByText('Yeni şifre gereklidir.')).toBeTruthy();
    fillNew('kisa', 'kisa');
    save();
    expect(await screen.findByText('Şifrede eksik: en az 12 karakter, bir büyük harf (A–Z), bir rakam, bir simge (ör. ! ? # %).')).toBeTruthy();
    fillNew('Uzun-ve-Guclu-2026', 'Uzun-ve-Guclu-2025');
    save();
    expect(await screen.findByText('Şifreler aynı değil.')).toBeTruthy();
    expect(confirmNewPassword).not.toHaveBeenCalled();
  });

  it('signs them in with the new password and lands on the dashboard', async () => {
    await reachNewPasswordStep();
    vi.mocked(confirmNewPassword).mockResolvedValue('signedIn');
    vi.mocked(loadSession).mockResolvedValue(adminUser(['SUPER_ADMIN']));
    fillNew('Uzun-ve-Guclu-2026', 'Uzun-ve-Guclu-2026');
    save();
    expect(await screen.findByRole('heading', { name: 'Genel Bakış' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/admin/dashboard');
    expect(confirmNewPassword).toHaveBeenCalledWith('Uzun-ve-Guclu-2026');
  });

  it("shows Cognito's refusal of the password and keeps the step", async () => {
    await reachNewPasswordStep();
    vi.mocked(confirmNewPassword).mockRejectedValue(cognitoError('InvalidPasswordException', 'Password does not conform to policy'));
    fillNew('Uzun-ve-Guclu-2026', 'Uzun-ve-Guclu-2026');
    save();
    expect(await screen.findByText('Şifre kabul edilmedi; şifre kurallarına uymuyor.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Yeni Şifre Belirleyin' })).toBeTruthy();
  });

  it('goes back to the sign-in form when the challenge has expired', async () => {
    await reachNewPasswordStep();
    vi.mocked(confirmNewPassword).mockRejectedValue(cognitoError('NotAuthorizedException', 'Invalid session for the user, session is expired.'));
    fillNew('Uzun-ve-Guclu-2026', 'Uzun-ve-Guclu-2026');
    save();
    expect(await screen.findByText('Oturumun süresi doldu. Geçici şifrenizle yeniden giriş yapın.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
  });

  it('goes back to the sign-in form on Girişe dön, with the focus in the password field', async () => {
    await reachNewPasswordStep();
    fireEvent.click(screen.getByRole('button', { name: 'Girişe dön' }));
    expect(await screen.findByRole('button', { name: 'Giriş Yap' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Şifre')));
    expect(confirmNewPassword).not.toHaveBeenCalled();
  });

  it('says the invitation has expired when the temporary password is too old', async () => {
    vi.mocked(signInWithPassword).mockRejectedValue(
      cognitoError('NotAuthorizedException', 'Temporary password has expired and must be reset by an administrator.'),
    );
    renderApp('/login');
    fillIn('davetli@example.com', 'GeciciSifre1!');
    submit();
    expect(await screen.findByText('Geçici şifrenizin süresi dolmuş. Yöneticinizden yeni bir davet isteyin.')).toBeTruthy();
  });

  it('says plainly when Cognito asks for a step the panel does not offer', async () => {
    vi.mocked(signInWithPassword).mockRejectedValue(cognitoError('UnsupportedSignInStep'));
    renderApp('/login');
    fillIn('mfa@example.com', 'Parola1!');
    submit();
    expect(await screen.findByText('Bu hesap ek bir doğrulama adımı istiyor; panel bu adımı desteklemiyor. Yöneticinize başvurun.')).toBeTruthy();
  });
});
