import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfirmDialog } from 'primereact/confirmdialog';
import { ApiError } from '../../../../src/api/api-error';
import MediaLibraryPage from '../../../../src/features/content/media/MediaLibraryPage';
import { deleteMedia } from '../../../../src/features/content/media/media-delete-api';
import { toastSuccess } from '../../../../src/ui/toast';
import { fetchMedia } from '../../../../src/widgets/media-picker/media-api';
import { renderPage } from '../../../widgets/data-page/harness';
import { libraryMedia } from './library-media';

vi.mock('../../../../src/widgets/media-picker/media-api', () => ({
  fetchMedia: vi.fn(),
  uploadSteps: { createUpload: vi.fn(), put: vi.fn(), complete: vi.fn() },
}));
vi.mock('../../../../src/features/content/media/media-delete-api', () => ({ deleteMedia: vi.fn() }));
vi.mock('../../../../src/ui/toast');

describe('deleting a library file', () => {
  beforeEach(() => vi.resetAllMocks());

  it('deletes an unused file after asking, and the grid reloads without it', async () => {
    let library = [libraryMedia('m1', 'eski.png'), libraryMedia('m2', 'yeni.png')];
    vi.mocked(fetchMedia).mockImplementation(async () => ({ data: [...library] }));
    vi.mocked(deleteMedia).mockImplementation(async (id) => {
      library = library.filter((m) => m.id !== id);
      return { deleted: true };
    });
    render(<ConfirmDialog />);
    renderPage(<MediaLibraryPage />, { path: '/admin/gallery' });
    fireEvent.click(await screen.findByRole('button', { name: 'eski.png dosyasını sil' }));
    await screen.findByText('“eski.png” kalıcı olarak silinsin mi?');
    fireEvent.click(screen.getByRole('button', { name: 'Sil' }));
    await waitFor(() => expect(vi.mocked(fetchMedia)).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('yeni.png')).toBeTruthy();
    expect(screen.queryByText('eski.png')).toBeNull();
    expect(vi.mocked(deleteMedia).mock.calls).toEqual([['m1']]);
    expect(toastSuccess).toHaveBeenCalledWith('“eski.png” silindi.');
  });

  it('lists where a file in use is used instead of deleting it', async () => {
    vi.mocked(fetchMedia).mockResolvedValue({ data: [libraryMedia('m1', 'vitrin.png')] });
    vi.mocked(deleteMedia).mockRejectedValue(
      new ApiError(409, 'Bu dosya 2 yerde kullanıldığı için silinemez. Önce kullanıldığı yerlerden kaldırın.', 'Conflict', undefined, [
        { type: 'product', id: 'p1', name: 'Keten Elbise' },
        { type: 'theme', id: 'HOME#7', name: 'Ana sayfa · Vitrin galerisi' },
      ]),
    );
    render(<ConfirmDialog />);
    renderPage(<MediaLibraryPage />, { path: '/admin/gallery' });
    fireEvent.click(await screen.findByRole('button', { name: 'vitrin.png dosyasını sil' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sil' }));
    const dialog = await screen.findByRole('dialog', { name: '“vitrin.png” kullanımda' });
    within(dialog).getByText('Bu dosya 2 yerde kullanıldığı için silinemez. Önce kullanıldığı yerlerden kaldırın.');
    const places = within(within(dialog).getByRole('list', { name: 'Kullanıldığı yerler' })).getAllByRole('listitem');
    expect(places.map((li) => li.textContent)).toEqual(['Ürün: Keten Elbise', 'Tema: Ana sayfa · Vitrin galerisi']);
    expect(screen.getByText('vitrin.png')).toBeTruthy();
  });
});
