import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, useTestApp } from './kit/app';
import { AdminShell, withToast } from './kit/shell';

const app = useTestApp();
const PRODUCT_MANAGER = 'product_manager@example.com';
/** The seed's first product: its page shows two answered demo questions. */
const PRODUCT_PATH = '/product/organik-pembe-elbise-1';
/** Typed as a question: it must show as these characters and never run. */
const QUESTION = 'Bu elbise <img src=x onerror="window.__xss=1"> makinede yıkanabilir mi?';
const ANSWER = 'Evet, 30 derecede hassas programda yıkayabilirsiniz.';

/** With E2E_SCREENSHOT_DIR set, the page as it looks is kept there (for a person to look at; nothing compares them). */
const keepScreenshot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
};

const ranScript = (page: Page) => page.evaluate(() => (window as { __xss?: number }).__xss);

describe('Ürün Soruları', () => {
  it('a shopper asks a product question, a PRODUCT_MANAGER answers and approves it, and it shows on the product page', async () => {
    // A shopper on a phone: the demo questions, then Soru sor.
    const shopper = await app.newPage({ viewport: PHONE });
    await shopper.goto(`${app.url}${PRODUCT_PATH}`);
    const section = shopper.getByRole('region', { name: 'Ürün Soruları' });
    await section.getByText('Kumaşı pamuklu mu? Yıkamada çeker mi?').waitFor();
    const ask = section.getByRole('button', { name: 'Soru sor' });
    expect(await ask.getAttribute('aria-expanded')).toBe('false');
    await ask.click();
    expect(await ask.getAttribute('aria-expanded')).toBe('true');
    const form = shopper.getByRole('form', { name: 'Ürün hakkında soru sorun' });
    await form.getByRole('button', { name: 'Soruyu gönder' }).click();
    // Nothing typed: the question is focused with its Turkish message.
    const question = form.getByLabel('Sorunuz');
    await expect.poll(() => question.evaluate((el) => el === document.activeElement)).toBe(true);
    await form.getByText('Sorunuz en az 10 karakter olmalıdır.').waitFor();
    await question.fill(QUESTION);
    await form.getByLabel('Adınız').fill('Ayşe Kaya');
    await form.getByLabel('E-posta adresiniz').fill('ayse.e2e@example.com');
    await keepScreenshot(shopper, 'product-questions-ask-390');
    // The server refuses a question sent within 3 s of the form opening (a script's speed): a person takes longer.
    await shopper.waitForTimeout(3000);
    await form.getByRole('button', { name: 'Soruyu gönder' }).click();
    await section.getByRole('status').getByText('Sorunuz alındı').waitFor();
    // Not shown before it is answered and approved.
    expect(await section.getByText(QUESTION).count()).toBe(0);
    expect(await shopper.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shopper.context().close();

    // The product manager finds it waiting, answers and approves it.
    const shell = await AdminShell.signIn(app, PRODUCT_MANAGER);
    const { page } = shell;
    await shell.openFromMenu('Ürün Soruları');
    const row = page.getByRole('row', { name: /makinede yıkanabilir mi/ });
    await row.getByText('Yanıt bekliyor').waitFor();
    await keepScreenshot(page, 'questions-list-1440');
    await row.getByRole('link').click();
    await page.waitForURL(/\/admin\/catalog\/question\/[^/]+$/);
    await page.getByText(QUESTION, { exact: true }).waitFor();
    await page.getByLabel('Yanıtınız').fill(ANSWER);
    await withToast(page, 'Yanıt kaydedildi', () => page.getByRole('button', { name: 'Yanıtla' }).click());
    await withToast(page, 'Soru onaylandı', () => page.getByRole('button', { name: 'Onayla' }).click());
    await page.locator('.p-tag').getByText('Yayında').waitFor();
    await keepScreenshot(page, 'questions-detail-1440');
    expect(await ranScript(page)).toBeUndefined();
    await page.setViewportSize(PHONE);
    await keepScreenshot(page, 'questions-detail-390');
    await shell.goto('/admin/catalog/question/list');
    await page
      .getByRole('row', { name: /makinede yıkanabilir mi/ })
      .getByText('Yayında')
      .waitFor();
    await keepScreenshot(page, 'questions-list-390');
    await page.close();

    // A new visit (no cached answer): the question and its answer, as text.
    const visitor = await app.newPage({ viewport: DESKTOP });
    await visitor.goto(`${app.url}${PRODUCT_PATH}`);
    const shown = visitor.getByRole('region', { name: 'Ürün Soruları' }).getByRole('listitem').filter({ hasText: 'makinede yıkanabilir mi' });
    await shown.getByText(QUESTION, { exact: true }).waitFor();
    await shown.getByText(ANSWER).waitFor();
    await shown.getByText(/^Ayşe K\. · /).waitFor();
    expect(await ranScript(visitor)).toBeUndefined();
    await keepScreenshot(visitor, 'product-questions-1440');
    await visitor.context().close();
  });
});
