import { describe, expect, it } from 'vitest';
import { demoData } from '../src/seed/demo-data';
import { DESKTOP, PHONE, useTestApp, type PageOptions } from './kit/app';
import { itemTitles, ThemeBuilder } from './kit/builder';
import { moveWithKeyboard } from './kit/drag';
import { asShopper } from './kit/storefront';

const app = useTestApp();

const ADMIN = 'theme_manager@example.com';
const TITLE = 'E2E Seçilenler';

/** Three active demo products in stock (the seed is deterministic), picked in this order. */
const PICKED = demoData()
  .products.filter((p) => p.isActive && p.stock > 0)
  .slice(10, 13);
/** The third is moved to the top from the keyboard. */
const ORDERED = [PICKED[2], PICKED[0], PICKED[1]].map((p) => p!);
const tryPrice = (value: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(value);

/** The list's cards on the shopper's page at one window width, in a fresh context. */
const checkStorefront = (viewport: NonNullable<PageOptions['viewport']>) =>
  asShopper(app, { viewport }, async ({ page: shop }) => {
    const list = shop.locator('section.sf-product-list').filter({ has: shop.getByRole('heading', { name: TITLE }) });
    await list.waitFor();
    const cards = list.getByRole('article');
    await expect.poll(() => cards.evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label')))).toEqual(ORDERED.map((p) => p.name));
    expect(await list.locator('.sf-price-now').allTextContents()).toEqual(ORDERED.map((p) => tryPrice(p.price)));
    expect(await cards.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(
      ORDERED.map((p) => `/product/${p.slug}`),
    );
    await shop.screenshot({ path: `/tmp/plist-e2e-${viewport.width}.png`, fullPage: false }).catch(() => undefined);
  });

describe('product-list block', () => {
  it('three products picked, reordered from the keyboard, titled in the settings dialog, saved, reloaded and shown on / at 1440 and 390 px', async () => {
    expect(PICKED).toHaveLength(3);
    const builder = await ThemeBuilder.signIn(app, ADMIN);
    const { page } = builder;

    // Adding a product list opens the picker; the list is added with what is chosen there.
    const before = await builder.rowIdSet();
    await builder.pickFromDrawer('Ürün Listesi');
    const picker = page.getByRole('dialog', { name: 'Ürün Seç' });
    await picker.waitFor();
    for (const product of PICKED) {
      await picker.getByRole('searchbox', { name: 'Ürün ara' }).fill(product.name);
      const item = picker.locator('.product-picker__item').filter({ hasText: product.slug });
      await item.waitFor();
      await item.locator('.p-checkbox').click();
    }
    await expect.poll(() => picker.locator('.product-picker__count').textContent()).toBe('3 ürün seçildi');
    await picker.getByRole('button', { name: 'Seçimi onayla' }).click();
    await picker.waitFor({ state: 'detached' });

    const id = await builder.newRowId(before);
    let settings = await builder.openPanel(builder.rowById(id));
    const list = settings.getByRole('list', { name: 'Ürünler' });
    await expect.poll(() => itemTitles(list)).toEqual(PICKED.map((p) => p.name));

    // The third product to the top from the keyboard, each step announced in Turkish.
    const third = PICKED[2]!.name;
    await moveWithKeyboard(settings.getByRole('button', { name: `${third}: taşı` }), {
      pickedUp: `${third} taşınmak için alındı. Şu an 3 öğe içinde 3. sırada.`,
      key: 'ArrowUp',
      moved: [`${third}, 3 öğe içinde 2. sıraya taşındı.`, `${third}, 3 öğe içinde 1. sıraya taşındı.`],
    });
    await expect.poll(() => itemTitles(list)).toEqual(ORDERED.map((p) => p.name));

    // Settings are a draft until Kaydet.
    await settings.getByRole('button', { name: 'Ayarları düzenle' }).click();
    const form = page.getByRole('dialog', { name: 'Ürün listesi ayarları' });
    await form.getByLabel('Başlık', { exact: true }).fill(TITLE);
    await form.getByRole('button', { name: 'Kaydet', exact: true }).click();
    await form.waitFor({ state: 'detached' });

    // The preview shows the real cards (name and price) in the new order.
    const previewList = builder.preview.locator('section.sf-product-list').filter({ hasText: TITLE });
    await expect
      .poll(() => previewList.getByRole('article').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label'))))
      .toEqual(ORDERED.map((p) => p.name));
    expect(await previewList.locator('.sf-price-now').first().textContent()).toBe(tryPrice(ORDERED[0]!.price));

    await builder.save();

    await builder.reload();
    settings = await builder.openPanel(builder.rowById(id));
    await expect.poll(() => itemTitles(settings.getByRole('list', { name: 'Ürünler' }))).toEqual(ORDERED.map((p) => p.name));

    await checkStorefront(DESKTOP);
    await checkStorefront(PHONE);
  });
});
