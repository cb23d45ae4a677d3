import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoIdToken } from '../src/seed/demo-sign-in';
import { PHONE, useTestApp } from './kit/app';
import { uploadInPicker } from './kit/forms';
import { AdminShell, withToast } from './kit/shell';
import { Storefront } from './kit/storefront';
import { png } from './media-files';

const app = useTestApp();

const CONTENT_MANAGER = 'content_manager@example.com';
const TITLE = 'Kargo ve Teslimat Şartları';
const SLUG = 'kargo-ve-teslimat-sartlari';
const IMAGE = 'kargo-kamyon.png';

/** With E2E_SCREENSHOT_DIR set, the page as it looks is kept there (for a person to look at; nothing compares them). */
const keepScreenshot = async (page: Page, name: string) => {
  const dir = process.env.E2E_SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
};

/** A shopper's page at `path`; any script a page body managed to run would open a dialog or set the marker. */
const visit = async (pathname: string, options = {}) => {
  const page = await app.newPage(options);
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const shop = new Storefront(page, app.url);
  await shop.goto(pathname);
  return { shop, page, dialogs };
};

describe('Sayfalar', () => {
  it('a CONTENT_MANAGER writes a page with a heading, a link and an image, publishes it; shoppers read it at /sayfa/{slug}', async () => {
    const shell = await AdminShell.signIn(app, CONTENT_MANAGER);
    const { page } = shell;
    await shell.openFromMenu('Sayfalar');
    // The demo shop's pages are listed.
    await page.getByRole('cell', { name: 'KVKK Aydınlatma Metni', exact: true }).waitFor();
    await keepScreenshot(page, 'pages-list-1440');
    await page.getByRole('button', { name: 'Yeni sayfa' }).click();

    const form = page.getByRole('form', { name: 'Yeni Sayfa' });
    await form.getByLabel('Başlık', { exact: true }).fill(TITLE);
    await form.getByText(`Mağazadaki adresi: /sayfa/${SLUG}`).waitFor();
    await form.locator('.p-dropdown').click();
    await page.getByRole('option', { name: 'Yardım' }).click();

    // A heading: the toolbar's level picker, then the text.
    const editor = form.locator('.ql-editor');
    await editor.click();
    await form.locator('.ql-picker.ql-header .ql-picker-label').click();
    await form.locator('.ql-picker.ql-header .ql-picker-item[data-value="2"]').click();
    await page.keyboard.type('Teslimat süreleri');
    // Enter after a heading starts a paragraph.
    await page.keyboard.press('Enter');
    await page.keyboard.type('Sorularınız için ');

    // A link to a published page through the link selector's Sayfa tab.
    await form.getByRole('button', { name: 'Bağlantı ekle' }).click();
    const picker = page.getByRole('dialog', { name: 'Bağlantı Seç' });
    await picker.getByRole('option', { name: 'İletişim', exact: true }).click();
    await withToast(page, 'Link seçildi', () => picker.getByRole('button', { name: 'Seç', exact: true }).click());
    await picker.waitFor({ state: 'detached' });
    await editor.locator('a[href="/sayfa/iletisim"]').waitFor();
    await editor.focus();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');

    // An image uploaded into the media library from the editor.
    await form.getByRole('button', { name: 'Görsel ekle' }).click();
    const media = page.getByRole('dialog', { name: 'Görsel Seç' });
    await media.waitFor();
    await uploadInPicker(media, { name: IMAGE, mimeType: 'image/png', buffer: png(8, 8, [30, 120, 200]) });
    await media.getByRole('button', { name: 'Seç', exact: true }).click();
    await media.waitFor({ state: 'detached' });
    await editor.locator('img[src^="/media/"]').waitFor();

    await form.getByLabel('SEO açıklaması').fill('Kargo süreleri ve teslimat koşulları.');
    await form.getByRole('button', { name: 'Yayında' }).click();
    await withToast(page, 'Sayfa eklendi.', () => form.getByRole('button', { name: 'Kaydet' }).click());
    // The stored (sanitised) page opens in its edit form.
    await page.getByRole('form', { name: `Sayfayı Düzenle: ${TITLE}` }).waitFor();
    await keepScreenshot(page, 'page-form-1440');
    await shell.close();

    // The shopper: the page in the shop's frame, its own title and description, no script run.
    const { shop, page: shopPage, dialogs } = await visit(`/sayfa/${SLUG}`);
    await shopPage.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await shopPage.getByRole('heading', { level: 2, name: 'Teslimat süreleri' }).waitFor();
    expect(await shopPage.getByRole('link', { name: 'İletişim', exact: true }).first().getAttribute('href')).toBe('/sayfa/iletisim');
    expect(await shopPage.locator('.sf-content-page img').getAttribute('src')).toMatch(/^\/media\//);
    await expect.poll(() => shopPage.title()).toBe(`${TITLE} | Mağaza`);
    expect(await shopPage.locator('meta[name="description"]').getAttribute('content')).toBe('Kargo süreleri ve teslimat koşulları.');
    await shop.header.waitFor();
    await shop.footer.waitFor();
    expect(dialogs).toEqual([]);
    await keepScreenshot(shopPage, 'sayfa-1440');
    await shopPage.context().close();
  });

  it('stored HTML runs no script on the storefront; a phone reads it; an unknown page is the Turkish 404', async () => {
    const config = (await (await fetch(`${app.url}/config.json`)).json()) as { userPoolEndpoint: string; userPoolClientId: string };
    const token = await demoIdToken({ endpoint: config.userPoolEndpoint, clientId: config.userPoolClientId }, 'CONTENT_MANAGER');
    const bodyHtml = [
      '<p>Güvenli metin</p>',
      '<script>alert("script")</script>',
      '<img src="x" onerror="alert(\'onerror\')">',
      '<a href="javascript:alert(\'js\')">tıkla</a>',
      '<svg onload="alert(\'svg\')"></svg>',
      '<iframe src="javascript:alert(\'iframe\')"></iframe>',
      '<math><mtext><table><mglyph><style><img src=x onerror="alert(\'mxss\')"></style>',
      '<div data-shop-form="iletisim" onmouseover="alert(\'form\')"><img src=x onerror="alert(\'inner\')"></div>',
    ].join('');
    const res = await fetch(`${app.url}/api/admin/content/pages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'XSS Deneme', bodyHtml, status: 'PUBLISHED' }),
    });
    expect(res.status).toBe(201);

    const { page, dialogs } = await visit('/sayfa/xss-deneme', { viewport: PHONE });
    await page.getByText('Güvenli metin').waitFor();
    // The javascript: link lost its address: it is text that goes nowhere.
    const stripped = page.locator('.sf-content-page a', { hasText: 'tıkla' });
    expect(await stripped.getAttribute('href')).toBeNull();
    await stripped.click();
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
    expect(await page.locator('.sf-content-page script, .sf-content-page iframe, .sf-content-page svg, .sf-content-page [onerror]').count()).toBe(0);
    // The page fits the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

    await page.goto(`${app.url}/sayfa/boyle-bir-sayfa-yok`);
    await page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' }).waitFor();
    await expect.poll(() => page.title()).toBe('Sayfa bulunamadı');
    await keepScreenshot(page, 'sayfa-404-390');
    await page.context().close();
  });
});
