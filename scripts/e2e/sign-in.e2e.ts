import { AdminAddUserToGroupCommand, AdminCreateUserCommand, CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '@shop/shared';
import { LOCAL_KEYS } from '../src/local/credentials';
import { DEMO_PASSWORD } from '../src/seed/demo-admins';
import { launchChromium, startLocalApp, type LocalApp } from './local-app';

let app: LocalApp;
let browser: Browser;

beforeAll(async () => {
  app = await startLocalApp();
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await app?.cleanup();
});

describe("signing in at npm start's URL", () => {
  it('sends a signed-out visitor to /login, signs theme_manager in and lands on the dashboard', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/admin/dashboard`);
    await page.waitForURL('**/login');

    await page.getByLabel('E-posta').fill('theme_manager@example.com');
    await page.getByLabel('Şifre', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Giriş Yap' }).click();

    await page.waitForURL('**/admin/dashboard');
    await expect(page.getByRole('heading', { name: 'Genel Bakış' }).first().textContent()).resolves.toContain('Genel Bakış');
    await expect(page.getByTestId('dashboard-user-name').textContent()).resolves.toContain('Deniz Aydın');
    await expect(page.getByTestId('dashboard-user-email').textContent()).resolves.toContain('theme_manager@example.com');
    await page.screenshot({ path: 'scripts/e2e/.last-dashboard.png' }).catch(() => undefined);

    await page.reload();
    await expect(page.getByTestId('dashboard-user-name').textContent()).resolves.toContain('Deniz Aydın');
  });

  it('rejects a wrong password with the Turkish message and stays on /login', async () => {
    const page = await browser.newPage();
    await page.goto(`${app.url}/login`);
    await page.getByLabel('E-posta').fill('theme_manager@example.com');
    await page.getByLabel('Şifre', { exact: true }).fill('yanlis-sifre');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await expect(page.getByText('E-posta veya şifre hatalı.').textContent()).resolves.toBe('E-posta veya şifre hatalı.');
    expect(new URL(page.url()).pathname).toBe('/login');
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

    const page = await browser.newPage();
    await page.goto(`${app.url}/login`);
    await page.getByLabel('E-posta').fill(email);
    await page.getByLabel('Şifre', { exact: true }).fill('Gecici-Sifre-1');
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByRole('heading', { name: 'Yeni Şifre Belirleyin' }).waitFor();
    await page.getByLabel('Yeni şifre', { exact: true }).fill('zayif');
    await page.getByLabel('Yeni şifre (tekrar)', { exact: true }).fill('zayif');
    await page.getByRole('button', { name: 'Şifreyi Kaydet' }).click();
    await page.getByText('Şifrede eksik: en az 12 karakter, bir büyük harf (A–Z), bir rakam, bir simge (ör. ! ? # %).').waitFor();
    await page.getByLabel('Yeni şifre', { exact: true }).fill('Kendi-Sifrem-2026');
    await page.getByLabel('Yeni şifre (tekrar)', { exact: true }).fill('Kendi-Sifrem-2026');
    await page.getByRole('button', { name: 'Şifreyi Kaydet' }).click();
    await page.waitForURL('**/admin/dashboard');
    expect(await page.getByTestId('dashboard-user-email').textContent()).toContain(email);

    // The temporary password is gone; the new one signs in directly.
    const fresh = await browser.newContext();
    const again = await fresh.newPage();
    await again.goto(`${app.url}/login`);
    await again.getByLabel('E-posta').fill(email);
    await again.getByLabel('Şifre', { exact: true }).fill('Gecici-Sifre-1');
    await again.getByRole('button', { name: 'Giriş Yap' }).click();
    await again.getByText('E-posta veya şifre hatalı.').waitFor();
    await again.getByLabel('Şifre', { exact: true }).fill('Kendi-Sifrem-2026');
    await again.getByRole('button', { name: 'Giriş Yap' }).click();
    await again.waitForURL('**/admin/dashboard');
    await fresh.close();
  });

  it('stops cleanly on Ctrl+C, leaving no service behind', async () => {
    const code = await app.interrupt();
    expect(code).toBe(0);
    for (const url of [app.url, ...app.serviceUrls]) await expect(fetch(url)).rejects.toThrow();
  });
});
