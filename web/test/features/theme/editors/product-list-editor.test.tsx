import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_PRODUCT_LIST_SETTINGS, type ProductCard, type ProductListSettings, type ThemeComponent } from '@shop/shared';
import { sectionsFor } from '../../../../src/features/theme/editors/product-list/fields';
import { moveProduct, removeProduct } from '../../../../src/features/theme/editors/product-list/product-order';
import { applyDraft, openDraft } from '../../../../src/features/theme/editors/product-list/settings-draft';
import { componentOf, dialog, openEditor } from './editor-harness';

const card = (id: string, name: string): ProductCard => ({ id, name, slug: id, price: 100, isActive: true, inStock: true });

describe('product-list order (pure)', () => {
  const products = [
    { productId: 'c', order: 3 },
    { productId: 'a', order: 1, product: { id: 'a', name: 'A', slug: 'a' } },
    { productId: 'b', order: 2 },
  ];

  it('moves a product and renumbers 1..n in the new order, keeping what rides along', () => {
    expect(moveProduct(products, 'c', 0)).toEqual([
      { productId: 'c', order: 1 },
      { productId: 'a', order: 2, product: { id: 'a', name: 'A', slug: 'a' } },
      { productId: 'b', order: 3 },
    ]);
  });

  it('removes a product and closes the gap', () => {
    expect(removeProduct(products, 'a')).toEqual([
      { productId: 'b', order: 1 },
      { productId: 'c', order: 2 },
    ]);
  });
});

describe('product-list settings draft (pure)', () => {
  const current = DEFAULT_PRODUCT_LIST_SETTINGS;

  it('a draft left as it was applies nothing', () => {
    expect(applyDraft(current, openDraft(current))).toEqual({ kind: 'unchanged' });
  });

  it('applies a changed draft with enableSlider following the layout', () => {
    const result = applyDraft(current, { ...openDraft(current), title: 'Fırsatlar', layout: 'slider', autoPlaySpeed: 7000 });
    expect(result).toEqual({
      kind: 'apply',
      settings: { ...current, title: 'Fırsatlar', layout: 'slider', enableSlider: true, autoPlaySpeed: 7000 },
    });
  });

  it('refuses columns outside the spec ranges with the field named, applying nothing', () => {
    const result = applyDraft(current, { ...openDraft(current), desktopColumns: 7, tabletColumns: 0 });
    expect(result).toEqual({
      kind: 'invalid',
      errors: { tabletColumns: 'tabletColumns en az 1 olmalıdır.', desktopColumns: 'desktopColumns en fazla 6 olabilir.' },
    });
  });

  it('shows the grid group or the slider group by layout', () => {
    expect(sectionsFor({ layout: 'grid' }).map((s) => s.title)).toEqual(['Başlık ve açıklama', 'Yerleşim', 'Izgara', 'Boşluklar', 'Yazı biçimi']);
    expect(sectionsFor({ layout: 'slider' }).map((s) => s.title)).toEqual([
      'Başlık ve açıklama',
      'Yerleşim',
      'Kaydırıcı',
      'Boşluklar',
      'Yazı biçimi',
    ]);
  });
});

describe('product-list panel and settings dialog', () => {
  beforeEach(() => {
    // The panel names its products from the catalogue; "gone" is inactive or deleted (not in the answer).
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () => new Response(JSON.stringify({ products: [card('p1', 'Keten Gömlek'), card('p2', 'Deri Kemer')] }), { status: 200 }),
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  const list = (): ThemeComponent => ({
    ...componentOf('PRODUCT_LIST', 'pl1', 'Öne Çıkanlar', { title: 'Öne Çıkanlar' }),
    products: [
      { productId: 'p2', order: 2 },
      { productId: 'p1', order: 1, product: { id: 'p1', name: 'Eski Ad', slug: 'p1' } },
      { productId: 'gone', order: 3, product: { id: 'gone', name: 'Silinen', slug: 'gone' } },
    ],
  });

  it('lists the products in order with their current names, marking one the catalogue no longer shows', async () => {
    const { panel } = await openEditor(list());
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByTestId('kit-item')
          .map((row) => row.querySelector('.kit-item-title')?.textContent),
      ).toEqual(['Keten Gömlek', 'Deri Kemer', 'Silinen — Katalogda yok veya pasif (mağazada gösterilmez)']),
    );
  });

  it('İptal drops the draft: nothing changes and the next opening starts from the stored settings', async () => {
    const { panel, save } = await openEditor(list());
    fireEvent.click(within(panel).getByRole('button', { name: 'Ayarları düzenle' }));
    let form = await dialog('Ürün listesi ayarları');
    fireEvent.change(within(form).getByLabelText('Başlık'), { target: { value: 'Vazgeçilen' } });
    fireEvent.click(within(form).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ürün listesi ayarları' })).toBeNull());

    fireEvent.click(within(panel).getByRole('button', { name: 'Ayarları düzenle' }));
    form = await dialog('Ürün listesi ayarları');
    expect(within(form).getByLabelText<HTMLInputElement>('Başlık').value).toBe('Öne Çıkanlar');
    fireEvent.click(within(form).getByRole('button', { name: 'İptal' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ürün listesi ayarları' })).toBeNull());

    const data = await save<ProductListSettings>();
    expect(data.title).toBe('Öne Çıkanlar');
  });

  it('Kaydet applies the draft: the slider group replaces the grid group, and the save carries the settings with the products in their places', async () => {
    const { panel, save, saves } = await openEditor(list());
    fireEvent.click(within(panel).getByRole('button', { name: 'Ayarları düzenle' }));
    const form = await dialog('Ürün listesi ayarları');
    expect(within(form).getByText('Sayfalama')).toBeTruthy();
    expect(within(form).queryByText('Otomatik oynat')).toBeNull();

    fireEvent.change(within(form).getByLabelText('Başlık'), { target: { value: 'Haftanın Fırsatları' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydırıcı' }));
    expect(await within(form).findByText('Otomatik oynat')).toBeTruthy();
    expect(within(form).queryByText('Sayfalama')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ürün listesi ayarları' })).toBeNull());

    const data = await save<ProductListSettings>();
    expect([data.title, data.layout, data.enableSlider]).toEqual(['Haftanın Fırsatları', 'slider', true]);
    const saved = saves.at(-1)?.tabs.find((tab) => tab.pageType === 'HOME')?.components[0];
    expect(saved?.products.map((p) => [p.productId, p.order]).sort((a, b) => Number(a[1]) - Number(b[1]))).toEqual([
      ['p1', 1],
      ['p2', 2],
      ['gone', 3],
    ]);
  });

  it('removes a product from the list, renumbering the rest', async () => {
    const { panel, save, saves } = await openEditor(list());
    fireEvent.click(await within(panel).findByRole('button', { name: 'Keten Gömlek: sil' }));
    await waitFor(() => expect(within(panel).getAllByTestId('kit-item')).toHaveLength(2));
    await save();
    const saved = saves.at(-1)?.tabs.find((tab) => tab.pageType === 'HOME')?.components[0];
    expect(saved?.products.map((p) => [p.productId, p.order])).toEqual([
      ['p2', 1],
      ['gone', 2],
    ]);
  });
});
