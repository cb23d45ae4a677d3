import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useTestApp } from './kit/app';
import { AdminShell, withToast } from './kit/shell';

const app = useTestApp();

const CONTENT_MANAGER = 'content_manager@example.com';

/** With E2E_SCREENSHOT_DIR set, the page as it looks is kept there (for a person to look at; nothing compares them). */
const keepScreenshot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
};

/** Adds a field through Alan ekle: its kind from the list, its label, a list's options, required or not. */
const addField = async (page: Page, kind: string, label: string, required: boolean, options: readonly string[] = []) => {
  await page.getByRole('button', { name: 'Alan ekle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Alan ekle' });
  await dialog.locator('.p-dropdown').click();
  // In the open list (the dropdown's hidden select holds the chosen option too).
  await page.locator('.p-dropdown-panel').getByRole('option', { name: kind, exact: true }).click();
  await dialog.getByLabel('Etiket').fill(label);
  if (options.length) await dialog.getByLabel('Seçenekler (her satıra bir seçenek)').fill(options.join('\n'));
  // PrimeReact's box is a styled element over a hidden input: its label is what a person clicks.
  if (required && kind !== 'KVKK onayı') await dialog.getByText('Zorunlu alan', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Tamam' }).click();
  await dialog.waitFor({ state: 'hidden' });
};

describe('Form Oluşturucu', () => {
  it('a CONTENT_MANAGER builds a form, a shopper sends it from the storefront, and the submission is listed', async () => {
    const shell = await AdminShell.signIn(app, CONTENT_MANAGER);
    const { page } = shell;
    await shell.openFromMenu('Form Oluşturucu');
    // The demo shop's contact form, with its two submissions (one unread).
    const demoRow = page.getByRole('row', { name: /İletişim Formu/ });
    await demoRow.getByText('1 okunmamış').waitFor();

    await page.getByRole('button', { name: 'Yeni form' }).click();
    await page.getByLabel('Form adı').fill('Bayi Başvuru Formu');
    await addField(page, 'Metin', 'Firma adı', true);
    await addField(page, 'E-posta', 'E-posta adresi', true);
    await addField(page, 'Seçim listesi', 'Şehir', false, ['İstanbul', 'İzmir']);
    await addField(page, 'KVKK onayı', 'KVKK metnini okudum, onaylıyorum.', true);
    const fields = page.getByRole('list', { name: 'Alanlar' }).getByTestId('kit-item');
    await expect.poll(() => fields.allTextContents()).toHaveLength(4);
    await keepScreenshot(page, 'form-builder-1440');
    await withToast(page, 'Bayi Başvuru Formu kaydedildi.', () => page.getByRole('button', { name: 'Kaydet' }).click());
    await page.waitForURL(/[?&]form=[A-Za-z0-9_-]+/);
    const formId = new URL(page.url()).searchParams.get('form') ?? '';
    expect(formId).not.toBe('new');

    await page.getByRole('button', { name: 'Formlara dön' }).click();
    await page.getByRole('row', { name: /Bayi Başvuru Formu/ }).waitFor();

    // A shopper on a phone: the form's own storefront page.
    const shopper = await app.newPage({ viewport: PHONE });
    await shopper.goto(`${app.url}/form/${formId}`);
    const form = shopper.getByRole('form', { name: 'Bayi Başvuru Formu' });
    await form.getByRole('button', { name: 'Gönder' }).click();
    // Nothing typed: the first required field is focused with its message.
    const company = form.getByLabel(/^Firma adı/);
    await expect.poll(() => company.evaluate((el) => el === document.activeElement)).toBe(true);
    await form.getByText('Bu alan zorunludur.').first().waitFor();
    await form.getByLabel(/^Firma adı/).fill('Deniz Tekstil');
    await form.getByLabel(/^E-posta adresi/).fill('satis@deniztekstil.example');
    await form.getByRole('checkbox', { name: 'KVKK metnini okudum, onaylıyorum.' }).check();
    await keepScreenshot(shopper, 'shop-form-390');
    // The server refuses a form sent within 3 s of being shown (a script's speed): a person takes longer.
    await shopper.waitForTimeout(3000);
    await form.getByRole('button', { name: 'Gönder' }).click();
    await shopper.getByRole('status').getByText('Teşekkürler').waitFor();
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shopper.context().close();

    await page.reload();
    const row = page.getByRole('row', { name: /Bayi Başvuru Formu/ });
    await row.getByText('1 okunmamış').waitFor();
    await row.getByRole('button', { name: 'Bayi Başvuru Formu formunun başvuruları' }).click();
    const submission = page.getByRole('row', { name: /Deniz Tekstil/ });
    await submission.getByText('Okunmamış').waitFor();
    await keepScreenshot(page, 'form-submissions-1440');
    await submission.getByRole('button', { name: /başvuruyu aç/ }).click();
    const detail = page.getByRole('dialog', { name: 'Başvuru' });
    await detail.getByText('satis@deniztekstil.example').waitFor();
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });
    await submission.getByText('Okunmuş').waitFor();
    await page.setViewportSize(PHONE);
    await keepScreenshot(page, 'form-submissions-390');
    await page.close();
  });
});
