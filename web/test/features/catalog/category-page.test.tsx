import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
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

  const TREE: Category[] = [
    { id: '1', name: 'Giyim', parents: [] },
    { id: '2', name: 'Kadın', parents: [{ parent: { id: '1' } }] },
    { id: '3', name: 'Elbise', parents: [{ parent: { id: '2' } }] },
    { id: '4', name: 'Ev', parents: [] },
  ];
  /** Clicks the category in the tree (its name is also in the order list below it). */
  const select = async (name: string) => {
    const inTree = await waitFor(() => {
      const found = screen.getAllByText(name).find((el) => el.closest('.p-tree'));
      if (!found) throw new Error(`${name} is not in the tree yet`);
      return found;
    });
    fireEvent.click(inTree);
  };

  it('renames the selected category, sending its parent with it', async () => {
    const calls = answerApi(({ id, request }) => {
      if (id === 'updateCategory') return { data: { id: '2', name: (request.body as { name: string }).name, parents: [] } };
      return { data: TREE };
    });
    renderPage(<CategoryPage />, { path: '/admin/catalog/category' });
    await select('Kadın');
    fireEvent.click(screen.getByRole('button', { name: 'Kadın kategorisini düzenle' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Kategori adı'), { target: { value: 'Kadın Giyim' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kaydet' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('“Kadın Giyim” kategorisi kaydedildi.'));
    expect(calls.find((c) => c.id === 'updateCategory')?.request).toEqual({ params: { id: '2' }, body: { name: 'Kadın Giyim', parentId: '1' } });
  });

  it('orders the roots from the keyboard (the sortable list kit) and saves the new order', async () => {
    // jsdom has no layout: each list row gets a 40 px slot by its place, so dnd-kit's keyboard moves have somewhere to go.
    const rects = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const row = this.closest('.kit-item');
      const index = row?.parentElement ? [...row.parentElement.children].indexOf(row) : 0;
      return { x: 0, y: index * 40, top: index * 40, left: 0, width: 300, height: 40, right: 300, bottom: index * 40 + 40, toJSON: () => ({}) };
    });
    try {
      const calls = answerApi(({ id }) => (id === 'reorderCategories' ? { data: { parentId: null, ids: ['1', '4'] } } : { data: TREE }));
      renderPage(<CategoryPage />, { path: '/admin/catalog/category' });
      const list = await screen.findByRole('list', { name: 'Ana kategoriler altındaki kategorilerin sırası' });
      const handle = within(list).getByRole('button', { name: 'Giyim: taşı' });
      handle.focus();
      const press = async (code: string) => {
        await act(async () => {
          fireEvent.keyDown(handle, { code, key: code === 'Space' ? ' ' : code });
          await new Promise((resolve) => setTimeout(resolve, 20));
        });
      };
      await press('Space');
      // Unordered siblings list alphabetically: Ev, then Giyim; Giyim goes up.
      await press('ArrowUp');
      await press('Space');
      await waitFor(() => expect(calls.find((c) => c.id === 'reorderCategories')?.request.body).toEqual({ parentId: null, ids: ['1', '4'] }));
      expect(toastSuccess).toHaveBeenCalledWith('Sıralama kaydedildi.');
    } finally {
      rects.mockRestore();
    }
  });

  it('deletes an empty category after a confirmation', async () => {
    const calls = answerApi(({ id }) => (id === 'deleteCategory' ? { deleted: true, movedProducts: 0, movedCategories: 0 } : { data: TREE }));
    render(<ConfirmDialog />);
    renderPage(<CategoryPage />, { path: '/admin/catalog/category' });
    await select('Elbise');
    fireEvent.click(screen.getByRole('button', { name: 'Elbise kategorisini sil' }));
    await screen.findByText('“Elbise” kategorisi silinsin mi?');
    fireEvent.click(screen.getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('“Elbise” kategorisi silindi.'));
    expect(calls.filter((c) => c.id === 'deleteCategory').map((c) => c.request)).toEqual([{ params: { id: '3' }, query: {} }]);
  });

  it('asks where the products go when the server says the category holds some; nothing more is sent until a destination is picked', async () => {
    const calls = answerApi(({ id, request }) => {
      if (id === 'deleteCategory') {
        if (!(request.query as { moveTo?: string }).moveTo)
          throw new ApiError(409, 'Bu kategoride 2 ürün var. Silmeden önce bunların taşınacağı kategoriyi seçin.', 'Conflict');
        return { deleted: true, movedProducts: 2, movedCategories: 0 };
      }
      return { data: TREE };
    });
    render(<ConfirmDialog />);
    renderPage(<CategoryPage />, { path: '/admin/catalog/category' });
    await select('Ev');
    fireEvent.click(screen.getByRole('button', { name: 'Ev kategorisini sil' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog', { name: '“Ev” kategorisini sil' });
    within(dialog).getByText('Bu kategoride 2 ürün var. Silmeden önce bunların taşınacağı kategoriyi seçin.');
    const submit = within(dialog).getByRole('button', { name: 'Taşı ve sil' });
    expect(submit).toHaveProperty('disabled', true);
    expect(calls.filter((c) => c.id === 'deleteCategory')).toHaveLength(1);
  });

  it('asks at once where the sub-categories go for a category that has some', async () => {
    answerApi(() => ({ data: TREE }));
    renderPage(<CategoryPage />, { path: '/admin/catalog/category' });
    await select('Giyim');
    fireEvent.click(screen.getByRole('button', { name: 'Giyim kategorisini sil' }));
    const dialog = await screen.findByRole('dialog', { name: '“Giyim” kategorisini sil' });
    within(dialog).getByText('Bu kategorinin 1 alt kategorisi var. Silmeden önce bunların taşınacağı kategoriyi seçin.');
  });
});
