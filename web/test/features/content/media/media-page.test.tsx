import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '../../../../src/api/client';
import { fetchMedia, uploadSteps } from '../../../../src/widgets/media-picker/media-api';
import MediaLibraryPage from '../../../../src/features/content/media/MediaLibraryPage';
import type { LibraryMedia } from '@shop/shared';
import { deferred, renderPage } from '../../../widgets/data-page/harness';
import { libraryMedia } from './library-media';

vi.mock('../../../../src/widgets/media-picker/media-api', () => ({
  fetchMedia: vi.fn(),
  uploadSteps: { createUpload: vi.fn(), put: vi.fn(), complete: vi.fn() },
}));
vi.mock('../../../../src/ui/toast');

const choose = (file: File) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });

describe('media library page', () => {
  beforeEach(() => vi.resetAllMocks());

  it('says the library is empty, uploads with a progress bar and shows the new file', async () => {
    const library: LibraryMedia[] = [];
    vi.mocked(fetchMedia).mockImplementation(async () => ({ data: [...library] }));
    const transfer = deferred<undefined>();
    vi.mocked(uploadSteps.createUpload).mockResolvedValue({
      media: { ...libraryMedia('m1', 'logo.png'), status: 'PENDING' },
      uploadUrl: 'http://s3/put',
      headers: {},
    });
    vi.mocked(uploadSteps.put).mockImplementation(async (_ticket, _file, onProgress) => {
      onProgress(0.4);
      return transfer.promise;
    });
    vi.mocked(uploadSteps.complete).mockImplementation(async () => {
      library.unshift(libraryMedia('m1', 'logo.png'));
      return libraryMedia('m1', 'logo.png');
    });
    renderPage(<MediaLibraryPage />, { path: '/admin/gallery' });
    expect(await screen.findByText('Galeride henüz dosya yok. İlk görseli ya da videoyu yükleyin.')).toBeTruthy();

    choose(new File([new Uint8Array([1, 2, 3])], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('“logo.png” yükleniyor…')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40'));
    transfer.resolve(undefined);
    expect(await screen.findByRole('img', { name: 'logo.png' })).toBeTruthy();
    expect(screen.getByText('Görsel · 2 kB')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('explains a refused upload in Turkish and keeps the library as it was', async () => {
    vi.mocked(fetchMedia).mockResolvedValue({ data: [libraryMedia('m0', 'eski.png')] });
    vi.mocked(uploadSteps.createUpload).mockRejectedValue(new ApiError(400, 'Görseller en fazla 10 MB olabilir.', 'BadRequest', 'size'));
    renderPage(<MediaLibraryPage />, { path: '/admin/gallery' });
    await screen.findByRole('img', { name: 'eski.png' });
    choose(new File([new Uint8Array([1])], 'yeni.png', { type: 'image/png' }));
    expect(await screen.findByText('Yükleme başarısız: yeni.png — Görseller en fazla 10 MB olabilir.')).toBeTruthy();
    choose(new File(['x'], 'not.txt', { type: 'text/plain' }));
    expect(await screen.findByText(/^Yükleme başarısız: not\.txt — Bu dosya türü yüklenemez\./)).toBeTruthy();
    expect(uploadSteps.createUpload).toHaveBeenCalledTimes(1);
  });
});
