import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_WAREHOUSE_IDS } from '../src/seed/demo-catalogue-setup';
import { DESKTOP, PHONE, useTestApp } from './kit/app';
import { moveWithKeyboard } from './kit/drag';
import { typeNumber } from './kit/forms';
import { AdminShell, withToast } from './kit/shell';
import { asShopper } from './kit/storefront';

const app = useTestApp();

const PRODUCT_MANAGER = 'product_manager@example.com';
const WAREHOUSE_MANAGER = 'warehouse_manager@example.com';
const tryPrice = (value: number) => new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' }).format(value);

/** The Stok page of one warehouse, searched for `q` (the filters live in the address). */
const stockPath = (warehouseId: string, q: string) => `/admin/catalog/warehouse/stock?warehouseId=${warehouseId}&q=${encodeURIComponent(q)}`;

/** The Stok page's rows: SKU, option and on hand, in the listed order. */
const stockRows = (page: Page) =>
  page
    // PrimeReact puts the table's name on its wrapper.
    .locator('[aria-label="Depo stokları"] tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => {
        const cells = Array.from(row.querySelectorAll('td')).map((td) => td.innerText.trim());
        return { sku: cells[0], option: cells[2], onHand: cells[3] };
      }),
    );

// ---------------------------------------------------------------------------
// 1. Option types on Varyantlar, then a product in their combinations with stock in both warehouses.

/** The product this file creates; its SKUs are the default pattern {urun}-{secenekler}. */
const NAME = 'E2E Keten Gömlek';
const SKU_PREFIX = 'E2EKETENGOMLEK';
const SLEEVES = ['Kısa', 'Uzun'] as const;
/** A colour type (Renk is seeded, so another name): as typed; Lila is then moved above Mint from the keyboard. */
const COLOUR_TYPE = 'Desen Rengi';
const COLOURS_TYPED = ['Bordo', 'Haki', 'Mint', 'Lila'] as const;
const COLOURS = ['Bordo', 'Haki', 'Lila', 'Mint'] as const;
/** Each colour's swatch as picked, and as the browser computes it back. */
const SWATCHES: Record<(typeof COLOURS)[number], { hex: string; rgb: string }> = {
  Bordo: { hex: '#800020', rgb: 'rgb(128, 0, 32)' },
  Haki: { hex: '#8a865d', rgb: 'rgb(138, 134, 93)' },
  Lila: { hex: '#c8a2c8', rgb: 'rgb(200, 162, 200)' },
  Mint: { hex: '#98ff98', rgb: 'rgb(152, 255, 152)' },
};
/** Names beside their swatch colours, in order: what a value list shows (a colour is never shown alone). */
const namedSwatches = (values: Locator, swatch: string) =>
  values.evaluateAll(
    (nodes, selector) =>
      nodes.map((node) => {
        const dot = node.querySelector(selector);
        return `${node.textContent?.trim() ?? ''} ${dot ? getComputedStyle(dot).backgroundColor : 'yok'}`;
      }),
    swatch,
  );
const SWATCHES_SHOWN = COLOURS.map((c) => `${c} ${SWATCHES[c].rgb}`);
/** Kol Boyu varies slowest: the order it was picked in. */
const ROWS = SLEEVES.flatMap((s) =>
  COLOURS.map((c) => ({ label: `${s} / ${c}`, sku: `${SKU_PREFIX}-${s === 'Kısa' ? 'KISA' : 'UZUN'}-${c.toUpperCase()}` })),
);
/** Stock typed for two rows, per warehouse. */
const STOCK = [
  { label: 'Kısa / Bordo', merkez: '12', ankara: '4' },
  { label: 'Uzun / Mint', merkez: '7', ankara: '9' },
] as const;

const stockCell = (form: Locator, row: string, warehouse: 'Merkez Depo' | 'Ankara Depo') =>
  form.getByLabel(`${row}: ${warehouse} (Adet)`, { exact: true });

/** The variant table's rows as shown: combination and SKU. */
const variantRows = (form: Locator) =>
  form.locator('.variant-table tbody tr').evaluateAll((rows) =>
    rows.map((row) => ({
      label: row.querySelector('.variant-col-combination')?.textContent?.trim() ?? '',
      sku: row.querySelector<HTMLInputElement>('.variant-col-sku input')?.value ?? '',
    })),
  );

const addOptionType = async (page: Page, name: string, values: readonly string[], arrange?: (dialog: Locator) => Promise<void>) => {
  await page.getByRole('button', { name: 'Ekle', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Yeni varyant tipi' });
  await dialog.waitFor();
  await dialog.getByLabel('Ad', { exact: true }).fill(name);
  const value = dialog.getByLabel('Yeni değer', { exact: true });
  for (const label of values) {
    await value.fill(label);
    await value.press('Enter');
  }
  const list = dialog.getByRole('list', { name: /^Değerler/ });
  await expect.poll(() => list.locator('li').allTextContents()).toHaveLength(values.length);
  await arrange?.(dialog);
  await withToast(page, `“${name}” kaydedildi.`, () => dialog.getByRole('button', { name: 'Kaydet', exact: true }).click(), { exact: true });
  await dialog.waitFor({ state: 'detached' });
};

describe('variants: option types, a product in their combinations, stock per warehouse', () => {
  it('a product manager adds Kol Boyu and a colour type with swatches (one value moved from the keyboard), then a product with 8 variants and stock in both warehouses', async () => {
    const shell = await AdminShell.signIn(app, PRODUCT_MANAGER);
    const { page } = shell;
    await shell.goto('/admin/catalog/variant');
    await page.getByRole('heading', { name: 'Varyantlar', level: 1 }).waitFor();

    await addOptionType(page, 'Kol Boyu', SLEEVES);
    await addOptionType(page, COLOUR_TYPE, COLOURS_TYPED, async (dialog) => {
      await dialog.getByRole('button', { name: 'Renk', exact: true }).click();
      for (const colour of COLOURS) await dialog.getByLabel(`${colour} rengi`, { exact: true }).fill(SWATCHES[colour].hex);
      await moveWithKeyboard(dialog.getByRole('button', { name: 'Lila: taşı', exact: true }), {
        pickedUp: 'Lila taşınmak için alındı. Şu an 4 öğe içinde 4. sırada.',
        key: 'ArrowUp',
        moved: ['Lila, 4 öğe içinde 3. sıraya taşındı.'],
        ended: 'Lila, 4 öğe içinde 3. sıraya bırakıldı.',
      });
    });
    // Stored in that order, a colour type with each swatch beside its name: the list shows it after a reload.
    await page.reload();
    const typesTable = page.locator('[aria-label="Varyant tipleri"]');
    const rowOf = (name: string) => typesTable.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
    await expect.poll(() => rowOf(COLOUR_TYPE).locator('.p-tag').allTextContents()).toEqual([...COLOURS]);
    expect(await rowOf(COLOUR_TYPE).getByRole('cell', { name: 'Renk', exact: true }).count()).toBe(1);
    expect(await namedSwatches(rowOf(COLOUR_TYPE).locator('.p-tag'), '.setup-swatch')).toEqual(SWATCHES_SHOWN);
    expect(await rowOf('Kol Boyu').locator('.p-tag').allTextContents()).toEqual([...SLEEVES]);

    // The new-product form: name, price, category, then the two new types with all their values.
    await shell.goto('/admin/catalog/product/upsert');
    await page.getByRole('heading', { name: 'Yeni ürün', level: 1 }).waitFor();
    const form = page.getByRole('form', { name: 'Yeni ürün' });
    await form.getByLabel('Ürün adı', { exact: true }).fill(NAME);
    await typeNumber(form.getByLabel('Fiyat (₺)', { exact: true }), '899,90', '899,90');
    const tree = form.getByRole('tree', { name: 'Kategoriler' });
    for (const parent of ['Giyim', 'Erkek']) {
      await tree.getByRole('treeitem', { name: parent, exact: true }).locator('[data-pc-section="toggler"]').first().click();
    }
    const gomlek = tree.getByRole('treeitem', { name: 'Gömlek', exact: true });
    await gomlek.locator('[data-pc-section="content"]').first().click();
    await expect.poll(() => gomlek.getAttribute('aria-checked')).toBe('true');

    await form.getByRole('checkbox', { name: 'Kol Boyu', exact: true }).check();
    await form.getByRole('checkbox', { name: COLOUR_TYPE, exact: true }).check();
    for (const label of SLEEVES)
      await form.getByRole('group', { name: 'Kol Boyu değerleri' }).getByRole('checkbox', { name: label, exact: true }).check();
    const colourValues = form.getByRole('group', { name: `${COLOUR_TYPE} değerleri` });
    // The product form offers the colours as swatches with their names too.
    expect(await namedSwatches(colourValues.locator('label'), '.variant-swatch')).toEqual(SWATCHES_SHOWN);
    for (const label of COLOURS) await colourValues.getByRole('checkbox', { name: label, exact: true }).check();
    await form.getByText('8 birleşim oluşturulacak; var olan satırlar korunur.', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Tümünü oluştur', exact: true }).click();
    await form.getByText('8 varyant · Tab ile hücreler arasında, Enter ile alt satıra geçin.', { exact: true }).waitFor();
    expect(await variantRows(form)).toEqual(ROWS);

    for (const row of STOCK) {
      await stockCell(form, row.label, 'Merkez Depo').fill(row.merkez);
      await stockCell(form, row.label, 'Ankara Depo').fill(row.ankara);
    }
    const stockSaved = page.getByText('4 stok değeri güncellendi.', { exact: true }).first().waitFor();
    await withToast(page, `“${NAME}” ürünü oluşturuldu.`, () => form.getByRole('button', { name: 'Kaydet', exact: true }).click(), { exact: true });
    await stockSaved;
    await page.waitForURL(/\/admin\/catalog\/product\/upsert\/[^/]+$/);

    // After a reload: the 8 variants with their SKUs and the typed stock, from the server.
    await page.reload();
    await page.getByRole('heading', { name: `Ürünü düzenle: ${NAME}`, level: 1 }).waitFor();
    const edit = page.getByRole('form', { name: `Ürünü düzenle: ${NAME}` });
    await expect.poll(() => variantRows(edit)).toEqual(ROWS);
    for (const row of STOCK) {
      await expect.poll(() => stockCell(edit, row.label, 'Merkez Depo').inputValue()).toBe(row.merkez);
      await expect.poll(() => stockCell(edit, row.label, 'Ankara Depo').inputValue()).toBe(row.ankara);
    }

    // Ankara's Stok page lists the two stocked variants.
    await shell.goto(stockPath(DEMO_WAREHOUSE_IDS.ankara, SKU_PREFIX));
    await page.getByRole('heading', { name: 'Stok', level: 1 }).waitFor();
    await expect
      .poll(async () => (await stockRows(page)).sort((a, b) => String(a.sku).localeCompare(String(b.sku))))
      .toEqual([
        { sku: `${SKU_PREFIX}-KISA-BORDO`, option: 'Kısa / Bordo', onHand: '4' },
        { sku: `${SKU_PREFIX}-UZUN-MINT`, option: 'Uzun / Mint', onHand: '9' },
      ]);
    await shell.close();
  });
});

// ---------------------------------------------------------------------------
// 2. A transfer between the two warehouses on the Stok page.

/** Seeded (scripts/src/seed/demo-stock.ts): 22 in Merkez Depo, 3 in Ankara Depo. */
const MOVED_SKU = 'PREMIUM-BEYAZ-BLUZ-2-L-LACIVERT';

describe('stock: a warehouse manager moves stock between warehouses', () => {
  it('transfers 5 from Merkez to Ankara, sees both movements, and the on-hand of both after a reload', async () => {
    const shell = await AdminShell.signIn(app, WAREHOUSE_MANAGER);
    const { page } = shell;
    await shell.goto(stockPath(DEMO_WAREHOUSE_IDS.merkez, MOVED_SKU));
    await page.getByRole('heading', { name: 'Stok', level: 1 }).waitFor();
    await expect.poll(() => stockRows(page)).toEqual([{ sku: MOVED_SKU, option: 'L / Lacivert', onHand: '22' }]);

    await page.getByRole('button', { name: `${MOVED_SKU} stoğunu başka depoya transfer et`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Transfer: ${MOVED_SKU}` });
    await dialog.waitFor();
    await dialog.getByText('Kullanılabilir: 22', { exact: true }).waitFor();
    // PrimeReact's dropdown opens from its box (its label's input sits under it); the only one of a transfer.
    await dialog.getByText('Hedef depo', { exact: true }).waitFor();
    await dialog.locator('.p-dropdown').click();
    await page.getByRole('option', { name: 'Ankara Depo', exact: true }).click();
    await typeNumber(dialog.getByLabel('Miktar', { exact: true }), '5', '5');
    await withToast(page, 'Stok transfer edildi.', () => dialog.getByRole('button', { name: 'Transfer et', exact: true }).click(), { exact: true });
    await dialog.waitFor({ state: 'detached' });

    // Who moved it: the name, or the e-mail where the sign-in carries no name (the local user pool, as on Genel Bakış).
    const BY = expect.stringMatching(/^(Hakan Şahin|warehouse_manager@example\.com)$/);
    // The variant's movements: one out of Merkez, one into Ankara, each with the on-hand after it.
    await page.getByRole('button', { name: `${MOVED_SKU} stok hareketleri`, exact: true }).click();
    const history = page.getByRole('dialog', { name: `Stok hareketleri: ${MOVED_SKU}` });
    const movements = () =>
      history.locator('tbody tr').evaluateAll((rows) =>
        rows
          .map((row) =>
            Array.from(row.querySelectorAll('td'))
              .slice(1)
              .map((td) => td.innerText.trim()),
          )
          .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      );
    await expect.poll(movements).toEqual([
      ['Ankara Depo', 'Transfer (giriş)', '+5', '8', BY, '← Merkez Depo'],
      ['Merkez Depo', 'Transfer (çıkış)', '-5', '17', BY, '→ Ankara Depo'],
    ]);
    await page.keyboard.press('Escape');
    await history.waitFor({ state: 'detached' });

    // After a reload, each warehouse's page shows its new on-hand, the options still in the product's order.
    await page.reload();
    await expect.poll(() => stockRows(page)).toEqual([{ sku: MOVED_SKU, option: 'L / Lacivert', onHand: '17' }]);
    await shell.goto(stockPath(DEMO_WAREHOUSE_IDS.ankara, MOVED_SKU));
    await expect.poll(() => stockRows(page)).toEqual([{ sku: MOVED_SKU, option: 'L / Lacivert', onHand: '8' }]);
    await shell.close();
  });
});

// ---------------------------------------------------------------------------
// 3. The shopper's option picker.

/** A seeded product in Beden × Renk (scripts/src/seed/demo-data.ts): XL costs ₺100 more. */
const SHIRT = {
  name: 'Organik Siyah Gömlek 4',
  slug: 'organik-siyah-gomlek-4',
  price: 2403.99,
  xlPrice: 2503.99,
  sku: 'ORGANIK-SIYAH-GOMLEK-4',
} as const;
/** Sold out in both warehouses as seeded (scripts/src/seed/demo-stock.ts: the fourth combination of each product in sizes). */
const SOLD_OUT = `${SHIRT.sku}-M-LACIVERT`;

const urlSku = (page: Page) => new URL(page.url()).searchParams.get('v');

/** What the product page shows of the choice: the groups' legends, price, stock state and the address's SKU. */
const shown = async (page: Page) => {
  const info = page.locator('.sf-product-info');
  return {
    legends: await info.locator('.sf-option-legend').allTextContents(),
    price: await info.locator('.sf-price-now').textContent(),
    stock: await info.locator('.sf-stock').textContent(),
    v: urlSku(page),
  };
};
const expected = (size: string, colour: string, stock = 'Stokta') => ({
  legends: [`Beden: ${size}`, `Renk: ${colour}`],
  price: tryPrice(size === 'XL' ? SHIRT.xlPrice : SHIRT.price),
  stock,
  v: `${SHIRT.sku}-${size}-${colour === 'Kırmızı' ? 'KIRMIZI' : 'LACIVERT'}`,
});

describe('the storefront option picker', () => {
  it('a shopper picks a size and a colour: price, stock state and ?v= follow; a sold-out combination is marked and cannot be chosen', async () => {
    await asShopper(app, {}, async (shop) => {
      const { page } = shop;
      await shop.goto(`/product/${SHIRT.slug}`);
      await page.getByRole('heading', { name: SHIRT.name, level: 1 }).waitFor();
      const size = page.getByRole('radiogroup', { name: /^Beden:/ });
      const colour = page.getByRole('radiogroup', { name: /^Renk:/ });
      // Opens on the first combination in stock.
      await expect.poll(() => shown(page)).toEqual(expected('S', 'Kırmızı'));

      await colour.getByRole('radio', { name: 'Lacivert', exact: true }).click();
      await expect.poll(() => shown(page)).toEqual(expected('S', 'Lacivert'));
      expect(await colour.getByRole('radio', { name: 'Lacivert', exact: true }).getAttribute('aria-checked')).toBe('true');

      // With Lacivert, M is sold out: marked, and a click does not choose it.
      const m = size.getByRole('radio', { name: 'M (Tükendi)', exact: true });
      expect(await m.getAttribute('aria-disabled')).toBe('true');
      expect(await m.getAttribute('class')).toContain('sf-option--out');
      // Playwright will not click an aria-disabled element unless forced; a shopper's click does reach it.
      await m.click({ force: true });
      expect(await m.getAttribute('aria-checked')).toBe('false');
      await expect.poll(() => shown(page)).toEqual(expected('S', 'Lacivert'));

      await size.getByRole('radio', { name: 'XL', exact: true }).click();
      await expect.poll(() => shown(page)).toEqual(expected('XL', 'Lacivert'));
      await colour.getByRole('radio', { name: 'Kırmızı', exact: true }).click();
      await expect.poll(() => shown(page)).toEqual(expected('XL', 'Kırmızı'));
      // M is in stock in Kırmızı; with M chosen, Lacivert is the one marked.
      await size.getByRole('radio', { name: 'M', exact: true }).click();
      await expect.poll(() => shown(page)).toEqual(expected('M', 'Kırmızı'));
      expect(await colour.getByRole('radio', { name: 'Lacivert (Tükendi)', exact: true }).getAttribute('aria-disabled')).toBe('true');

      // A shared link to the sold-out combination opens it, said to be sold out.
      await page.goto(`${app.url}/product/${SHIRT.slug}?v=${SOLD_OUT}`);
      await expect.poll(() => shown(page)).toEqual(expected('M', 'Lacivert', 'Tükendi'));
    });
  });

  for (const [name, viewport] of [
    ['1440', DESKTOP],
    ['390', PHONE],
  ] as const) {
    it(`keyboard only at ${name} px: Tab into Beden, arrows choose, Tab to Renk, arrows; sold-out values are skipped`, async () => {
      await asShopper(app, { viewport }, async (shop) => {
        const { page } = shop;
        await shop.goto(`/product/${SHIRT.slug}`);
        const title = page.getByRole('heading', { name: SHIRT.name, level: 1 });
        await title.waitFor();
        await expect.poll(() => shown(page)).toEqual(expected('S', 'Kırmızı'));
        const focused = () =>
          page.evaluate(
            () =>
              // The group's option type: the start of the label its aria-labelledby names ("Beden: M").
              `${document.getElementById(document.activeElement?.closest('[role=radiogroup]')?.getAttribute('aria-labelledby') ?? '')?.textContent?.split(':')[0] ?? ''}|${document.activeElement?.textContent ?? ''}`,
          );

        // From the title, the next stop is the chosen size.
        await title.click();
        await page.keyboard.press('Tab');
        await expect.poll(focused).toBe('Beden|S');
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => shown(page)).toEqual(expected('M', 'Kırmızı'));
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => shown(page)).toEqual(expected('L', 'Kırmızı'));
        expect(await focused()).toBe('Beden|L');

        await page.keyboard.press('Tab');
        await expect.poll(focused).toBe('Renk|Kırmızı');
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => shown(page)).toEqual(expected('L', 'Lacivert'));

        // Back in Beden with Lacivert chosen: left from L skips the sold-out M, then wraps to XL.
        await page.keyboard.press('Shift+Tab');
        await expect.poll(focused).toBe('Beden|L');
        await page.keyboard.press('ArrowLeft');
        await expect.poll(() => shown(page)).toEqual(expected('S', 'Lacivert'));
        await page.keyboard.press('ArrowLeft');
        await expect.poll(() => shown(page)).toEqual(expected('XL', 'Lacivert'));
        expect(await focused()).toBe('Beden|XL');
      });
    });
  }
});

// ---------------------------------------------------------------------------
// 4. A product's content, written by a content manager and read by a shopper.

const CONTENT_MANAGER = 'content_manager@example.com';
/** Seeded as the first demo product (scripts/src/seed/demo-data.ts). */
const DRESS = { id: '1', name: 'Organik Pembe Elbise 1', slug: 'organik-pembe-elbise-1' } as const;

describe('product content: a content manager writes it, a shopper reads it', () => {
  it('saves a rich description, an SSS and a CTA (Ek bilgiler read-only for the role), kept after a reload and shown on /product/{slug}', async () => {
    const shell = await AdminShell.signIn(app, CONTENT_MANAGER);
    const { page } = shell;
    // Found from the product list's İçerik action, as the role reaches it.
    await shell.goto('/admin/catalog/product');
    await page.getByRole('link', { name: `${DRESS.name} ürününün içeriği`, exact: true }).click();
    await page.getByRole('heading', { name: `Ürün İçeriği: ${DRESS.name}`, level: 1 }).waitFor();
    const form = page.getByRole('form', { name: `${DRESS.name} ürününün içeriği` });
    // Ek bilgiler is additional info, which CONTENT_MANAGER does not hold.
    await form.getByText('Bu bölümü düzenleme yetkiniz yok; yalnızca görüntüleyebilirsiniz.', { exact: true }).waitFor();
    expect(await form.getByRole('button', { name: 'Özellik ekle', exact: true }).isDisabled()).toBe(true);

    const editor = form.locator('.ql-editor');
    await editor.click();
    await page.keyboard.type('Yumuşak dokulu, günlük bir elbise. ');
    await form.getByRole('button', { name: 'Kalın', exact: true }).click();
    await page.keyboard.type('Yüzde yüz pamuk.');
    await form.getByRole('button', { name: 'Soru ekle', exact: true }).click();
    await form.getByLabel('Soru 1', { exact: true }).fill('Kalıbı nasıl?');
    await form.getByLabel('Cevap 1', { exact: true }).fill('Normal kalıptır; kendi bedeninizi seçin.');
    await form.getByLabel('CTA göster', { exact: true }).check();
    await form.getByLabel('Düğme metni', { exact: true }).fill('Beden tablosu');
    await form.getByLabel('Bağlantı', { exact: true }).fill('/sayfa/beden-tablosu');
    await withToast(page, 'Ürün içeriği kaydedildi.', () => form.getByRole('button', { name: 'Kaydet', exact: true }).click(), { exact: true });

    await page.reload();
    await expect.poll(() => editor.innerHTML()).toBe('<p>Yumuşak dokulu, günlük bir elbise. <strong>Yüzde yüz pamuk.</strong></p>');
    expect(await form.getByLabel('Soru 1', { exact: true }).inputValue()).toBe('Kalıbı nasıl?');
    await page.screenshot({ path: '/tmp/shots/product-content-1440.png', fullPage: true });
    await shell.close();

    await asShopper(app, { viewport: PHONE }, async (shop) => {
      const { page: shopper } = shop;
      await shop.goto(`/product/${DRESS.slug}`);
      await shopper.getByRole('heading', { name: DRESS.name, level: 1 }).waitFor();
      await shopper.getByText('Yumuşak dokulu, günlük bir elbise.').waitFor();
      expect(await shopper.locator('strong', { hasText: 'Yüzde yüz pamuk.' }).count()).toBe(1);
      const cta = shopper.getByRole('link', { name: 'Beden tablosu', exact: true });
      expect(await cta.getAttribute('href')).toBe('/sayfa/beden-tablosu');
      await shopper.getByRole('heading', { name: 'Sıkça Sorulan Sorular' }).waitFor();
      const question = shopper.getByRole('button', { name: 'Kalıbı nasıl?', exact: true });
      expect(await question.getAttribute('aria-expanded')).toBe('false');
      await question.focus();
      await shopper.keyboard.press('Enter');
      expect(await question.getAttribute('aria-expanded')).toBe('true');
      await shopper.getByText('Normal kalıptır; kendi bedeninizi seçin.', { exact: true }).waitFor();
      await shopper.screenshot({ path: '/tmp/shots/product-content-shop-390.png', fullPage: true });
    });
  });
});
