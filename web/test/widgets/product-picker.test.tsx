import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { Category, ProductPickerItem, ThemeListItem } from '@shop/shared';
import { apiFetch } from '../../src/api/client';
import { ApiError } from '../../src/api/api-error';
import { ProductPickerDialog } from '../../src/widgets/product-picker/ProductPickerDialog';

vi.mock('../../src/api/client', () => ({ apiFetch: vi.fn() }));

const p = (id: string, name: string): ProductPickerItem => ({ id, name, slug: name.toLowerCase() });
const PRODUCTS = [p('p1', 'Elbise'), p('p2', 'Bluz'), p('p3', 'Etek')];
const CATEGORIES: Category[] = [{ id: 'c1', name: 'Giyim', parents: [] }];

interface Query {
  search: string;
  category: string;
}
type ProductAnswer = (query: Query) => Promise<ProductPickerItem[]>;

const serve = (products: ProductAnswer) =>
  vi
    .mocked(apiFetch)
    .mockImplementation((route: string, request?: { query?: Query }) =>
      route === 'listCategories' ? Promise.resolve({ data: CATEGORIES }) : products(request?.query ?? { search: '', category: '' }),
    );

const productQueries = () =>
  vi
    .mocked(apiFetch)
    .mock.calls.filter(([route]) => route === 'themeSelectorProducts')
    .map(([, request]) => (request as unknown as { query: Query }).query);

const open = (initial: ThemeListItem[] = [], onConfirm = vi.fn()) =>
  render(<ProductPickerDialog visible initial={initial} onConfirm={onConfirm} onHide={vi.fn()} />);

const box = (name: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: new RegExp(`^${name}`) });

const confirmItems = (onConfirm: ReturnType<typeof vi.fn>) => {
  fireEvent.click(screen.getByRole('button', { name: 'Seçimi onayla' }));
  return onConfirm.mock.calls.at(-1)?.[0] as ThemeListItem[];
};

describe('ProductPickerDialog', () => {
  beforeEach(() => {
    vi.mocked(apiFetch).mockReset();
  });
  afterEach(() => vi.useRealTimers());

  it('lists the products and toggles them; confirm gives theme list items in the order chosen', async () => {
    serve(async () => PRODUCTS);
    const onConfirm = vi.fn();
    open([{ productId: 'p3', order: 1, product: PRODUCTS[2] }], onConfirm);
    await screen.findByText('Elbise');
    expect(box('Etek').checked).toBe(true);
    expect(screen.getByText('1 ürün seçildi')).toBeTruthy();
    fireEvent.click(box('Bluz'));
    fireEvent.click(box('Elbise'));
    expect(screen.getByText('3 ürün seçildi')).toBeTruthy();
    fireEvent.click(box('Bluz'));
    expect(box('Bluz').checked).toBe(false);
    expect(confirmItems(onConfirm)).toEqual([
      { productId: 'p3', order: 1, product: PRODUCTS[2] },
      { productId: 'p1', order: 2, product: PRODUCTS[0] },
    ]);
    expect(productQueries()[0]).toEqual({ search: '', category: '' });
  });

  it('select all and deselect all act on the listed products only', async () => {
    serve(async () => PRODUCTS);
    const onConfirm = vi.fn();
    open([{ productId: 'elsewhere', order: 1 }], onConfirm);
    await screen.findByText('Elbise');
    fireEvent.click(screen.getByRole('button', { name: 'Tümünü seç' }));
    expect(PRODUCTS.map((product) => box(product.name).checked)).toEqual([true, true, true]);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Tümünü seç' }).disabled).toBe(true);
    expect(confirmItems(onConfirm).map((item) => item.productId)).toEqual(['elsewhere', 'p1', 'p2', 'p3']);
    fireEvent.click(screen.getByRole('button', { name: 'Tümünün seçimini kaldır' }));
    expect(PRODUCTS.map((product) => box(product.name).checked)).toEqual([false, false, false]);
    expect(confirmItems(onConfirm)).toEqual([{ productId: 'elsewhere', order: 1 }]);
  });

  it('searches 500 ms after the typing stops', async () => {
    vi.useFakeTimers();
    serve(async (query) => (query.search ? [p('p9', 'Kırmızı Elbise')] : PRODUCTS));
    open();
    await act(async () => {});
    const search = screen.getByRole('searchbox', { name: 'Ürün ara' });
    fireEvent.change(search, { target: { value: 'kır' } });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.change(search, { target: { value: 'kırmızı' } });
    act(() => {
      vi.advanceTimersByTime(499);
    });
    expect(productQueries()).toHaveLength(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    await act(async () => {});
    expect(productQueries()).toEqual([
      { search: '', category: '' },
      { search: 'kırmızı', category: '' },
    ]);
    expect(screen.getByText('Kırmızı Elbise')).toBeTruthy();
  });

  it('filters by the chosen category', async () => {
    const offsetParent = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent');
    // jsdom lays nothing out; PrimeReact hides overlays it believes are detached.
    Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
    try {
      serve(async (query) => (query.category === 'c1' ? [p('p7', 'Kaban')] : PRODUCTS));
      open();
      await screen.findByText('Elbise');
      fireEvent.click(screen.getByText('Tüm kategoriler'));
      fireEvent.click(await screen.findByText('Giyim'));
      expect(await screen.findByText('Kaban')).toBeTruthy();
      expect(productQueries().at(-1)).toEqual({ search: '', category: 'c1' });
    } finally {
      if (offsetParent) Object.defineProperty(HTMLElement.prototype, 'offsetParent', offsetParent);
    }
  });

  it('says "Ürün bulunamadı" when nothing is found', async () => {
    serve(async () => []);
    open();
    expect(await screen.findByText('Ürün bulunamadı')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Tümünü seç' }).disabled).toBe(true);
  });

  it('shows the load error, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    serve(async () => {
      if (fail) throw new ApiError(500, 'Bir hata oluştu.');
      return PRODUCTS;
    });
    open();
    expect(within(await screen.findByRole('alert')).getByText('Ürünler yüklenirken bir hata oluştu')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Elbise')).toBeTruthy();
  });

  it('shows the search error when a search fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    serve(async (query) => {
      if (query.search) throw new TypeError('Failed to fetch');
      return PRODUCTS;
    });
    open();
    await screen.findByText('Elbise');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Ürün ara' }), { target: { value: 'etek' } });
    expect(within(await screen.findByRole('alert')).getByText('Ürünler aranırken bir hata oluştu')).toBeTruthy();
  });
});
