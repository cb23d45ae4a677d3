import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type Product } from '@shop/shared';
import { ApiError } from '../../../src/api/client';
import ProductListPage from '../../../src/features/catalog/ProductListPage';
import ProductUpsertPage from '../../../src/features/catalog/ProductUpsertPage';
import { answerApi, renderPage } from '../../widgets/data-page/harness';

vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));

const BRANDS = [
  { id: '1', name: 'Şimşek' },
  { id: '2', name: 'Anadolu' },
];
const CATEGORIES = [
  { id: '1', name: 'Giyim', slug: 'giyim', parents: [] },
  { id: '2', name: 'Kadın', slug: 'kadin', parents: [{ parent: { id: '1' } }] },
  { id: '3', name: 'Elbise', slug: 'elbise', parents: [{ parent: { id: '2' } }] },
];
const STORED: Product = {
  id: '42',
  name: 'Yazlık Elbise',
  slug: 'yazlik-elbise',
  description: 'Pamuklu.',
  categoryIds: ['3'],
  brandId: '2',
  price: 249.9,
  compareAtPrice: 299.9,
  stock: 5,
  images: [
    { id: 'a', type: 'IMAGE', filePath: '/media/a/on.jpg', name: 'on.jpg', alt: 'Önden' },
    { id: 'b', type: 'IMAGE', filePath: '/media/b/arka.jpg', name: 'arka.jpg', alt: 'Arkadan' },
  ],
  isActive: true,
  optionTypeIds: [],
  variants: [],
  createdAt: '2026-01-05T10:30:00.000Z',
  version: 3,
};

const catalogue = (id: string) => (id === 'listBrands' ? { data: BRANDS } : id === 'listCategories' ? { data: CATEGORIES } : undefined);

describe('product form', () => {
  beforeEach(() => vi.resetAllMocks());

  it('creates a product: the slug is previewed from the name with Turkish letters folded, the body is what was typed, then the edit address', async () => {
    const calls = answerApi(({ id, request }) => {
      if (id === 'createProduct') return { data: { ...STORED, name: (request.body as { name: string }).name, id: 'yeni-1', version: 1 } };
      return catalogue(id);
    });
    renderPage(<ProductUpsertPage />, { path: '/admin/catalog/product/upsert/new', pattern: '/admin/catalog/product/upsert/:id' });
    expect(screen.getByRole('heading', { name: 'Yeni ürün' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Ürün adı'), { target: { value: 'Işıltılı Çanta' } });
    expect(screen.getByText('Vitrindeki adresi: /product/isiltili-canta')).toBeTruthy();
    expect(screen.getByText('Kaydedilmemiş değişiklikler var.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Açıklama'), { target: { value: 'Deri çanta.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/catalog/product/upsert/yeni-1'));
    const create = calls.find((c) => c.id === 'createProduct');
    expect(create?.request.body).toEqual({
      name: 'Işıltılı Çanta',
      slug: '',
      description: 'Deri çanta.',
      price: null,
      compareAtPrice: null,
      categoryIds: [],
      brandId: null,
      images: [],
      isActive: true,
      optionTypeIds: [],
      variants: [],
      stockTypeId: null,
    });
  });

  it('shows the field a 400 names under that field, and keeps what was typed', async () => {
    answerApi(({ id }) => {
      if (id === 'createProduct') throw new ApiError(400, 'price gereklidir.', 'BadRequest', 'price');
      return catalogue(id);
    });
    renderPage(<ProductUpsertPage />, { path: '/admin/catalog/product/upsert/new', pattern: '/admin/catalog/product/upsert/:id' });
    fireEvent.change(screen.getByLabelText('Ürün adı'), { target: { value: 'Fiyatsız' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const error = await screen.findByText('price gereklidir.', { selector: '#product-price-error' });
    expect(error).toBeTruthy();
    expect(screen.getByLabelText('Fiyat (₺)').getAttribute('aria-describedby')).toContain('product-price-error');
    expect(screen.getByLabelText<HTMLInputElement>('Ürün adı').value).toBe('Fiyatsız');
  });

  it('edits a product with its version; a 409 keeps what was typed and "Benimkini kaydet" saves it over the newer version', async () => {
    let stored = STORED;
    const calls = answerApi(({ id, request }) => {
      if (id === 'getProduct') return { data: stored };
      if (id === 'updateProduct') {
        const body = request.body as { baseVersion: number };
        if (body.baseVersion !== stored.version) throw new ApiError(409, MESSAGES.api.productStale, 'Conflict');
        // As the server stores it: no stock type chosen is left out, not null.
        stored = { ...stored, ...(request.body as object), stockTypeId: undefined, version: stored.version + 1 };
        return { data: stored };
      }
      return catalogue(id);
    });
    renderPage(<ProductUpsertPage />, { path: '/admin/catalog/product/upsert/42', pattern: '/admin/catalog/product/upsert/:id' });
    const name = await screen.findByLabelText<HTMLInputElement>('Ürün adı');
    expect(name.value).toBe('Yazlık Elbise');
    // The images in their order, each with its alt text.
    const rows = screen.getAllByTestId('product-image');
    expect(rows.map((row) => within(row).getByLabelText<HTMLInputElement>(/alternatif metni/).value)).toEqual(['Önden', 'Arkadan']);
    expect(screen.getByRole('button', { name: '1. görseli taşı' })).toBeTruthy();

    // Someone else saves meanwhile.
    stored = { ...stored, price: 199.9, version: 4 };
    fireEvent.change(name, { target: { value: 'Yazlık Keten Elbise' } });
    fireEvent.change(within(rows[1] as HTMLElement).getByLabelText(/alternatif metni/), { target: { value: 'Arkadan görünüm' } });
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    const alert = await screen.findByText(/Ürün başka bir oturumda değiştirildi/);
    expect(alert).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Ürün adı').value).toBe('Yazlık Keten Elbise');
    expect(calls.filter((c) => c.id === 'updateProduct').map((c) => (c.request.body as { baseVersion: number }).baseVersion)).toEqual([3]);

    fireEvent.click(screen.getByRole('button', { name: 'Benimkini kaydet' }));
    await waitFor(() => expect(screen.queryByText(/Ürün başka bir oturumda değiştirildi/)).toBeNull());
    const updates = calls.filter((c) => c.id === 'updateProduct');
    expect(updates.map((c) => (c.request.body as { baseVersion: number }).baseVersion)).toEqual([3, 4]);
    expect(updates[1]?.request.body).toMatchObject({
      name: 'Yazlık Keten Elbise',
      price: 249.9,
      categoryIds: ['3'],
      brandId: '2',
      images: [
        { filePath: '/media/a/on.jpg', alt: 'Önden' },
        { filePath: '/media/b/arka.jpg', alt: 'Arkadan görünüm' },
      ],
    });
    expect(stored.version).toBe(5);
    expect(screen.queryByText('Kaydedilmemiş değişiklikler var.')).toBeNull();
  });

  it('"Kayıtlı hâli yükle" after a 409 takes the stored product', async () => {
    let stored = STORED;
    answerApi(({ id }) => {
      if (id === 'getProduct') return { data: stored };
      if (id === 'updateProduct') throw new ApiError(409, MESSAGES.api.productStale, 'Conflict');
      return catalogue(id);
    });
    renderPage(<ProductUpsertPage />, { path: '/admin/catalog/product/upsert/42', pattern: '/admin/catalog/product/upsert/:id' });
    fireEvent.change(await screen.findByLabelText('Ürün adı'), { target: { value: 'Benim adım' } });
    stored = { ...stored, name: 'Onların adı', version: 4 };
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Kayıtlı hâli yükle' }));
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('Ürün adı').value).toBe('Onların adı'));
    expect(screen.queryByText('Kaydedilmemiş değişiklikler var.')).toBeNull();
  });
});

describe('product list controls', () => {
  beforeEach(() => vi.resetAllMocks());

  it('offers "Ürün ekle" and an edit link per row to product managers, neither to view-only roles', async () => {
    answerApi(({ id }) => (id === 'listProducts' ? { data: [STORED] } : catalogue(id)));
    const { unmount } = renderPage(<ProductListPage />, { path: '/admin/catalog/product', groups: ['PRODUCT_MANAGER'] });
    expect((await screen.findByRole('link', { name: 'Ürün ekle' })).getAttribute('href')).toBe('/admin/catalog/product/upsert/new');
    // The add control shows before the list has loaded: wait for the row.
    expect((await screen.findByRole('link', { name: 'Yazlık Elbise ürününü düzenle' })).getAttribute('href')).toBe(
      '/admin/catalog/product/upsert/42',
    );
    unmount();
    renderPage(<ProductListPage />, { path: '/admin/catalog/product', groups: ['ANALYST'] });
    expect(await screen.findByText('Yazlık Elbise')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ürün ekle' })).toBeNull();
    expect(screen.queryByRole('link', { name: /düzenle/ })).toBeNull();
  });
});
