import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { Category } from '@shop/shared';
import { ApiError } from '../../../src/api/client';
import CategoryPage from '../../../src/features/catalog/CategoryPage';
import { toastError, toastSuccess } from '../../../src/ui/toast';
import { answerApi, renderPage } from '../../widgets/data-page/harness';

vi.mock('../../../src/api/client', async (original) => ({ ...(await original<object>()), apiFetch: vi.fn() }));
vi.mock('../../../src/ui/toast');

describe('categories', () => {
  beforeEach(() => vi.resetAllMocks());

  it('shows the tree opened, and creates a root category that then appears in it', async () => {
    const categories: Category[] = [
      { id: '1', name: 'Giyim', parents: [] },
      { id: '2', name: 'Kadın', parents: [{ parent: { id: '1' } }] },
    ];
    const calls = answerApi(({ id, request }) => {
      if (id === 'createCategory') {
        const created = { id: '3', name: (request.body as { name: string }).name };
        categories.push({ ...created, parents: [] });
        return { data: created };
      }
      return { data: categories };
    });
    renderPage(<CategoryPage />, { path: '/admin/catalog/category' });
    expect(await screen.findByText('Kadın')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Kategori adı'), { target: { value: ' Çanta ' } });
    fireEvent.click(screen.getByText('Oluştur'));
    expect(await screen.findByText('Çanta')).toBeTruthy();
    expect(calls.find((c) => c.id === 'createCategory')?.request.body).toEqual({ name: 'Çanta' });
    expect(toastSuccess).toHaveBeenCalledWith('“Çanta” kategorisi oluşturuldu.');
  });

  it('shows the server’s reason when a create is refused', async () => {
    answerApi(({ id }) => {
      if (id === 'createCategory') throw new ApiError(409, 'Bu üst kategoride aynı isimde bir kategori zaten var.', 'Conflict');
      return { data: [{ id: '1', name: 'Giyim', parents: [] }] };
    });
    renderPage(<CategoryPage />, { path: '/admin/catalog/category' });
    await screen.findByText('Giyim');
    fireEvent.change(screen.getByLabelText('Kategori adı'), { target: { value: 'Giyim' } });
    fireEvent.click(screen.getByText('Oluştur'));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Bu üst kategoride aynı isimde bir kategori zaten var.'));
  });

  it('says so when there are no categories', async () => {
    answerApi(() => ({ data: [] }));
    renderPage(<CategoryPage />, { path: '/admin/catalog/category' });
    expect(await screen.findByText('Henüz kategori yok.')).toBeTruthy();
  });
});
