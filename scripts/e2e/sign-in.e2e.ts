import { AdminAddUserToGroupCommand, AdminCreateUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@shop/shared';
import { LOCAL_KEYS } from '../src/local/credentials';
import { useTestApp } from './kit/app';
import { SignInPage } from './kit/sign-in';

const app = useTestApp();

describe("signing in at npm start's URL", () => {
  it('sends a signed-out visitor to /login, signs theme_manager in and lands on the dashboard', async () => {
    const page = await app.newPage();
    await page.goto(`${app.url}/admin/dashboard`);
    await page.waitForURL('**/login');

    await new SignInPage(page, app.url).submit('theme_manager@example.com');

    await page.waitForURL('**/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Genel Bakış' }).first().textContent()).resolves.toContain('Genel Bakış');
    await expect(page.getByTestId('dashboard-user-name').textContent()).resolves.toContain('Deniz Aydın');
    await expect(page.getByTestId('dashboard-user-email').textContent()).resolves.toContain('theme_manager@example.com');
    await page.screenshot({ path: 'scripts/e2e/.last-dashboard.png' }).catch(() => undefined);

    await page.reload();
    await expect(page.getByTestId('dashboard-user-name').textContent()).resolves.toContain('Deniz Aydın');
  });

  it('rejects a wrong password with the Turkish message and stays on /login', async () => {
    const signIn = new SignInPage(await app.newPage(), app.url);
    await signIn.open();
    await signIn.submit('theme_manager@example.com', 'yanlis-sifre');
    await expect(signIn.wrongCredentials.textContent()).resolves.toBe('E-posta veya şifre hatalı.');
    expect(new URL(signIn.page.url()).pathname).toBe('/login');
  });

  it('takes an invited admin from the temporary password to their own, then signs in with it', async () => {
    // What scripts/src/create-admin.ts does in AWS: an invitation with a temporary password.
    const config = (await (await fetch(`${app.url}/config.json`)).json()) as RuntimeConfig;
    const { accessKeyId, secretAccessKey } = LOCAL_KEYS.developer;
    const cognito = new CognitoIdentityProviderClient({
      endpoint: config.userPoolEndpoint,
      region: config.region,
      credentials: { accessKeyId, secretAccessKey },
    });
    const email = 'davetli@example.com';
    await cognito.send(
      new AdminCreateUserCommand({
        UserPoolId: config.userPoolId,
        Username: email,
        TemporaryPassword: 'Gecici-Sifre-1',
        MessageAction: 'SUPPRESS',
        UserAttributes: [{ Name: 'email', Value: email }],
      }),
    );
    await cognito.send(new AdminAddUserToGroupCommand({ UserPoolId: config.userPoolId, Username: email, GroupName: 'ANALYST' }));
    cognito.destroy();

    const invited = new SignInPage(await app.newPage(), app.url);
    await invited.open();
    await invited.submit(email, 'Gecici-Sifre-1');
    await invited.newPasswordHeading.waitFor();
    await invited.chooseNewPassword('zayif');
    await invited.page.getByText('Şifrede eksik: en az 12 karakter, bir büyük harf (A–Z), bir rakam, bir simge (ör. ! ? # %).').waitFor();
    await invited.chooseNewPassword('Kendi-Sifrem-2026');
    await invited.page.waitForURL('**/admin/dashboard');
    expect(await invited.page.getByTestId('dashboard-user-email').textContent()).toContain(email);

    // The temporary password is gone; the new one signs in directly.
    const again = new SignInPage(await app.newPage(), app.url);
    await again.open();
    await again.submit(email, 'Gecici-Sifre-1');
    await again.wrongCredentials.waitFor();
    await again.password.fill('Kendi-Sifrem-2026');
    await again.submitButton.click();
    await again.page.waitForURL('**/admin/dashboard');
    await again.page.context().close();
  });

  it('stops cleanly on Ctrl+C, leaving no service behind', async () => {
    const code = await app.local.interrupt();
    expect(code).toBe(0);
    for (const url of [app.url, ...app.local.serviceUrls]) await expect(fetch(url)).rejects.toThrow();
  });
});
