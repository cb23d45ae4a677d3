import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('stops cleanly on Ctrl+C, leaving no service behind', async () => {
    const code = await app.interrupt();
    expect(code).toBe(0);
    for (const url of [app.url, ...app.serviceUrls]) await expect(fetch(url)).rejects.toThrow();
  });
});
