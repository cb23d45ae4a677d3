import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MAILBOX_JSON_PATH } from '../src/gateway/mailbox-page';
import type { StoredMail } from '../src/local/mail-store';
import { PHONE, useTestApp } from './kit/app';
import { seriousViolations } from './kit/axe';
import { AdminShell, withToast } from './kit/shell';

const app = useTestApp();

const CUSTOMER_SERVICE = 'customer_service@example.com';

/** Stored-XSS vectors typed by a shopper: each would set window.__xss or open a dialog if it ever ran. */
const XSS = ['<img src=x onerror="window.__xss=1">', '<script>window.__xss=2</script>', '"><svg onload="alert(3)">'];

/** With E2E_SCREENSHOT_DIR set, the page as it looks is kept there (for a person to look at; nothing compares them). */
const keepScreenshot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
};

/** Fails the test if the page ever opens a dialog (alert) or a vector set its flag. */
const watchForScript = (page: Page) => {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
  };
};

const mailboxOf = async (to: string): Promise<StoredMail[]> =>
  ((await (await fetch(`${app.url}${MAILBOX_JSON_PATH}?to=${encodeURIComponent(to)}`)).json()) as { messages: StoredMail[] }).messages;

describe('Destek and Geri Bildirimler', () => {
  it('a shopper writes on /iletisim, a CUSTOMER_SERVICE agent answers by e-mail on Destek; feedback sent is seen on Geri Bildirimler', async () => {
    const email = 'iletisim.e2e@example.com';
    const subject = `Fatura sorusu ${XSS[0]}`;

    // The shopper, on a phone: the footer leads to both pages.
    const shopper = await app.newPage({ viewport: PHONE });
    const shopperSafe = watchForScript(shopper);
    await shopper.goto(`${app.url}/iletisim`);
    await shopper.getByRole('heading', { level: 1, name: 'İletişim' }).waitFor();
    expect(await shopper.getByRole('link', { name: 'Bize Yazın' }).getAttribute('href')).toBe('/iletisim');
    expect(await shopper.getByRole('link', { name: 'Geri Bildirim' }).getAttribute('href')).toBe('/geri-bildirim');
    await shopper.getByRole('button', { name: 'Gönder' }).click();
    await shopper.getByRole('alert').getByText('Formda düzeltilmesi gereken alanlar var.').waitFor();
    await shopper.getByLabel(/^Adınız Soyadınız/).fill(XSS[2] ?? '');
    await shopper.getByLabel(/^E-posta adresiniz/).fill(email);
    await shopper.getByLabel(/^Konu/).fill(subject);
    await shopper.getByLabel(/^Mesajınız/).fill(`Merhaba, faturamı kurumsal alabilir miyim?\n${XSS.join('\n')}`);
    expect(await seriousViolations(shopper)).toEqual([]);
    await keepScreenshot(shopper, 'contact-390');
    // The server refuses a form sent within 3 s of being shown (a script's speed): a person takes longer.
    await shopper.waitForTimeout(3000);
    await shopper.getByRole('button', { name: 'Gönder' }).click();
    await shopper.getByRole('status').getByText('Teşekkürler, talebiniz bize ulaştı').waitFor();
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    // Feedback, on the same phone.
    await shopper.getByRole('link', { name: 'Geri Bildirim' }).click();
    await shopper.getByRole('heading', { level: 1, name: 'Geri Bildirim' }).waitFor();
    await shopper.getByLabel(/^Konu/).selectOption({ label: 'Öneri' });
    await shopper.getByLabel(/^Mesajınız/).fill(`Beden tablosu ekleyin lütfen ${XSS[1]}`);
    await shopper.getByRole('radio', { name: /^4/ }).check();
    expect(await seriousViolations(shopper)).toEqual([]);
    await keepScreenshot(shopper, 'feedback-390');
    await shopper.waitForTimeout(3000);
    await shopper.getByRole('button', { name: 'Gönder' }).click();
    await shopper.getByRole('status').getByText('Teşekkürler, geri bildiriminiz bize ulaştı.').waitFor();
    await shopperSafe();
    await shopper.context().close();

    // The agent: the request is listed as new, opened, answered by e-mail.
    const shell = await AdminShell.signIn(app, CUSTOMER_SERVICE);
    const { page } = shell;
    const adminSafe = watchForScript(page);
    await shell.goto('/admin/support');
    const row = page.getByRole('row', { name: /Fatura sorusu/ });
    await row.getByText('Yeni').waitFor();
    await keepScreenshot(page, 'support-1440');
    await row.getByRole('button', { name: /talebini aç/ }).click();
    const dialog = page.getByRole('dialog', { name: subject });
    await dialog.getByText(email).waitFor();
    await dialog.getByLabel('Müşteriye yanıtınız').fill('Merhaba, faturanızı kurumsal olarak yeniden kestik ve e-postanıza gönderdik.');
    await withToast(page, 'Yanıt gönderildi', () => dialog.getByRole('button', { name: 'Yanıtla ve e-posta gönder' }).click());
    await dialog.getByText('E-posta gönderildi').waitFor();
    await dialog.locator('.p-tag', { hasText: 'Yanıtlandı' }).waitFor();
    await keepScreenshot(page, 'support-request-1440');
    const mails = await mailboxOf(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('faturanızı kurumsal olarak yeniden kestik');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('Yanıtlandı').waitFor();

    // Geri Bildirimler: the shopper's note, unread, marked read.
    await shell.openFromMenu('Geri Bildirimler');
    const note = page.getByRole('row', { name: /Beden tablosu ekleyin/ });
    await note.getByText('Okunmadı').waitFor();
    expect(await note.textContent()).toContain('4 / 5');
    await keepScreenshot(page, 'feedback-1440');
    await withToast(page, 'Geri bildirim güncellendi', () => note.getByRole('button', { name: /okundu olarak işaretle/ }).click());
    await note.getByText('Okundu', { exact: true }).waitFor();
    await page.setViewportSize(PHONE);
    await keepScreenshot(page, 'feedback-admin-390');
    await shell.goto('/admin/support');
    await page.getByRole('row', { name: /Fatura sorusu/ }).waitFor();
    await keepScreenshot(page, 'support-admin-390');
    await adminSafe();
    await page.close();
  });
});
