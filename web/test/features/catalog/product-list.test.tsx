import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import type { Product } from '@shop/shared';
import ProductListPage from '../../../src/features/catalog/ProductListPage';
import { answerApi, renderPage } from '../../widgets/data-page/harness';

vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));
vi.mock('../../../src/ui/toast');

const product = (id: string, brandId: string): Product => ({
  id,
  name: `Ürün ${id}`,
  slug: `urun-${id}`,
  description: '',
  images: [],
  version: 1,
  categoryIds: ['3'],
  brandId,
  price: 99.9,
  stock: 1200,
  isActive: true,
  optionTypeIds: [],
  variants: [],
  createdAt: '2026-01-05T10:30:00.000Z',
});
const BRANDS = [
  { id: '1', name: 'Şimşek' },
  { id: '2', name: 'Anadolu' },
];
const CATEGORIES = [{ id: '1', name: 'Giyim', parents: [] }];

describe('product list', () => {
  beforeEach(() => vi.resetAllMocks());

  it('sends the brand filter to the API, shows brand names and starts from the first page', async () => {
    const calls = answerApi(({ id, request }) => {
      if (id === 'listBrands') return { data: BRANDS };
      if (id === 'listCategories') return { data: CATEGORIES };
      return { data: request.query?.brandId === '2' ? [product('7', '2')] : [product('1', '1'), product('2', '2')] };
    });
    renderPage(<ProductListPage />, { path: '/admin/catalog/product' });
    expect(await screen.findByText('Ürün 1')).toBeTruthy();
    await screen.findAllByText('Şimşek');
    expect(screen.getAllByText('₺99,90')).toHaveLength(2);
    expect(screen.getAllByText('1.200')).toHaveLength(2);

    fireEvent.click(screen.getByLabelText('Tüm markalar', { selector: '[role=button]' }));
    fireEvent.click(await screen.findByText('Anadolu', { selector: 'li *, li' }));
    expect(await screen.findByText('Ürün 7')).toBeTruthy();
    expect(screen.queryByText('Ürün 1')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/catalog/product?brand=2'));
    const products = calls.filter((c) => c.id === 'listProducts');
    expect(products.at(-1)?.request.query).toMatchObject({ brandId: '2', cursor: undefined });
  });

  it('leaves the filters out for a role that may not read brands or categories (ANALYST)', async () => {
    const calls = answerApi(() => ({ data: [product('1', '1')] }));
    renderPage(<ProductListPage />, { path: '/admin/catalog/product', groups: ['ANALYST'] });
    expect(await screen.findByText('Ürün 1')).toBeTruthy();
    expect(screen.queryByLabelText('Tüm markalar')).toBeNull();
    expect(calls.map((c) => c.id)).toEqual(['listProducts']);
    expect(screen.queryByRole('link', { name: 'Ürün 1' })).toBeNull();
    expect(screen.queryByText('Marka')).toBeNull();
  });

  it('archives a product after asking, and shows the archive (Arşivlenmiş) where it can be restored', async () => {
    const archivedAt = '2026-02-01T09:00:00.000Z';
    let stored = [product('1', '1')];
    const calls = answerApi(({ id, request }) => {
      if (id === 'listBrands') return { data: BRANDS };
      if (id === 'listCategories') return { data: CATEGORIES };
      if (id === 'archiveProduct') {
        stored = stored.map((p) => ({ ...p, archivedAt }));
        return { data: stored[0] };
      }
      if (id === 'restoreProduct') {
        stored = stored.map(({ archivedAt: _gone, ...p }) => p);
        return { data: stored[0] };
      }
      const archivedOnly = (request.query as { archived?: string }).archived === 'true';
      return { data: stored.filter((p) => (p.archivedAt !== undefined) === archivedOnly) };
    });
    render(<ConfirmDialog />);
    renderPage(<ProductListPage />, { path: '/admin/catalog/product' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ürün 1 ürününü arşivle' }));
    await screen.findByText(/“Ürün 1” arşivlensin mi\? Mağazadan, kategori sayfalarından ve aramadan kalkar/);
    fireEvent.click(screen.getByRole('button', { name: 'Arşivle' }));
    expect(await screen.findByText('Henüz ürün yok.')).toBeTruthy();
    expect(calls.filter((c) => c.id === 'archiveProduct').map((c) => c.request.params)).toEqual([{ id: '1' }]);

    fireEvent.click(screen.getByText('Arşivlenmiş'));
    expect(await screen.findByText('Arşivde')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/catalog/product?archived=true'));
    expect(calls.filter((c) => c.id === 'listProducts').at(-1)?.request.query).toMatchObject({ archived: 'true' });
    fireEvent.click(screen.getByRole('button', { name: 'Ürün 1 ürününü arşivden çıkar' }));
    expect(await screen.findByText('Arşivde ürün yok.')).toBeTruthy();
  });
});
