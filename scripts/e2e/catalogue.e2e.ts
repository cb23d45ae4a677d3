import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './kit/app';
import { moveWithKeyboard } from './kit/drag';
import { typeNumber, uploadInPicker } from './kit/forms';
import { AdminShell, withToast } from './kit/shell';
import { asShopper } from './kit/storefront';
import { png } from './media-files';

const app = useTestApp();

const ADMIN = 'product_manager@example.com';
/** Unique to this run: the media picker lists the whole library, newest first. */
const RUN = Date.now().toString(36);
/** No seeded product has "Lavanta" or "Esintisi" in its name, so searches find this one only. */
const NAME = 'E2E Lavanta Esintisi Şişe Parfüm';
/** The slug the form makes from the name, Turkish letters folded. */
const SLUG = 'e2e-lavanta-esintisi-sise-parfum';
const DESCRIPTION = 'Lavanta ve bergamot notalarıyla ferah, günlük kullanıma uygun bir parfüm.';
const IMAGES = [
  { name: `e2e-parfum-on-${RUN}.png`, alt: 'Parfüm şişesi önden', width: 8, height: 6, rgb: [124, 58, 237] },
  { name: `e2e-parfum-kutu-${RUN}.png`, alt: 'Parfüm kutusu', width: 10, height: 10, rgb: [22, 163, 74] },
] as const;

/** Uploads a PNG in the open media picker; the upload is picked at once (or the picker's reason fails the test). */
const uploadImage = (picker: Locator, image: (typeof IMAGES)[number]) =>
  uploadInPicker(picker, { name: image.name, mimeType: 'image/png', buffer: png(image.width, image.height, image.rgb) });

/** The image rows of the product form, top to bottom: file name and alt text. */
const imageRows = (p: Page) =>
  p.getByTestId('product-image').evaluateAll((rows) =>
    rows.map((row) => ({
      name: row.querySelector('.product-image-name')?.textContent ?? '',
      alt: row.querySelector('input')?.value ?? '',
    })),
  );

// ---------------------------------------------------------------------------

describe('the catalogue: a product added and edited in the back office, found and opened by a shopper', () => {
  let productId = '';

  it('a product manager adds a product with a category and two uploaded images, reorders them from the keyboard, and saves', async () => {
    const shell = await AdminShell.signIn(app, ADMIN, { keepTour: true });
    const { page } = shell;
    await shell.goto('/admin/catalog/product');
    await page.getByRole('link', { name: 'Ürün ekle' }).click();
    await page.waitForURL('**/admin/catalog/product/upsert');
    await page.getByRole('heading', { name: 'Yeni ürün', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Yeni ürün' });

    await form.getByLabel('Ürün adı', { exact: true }).fill(NAME);
    // Left empty, the slug is made from the name with Turkish letters folded.
    await form.getByText(`Vitrindeki adresi: /product/${SLUG}`, { exact: true }).waitFor();
    await form.getByLabel('Açıklama', { exact: true }).fill(DESCRIPTION);
    await page.getByText('Kaydedilmemiş değişiklikler var.', { exact: true }).waitFor();

    await typeNumber(form.getByLabel('Fiyat (₺)', { exact: true }), '1299,90', '1.299,90');
    await typeNumber(form.getByLabel('Karşılaştırma fiyatı (₺)', { exact: true }), '1599,90', '1.599,90');
    // Stock is per warehouse now: the default row's cell of the first warehouse (Varyantlar section).
    await form
      .getByLabel(/^Varsayılan: .+ \(Adet\)$/)
      .first()
      .fill('25');

    // Kozmetik › Parfüm from the tree: the parent shows as partly chosen.
    const tree = form.getByRole('tree', { name: 'Kategoriler' });
    const kozmetik = tree.getByRole('treeitem', { name: 'Kozmetik', exact: true });
    await kozmetik.locator('[data-pc-section="toggler"]').first().click();
    const parfum = tree.getByRole('treeitem', { name: 'Parfüm', exact: true });
    await parfum.locator('[data-pc-section="content"]').first().click();
    await expect.poll(() => parfum.getAttribute('aria-checked')).toBe('true');
    await tree.getByRole('treeitem', { name: 'Kozmetik (kısmen seçili)', exact: true }).waitFor();

    // Two PNGs uploaded in the media picker, each picked as it lands.
    await form.getByRole('button', { name: 'Görsel ekle', exact: true }).click();
    const picker = page.getByRole('dialog', { name: 'Görsel ekle', exact: true });
    await picker.waitFor();
    for (const image of IMAGES) await uploadImage(picker, image);
    await picker.getByText('2 / 10 seçildi', { exact: true }).waitFor();
    await picker.getByRole('button', { name: 'Seç', exact: true }).click();
    await picker.waitFor({ state: 'detached' });
    await form.getByText('2 / 10 görsel. İlk görsel vitrinde ürün kartında görünür.', { exact: true }).waitFor();
    expect((await imageRows(page)).map((r) => r.name)).toEqual(IMAGES.map((i) => i.name));
    for (const [i, image] of IMAGES.entries()) await form.getByLabel(`${i + 1}. görselin alternatif metni`, { exact: true }).fill(image.alt);

    // The second image moved above the first from the keyboard, every step announced in Turkish; its alt text goes with it.
    await moveWithKeyboard(form.getByRole('button', { name: '2. görseli taşı', exact: true }), {
      pickedUp: '2. görsel taşınmak için alındı. 2 görsel içinde 2. sırada.',
      key: 'ArrowUp',
      moved: ['2. görsel, 2 görsel içinde 1. sıraya taşındı.'],
      ended: /görsel, 2 görsel içinde 1\. sıraya bırakıldı\./,
    });
    await expect
      .poll(() => imageRows(page))
      .toEqual([
        { name: IMAGES[1].name, alt: IMAGES[1].alt },
        { name: IMAGES[0].name, alt: IMAGES[0].alt },
      ]);
    expect(await page.locator('.product-image-order').allTextContents()).toEqual(['1', '2']);

    await withToast(page, `“${NAME}” ürünü oluşturuldu.`, () => form.getByRole('button', { name: 'Kaydet', exact: true }).click(), { exact: true });
    await page.waitForURL(/\/admin\/catalog\/product\/upsert\/[^/]+$/);
    productId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
    expect(productId).not.toBe('new');
    await page.getByRole('heading', { name: `Ürünü düzenle: ${NAME}`, level: 1 }).waitFor();
    expect(await page.getByText('Kaydedilmemiş değişiklikler var.').count()).toBe(0);
    await page.close();
  });

  it('finds the product with the command palette, opens it and changes its price', async () => {
    expect(productId).not.toBe('');
    const shell = await AdminShell.signIn(app, ADMIN, { keepTour: true });
    const { page, search } = shell;
    await shell.goto('/admin/catalog/product');
    await page.getByRole('heading', { name: 'Ürünler', level: 1 }).waitFor();

    await shell.searchFor('lav', 'Ürünler', NAME);
    await search.press('Enter');
    await page.waitForURL(`**/admin/catalog/product/upsert/${productId}`);
    expect(await search.count()).toBe(0);
    await page.getByRole('heading', { name: `Ürünü düzenle: ${NAME}`, level: 1 }).waitFor();

    // What was saved comes back: prices, stock, the category tick and the images in their new order.
    const form = page.getByRole('form', { name: `Ürünü düzenle: ${NAME}` });
    const price = form.getByLabel('Fiyat (₺)', { exact: true });
    expect(await price.inputValue()).toBe('1.299,90');
    expect(await form.getByLabel('Karşılaştırma fiyatı (₺)', { exact: true }).inputValue()).toBe('1.599,90');
    await expect
      .poll(() =>
        form
          .getByLabel(/^Varsayılan: .+ \(Adet\)$/)
          .first()
          .inputValue(),
      )
      .toBe('25');
    await form.getByRole('treeitem', { name: 'Kozmetik (kısmen seçili)', exact: true }).waitFor();
    await expect
      .poll(() => imageRows(page))
      .toEqual([
        { name: IMAGES[1].name, alt: IMAGES[1].alt },
        { name: IMAGES[0].name, alt: IMAGES[0].alt },
      ]);

    await typeNumber(price, '1199,90', '1.199,90');
    await page.getByText('Kaydedilmemiş değişiklikler var.', { exact: true }).waitFor();
    await withToast(page, `“${NAME}” ürünü güncellendi.`, () => form.getByRole('button', { name: 'Kaydet', exact: true }).click(), {
      exact: true,
    });
    await page.getByText('Kaydedilmemiş değişiklikler var.').waitFor({ state: 'detached' });
    expect(await price.inputValue()).toBe('1.199,90');

    // The list shows the new price too.
    await shell.goto('/admin/catalog/product');
    await page.getByRole('row').filter({ hasText: NAME }).getByText('₺1.199,90').waitFor();
    await page.close();
  });

  it('a shopper searches for it from the header, opens its card and sees the new price, stock, images and category trail', async () => {
    expect(productId).not.toBe('');
    await asShopper(app, {}, async ({ page: shop }) => {
      const search = shop.locator('[data-component-type="HEADER"]').getByRole('search');
      await search.getByRole('searchbox', { name: 'Ara' }).fill('lavanta es');
      await search.getByRole('button', { name: 'Ara', exact: true }).click();
      await shop.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('q') === 'lavanta es');
      await shop.getByRole('heading', { name: '“lavanta es” için arama sonuçları', level: 1 }).waitFor();
      await shop.getByRole('status').filter({ hasText: '1 ürün bulundu.' }).waitFor();
      const card = shop.locator('.sf-product-card').filter({ hasText: NAME });
      expect(await shop.locator('.sf-product-card').count()).toBe(1);
      const cardLink = card.getByRole('link');
      expect(await cardLink.getAttribute('href')).toBe(`/product/${SLUG}`);
      expect(await card.getByRole('heading', { level: 3 }).textContent()).toBe(NAME);
      expect(await card.locator('.sf-price-now').textContent()).toBe('₺1.199,90');
      expect(await card.locator('s.sf-price-was').textContent()).toBe('₺1.599,90');
      // The card shows the first image (the one moved to the top).
      expect(await card.locator('img').getAttribute('alt')).toBe(IMAGES[1].alt);

      await cardLink.click();
      await shop.waitForURL(`**/product/${SLUG}`);
      await shop.getByRole('heading', { name: NAME, level: 1 }).waitFor();
      await expect.poll(() => shop.title()).toBe(`${NAME} | Demo Mağaza`);
      expect(await shop.locator('meta[name="description"]').getAttribute('content')).toBe(DESCRIPTION);

      const info = shop.locator('.sf-product-info');
      expect(await info.locator('.sf-price-now').textContent()).toBe('₺1.199,90');
      const was = info.locator('s.sf-price-was');
      expect(await was.textContent()).toBe('Önceki fiyat: ₺1.599,90');
      expect(await was.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe('line-through');
      expect(await info.getByText('Stokta', { exact: true }).isVisible()).toBe(true);
      expect(await info.getByRole('heading', { name: 'Ürün açıklaması', level: 2 }).isVisible()).toBe(true);
      expect(await info.getByText(DESCRIPTION, { exact: true }).isVisible()).toBe(true);

      // Two images: the first (moved to the top) eager and large, the other lazy among the thumbnails; both served.
      const main = shop.locator('img.sf-product-main-image');
      expect(await main.getAttribute('alt')).toBe(IMAGES[1].alt);
      expect(await main.getAttribute('loading')).toBe('eager');
      expect(await main.getAttribute('src')).toMatch(/^\/media\/.+\.png$/);
      const thumbs = shop.getByRole('list', { name: 'Diğer görseller' }).locator('img');
      expect(await thumbs.evaluateAll((imgs) => imgs.map((img) => [img.getAttribute('alt'), img.getAttribute('loading')]))).toEqual([
        [IMAGES[0].alt, 'lazy'],
      ]);
      await thumbs.first().scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          shop
            .locator('.sf-product-gallery img')
            .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth)),
        )
        .toEqual([IMAGES[1].width, IMAGES[0].width]);

      // The trail: Anasayfa › Kozmetik › Parfüm › the product; the category is a link to its page.
      const trail = shop.getByRole('navigation', { name: 'Sayfa yolu' });
      expect(await trail.getByRole('listitem').allTextContents()).toEqual(['Anasayfa', 'Kozmetik', 'Parfüm', NAME]);
      const category = trail.getByRole('link', { name: 'Parfüm', exact: true });
      expect(await category.getAttribute('href')).toBe('/category/kozmetik/parfum');
      expect(await trail.getByRole('link', { name: 'Kozmetik', exact: true }).getAttribute('href')).toBe('/category/kozmetik');

      // The category page links back to the product.
      await category.click();
      await shop.waitForURL('**/category/kozmetik/parfum');
      await shop.getByRole('heading', { name: 'Parfüm', level: 1 }).waitFor();
      const listed = shop.locator('.sf-product-card').filter({ hasText: NAME });
      await listed.waitFor();
      expect(await listed.getByRole('link').getAttribute('href')).toBe(`/product/${SLUG}`);
      expect(await listed.locator('.sf-price-now').textContent()).toBe('₺1.199,90');

      // An unknown product is the Turkish 404.
      await shop.goto(`${app.url}/product/boyle-bir-urun-yok-${RUN}`);
      await shop.getByRole('heading', { name: 'Ürün bulunamadı', level: 1 }).waitFor();
      expect(await shop.getByText('Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.', { exact: true }).isVisible()).toBe(true);
      expect(await shop.getByRole('link', { name: 'Anasayfaya dön' }).getAttribute('href')).toBe('/');
      await expect.poll(() => shop.title()).toBe('Ürün bulunamadı');
    });
  });
});
