import type { Locator, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../src/seed/demo-admins';

/** The sign-in page (/login) and its new-password step for invited admins. */
export class SignInPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly submitButton: Locator;
  readonly wrongCredentials: Locator;
  readonly newPasswordHeading: Locator;
  readonly newPassword: Locator;
  readonly newPasswordAgain: Locator;
  readonly saveNewPassword: Locator;

  constructor(
    readonly page: Page,
    private readonly appUrl: string,
  ) {
    this.email = page.getByLabel('E-posta');
    this.password = page.getByLabel('Şifre', { exact: true });
    this.submitButton = page.getByRole('button', { name: 'Giriş Yap' });
    this.wrongCredentials = page.getByText('E-posta veya şifre hatalı.');
    this.newPasswordHeading = page.getByRole('heading', { name: 'Yeni Şifre Belirleyin' });
    this.newPassword = page.getByLabel('Yeni şifre', { exact: true });
    this.newPasswordAgain = page.getByLabel('Yeni şifre (tekrar)', { exact: true });
    this.saveNewPassword = page.getByRole('button', { name: 'Şifreyi Kaydet' });
  }

  async open(): Promise<void> {
    await this.page.goto(`${this.appUrl}/login`);
  }

  /** Fills the form and presses Giriş Yap, as an admin would; what follows is the caller's to check. */
  async submit(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submitButton.click();
  }

  /** Signs a demo admin in through the real form and waits for the admin area. */
  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.open();
    await this.submit(email, password);
    await this.page.waitForURL('**/admin/**');
  }

  /** Types the new password twice on the new-password step and saves it. */
  async chooseNewPassword(password: string): Promise<void> {
    await this.newPassword.fill(password);
    await this.newPasswordAgain.fill(password);
    await this.saveNewPassword.click();
  }
}
