import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { API_ROUTES, type Media } from '@shop/shared';
import { apiFetch } from '../../src/api/client';
import { ApiError } from '../../src/api/api-error';
import { uploadSteps } from '../../src/widgets/media-picker/media-api';
import type { LibraryMedia } from '@shop/shared';
import { toastSuccess } from '../../src/ui/toast';
import { MediaField } from '../../src/widgets/media-picker/MediaField';
import { MediaPickerDialog } from '../../src/widgets/media-picker/MediaPickerDialog';
import { deferred } from './data-page/harness';

vi.mock('../../src/api/client', () => ({ apiFetch: vi.fn() }));
vi.mock('../../src/widgets/media-picker/media-api', () => ({ uploadSteps: { createUpload: vi.fn(), put: vi.fn(), complete: vi.fn() } }));
vi.mock('../../src/ui/toast');

const item = (id: string, name: string, type: 'IMAGE' | 'VIDEO' = 'IMAGE'): LibraryMedia => ({
  id,
  name,
  type,
  filePath: `/media/${id}/${name}`,
  contentType: type === 'IMAGE' ? 'image/png' : 'video/mp4',
  size: 2048,
  createdAt: '2026-01-05T10:30:00.000Z',
  status: 'READY',
});
const media = (m: LibraryMedia): Media => ({ id: m.id, type: m.type, filePath: m.filePath, name: m.name });

const LIBRARY = [item('m1', 'yaz-afis.png'), item('m2', 'tanitim.mp4', 'VIDEO'), item('m3', 'kis-afis.png'), item('m4', 'logo.png')];

interface ListQuery {
  type?: string;
  q?: string;
  limit: number;
  cursor?: string;
}

/** The library route over `items`: type and q filters, pages of `pageSize` with the offset as cursor. */
const serve = (items: LibraryMedia[] = LIBRARY, pageSize = 100) =>
  vi.mocked(apiFetch).mockImplementation((async (_route: string, request: { query: ListQuery }) => {
    const { type, q, cursor } = request.query;
    const matching = items.filter((m) => (!type || m.type === type) && (!q || m.name.includes(q)));
    const from = Number(cursor ?? 0);
    const next = from + pageSize < matching.length ? String(from + pageSize) : undefined;
    return API_ROUTES.listMedia.schemas.response.parse({ data: matching.slice(from, from + pageSize), ...(next ? { nextCursor: next } : {}) });
  }) as unknown as typeof apiFetch);

const listQueries = () => vi.mocked(apiFetch).mock.calls.map(([, request]) => (request as unknown as { query: ListQuery }).query);

const open = (props: Partial<Parameters<typeof MediaPickerDialog>[0]> = {}) => {
  const onConfirm = vi.fn();
  render(<MediaPickerDialog visible accept={['IMAGE', 'VIDEO']} max={1} onConfirm={onConfirm} onHide={vi.fn()} {...props} />);
  return onConfirm;
};

const tile = (name: string) => screen.getByRole('button', { name });
const pressed = (name: string) => tile(name).getAttribute('aria-pressed') === 'true';
const confirmButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Seç' });
const choose = (file: File) => fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } });

describe('MediaPickerDialog', () => {
  beforeEach(() => vi.resetAllMocks());

  it('lists images by name and videos as video tiles, asking for both types when both are taken', async () => {
    serve();
    open();
    expect(await screen.findByRole('img', { name: 'yaz-afis.png' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Video: tanitim.mp4' })).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Medya Seç' })).toBeTruthy();
    expect(listQueries()).toEqual([{ type: undefined, q: undefined, limit: 30, cursor: undefined }]);
  });

  it('asks for one type when the field takes one, and uploads only that type', async () => {
    serve();
    open({ accept: ['VIDEO'] });
    expect(await screen.findByRole('button', { name: 'Video: tanitim.mp4' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'logo.png' })).toBeNull();
    expect(listQueries()[0]?.type).toBe('VIDEO');
    expect(screen.getByRole('dialog', { name: 'Video Seç' })).toBeTruthy();
    expect(document.querySelector('input[type=file]')?.getAttribute('accept')).toBe('video/mp4,video/webm');

    choose(new File([new Uint8Array([1])], 'afis.png', { type: 'image/png' }));
    expect(await screen.findByText('Yükleme başarısız: afis.png — Buraya yalnızca video yüklenebilir (MP4, WEBM).')).toBeTruthy();
    expect(uploadSteps.createUpload).not.toHaveBeenCalled();
  });

  it('sends the search to the server as q', async () => {
    serve();
    open();
    await screen.findByRole('button', { name: 'logo.png' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Dosya ara' }), { target: { value: ' afis ' } });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'logo.png' })).toBeNull());
    expect(screen.getByRole('button', { name: 'yaz-afis.png' })).toBeTruthy();
    expect(listQueries().at(-1)).toEqual({ type: undefined, q: 'afis', limit: 30, cursor: undefined });

    fireEvent.change(screen.getByRole('searchbox', { name: 'Dosya ara' }), { target: { value: 'yok' } });
    expect(await screen.findByText('“yok” ile eşleşen dosya bulunamadı.')).toBeTruthy();
  });

  it('single pick: a click picks one file (another replaces it) and Seç confirms it as Media', async () => {
    serve();
    const onConfirm = open();
    await screen.findByRole('button', { name: 'logo.png' });
    expect(confirmButton().disabled).toBe(true);
    fireEvent.click(tile('yaz-afis.png'));
    fireEvent.click(tile('logo.png'));
    expect(pressed('yaz-afis.png')).toBe(false);
    expect(pressed('logo.png')).toBe(true);
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith([{ id: 'm4', type: 'IMAGE', filePath: '/media/m4/logo.png', name: 'logo.png' }]);
  });

  it('bulk pick: counts, refuses past max and confirms in pick order', async () => {
    serve();
    const onConfirm = open({ accept: ['IMAGE'], max: 2 });
    await screen.findByRole('button', { name: 'logo.png' });
    expect(screen.getByText('0 / 2 seçildi')).toBeTruthy();
    fireEvent.click(tile('logo.png'));
    fireEvent.click(tile('yaz-afis.png'));
    fireEvent.click(tile('kis-afis.png'));
    expect(screen.getByRole('alert').textContent).toContain('En fazla 2 dosya seçebilirsiniz.');
    expect(pressed('kis-afis.png')).toBe(false);
    expect(screen.getByText('2 / 2 seçildi')).toBeTruthy();
    // Unpicking makes room again.
    fireEvent.click(tile('logo.png'));
    fireEvent.click(tile('kis-afis.png'));
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith([media(LIBRARY[0]!), media(LIBRARY[2]!)]);
  });

  it('never allows more than the gallery bulk maximum', async () => {
    serve();
    open({ accept: ['IMAGE'], max: 500 });
    expect(await screen.findByText('0 / 50 seçildi')).toBeTruthy();
  });

  it('loads more pages with the cursor', async () => {
    serve(LIBRARY, 2);
    open();
    await screen.findByRole('button', { name: 'Video: tanitim.mp4' });
    expect(screen.queryByRole('button', { name: 'logo.png' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Daha fazla göster' }));
    expect(await screen.findByRole('button', { name: 'logo.png' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'yaz-afis.png' })).toBeTruthy();
    expect(listQueries().at(-1)?.cursor).toBe('2');
    expect(screen.queryByRole('button', { name: 'Daha fazla göster' })).toBeNull();
  });

  it('uploads in place with a progress bar; the new file leads the list, picked', async () => {
    serve();
    const uploaded = item('m9', 'yeni.png');
    const transfer = deferred<undefined>();
    vi.mocked(uploadSteps.createUpload).mockResolvedValue({ media: { ...uploaded, status: 'PENDING' }, uploadUrl: 'http://s3/put', headers: {} });
    vi.mocked(uploadSteps.put).mockImplementation(async (_ticket, _file, onProgress) => {
      onProgress(0.4);
      return transfer.promise;
    });
    vi.mocked(uploadSteps.complete).mockResolvedValue(uploaded);
    const onConfirm = open({ accept: ['IMAGE'], max: 3 });
    await screen.findByRole('button', { name: 'logo.png' });
    fireEvent.click(tile('logo.png'));

    choose(new File([new Uint8Array([1, 2, 3])], 'yeni.png', { type: 'image/png' }));
    expect(await screen.findByText('“yeni.png” yükleniyor…')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40'));
    transfer.resolve(undefined);

    await waitFor(() => expect(pressed('yeni.png')).toBe(true));
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Medya dosyaları' })).getAllByRole('button')[0]?.textContent).toContain('yeni.png');
    expect(toastSuccess).toHaveBeenCalledWith('“yeni.png” yüklendi.');
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledWith([media(LIBRARY[3]!), media(uploaded)]);
  });

  it('says why the library did not load and lists it on retry', async () => {
    serve();
    vi.mocked(apiFetch).mockRejectedValueOnce(new ApiError(500, 'Bir hata oluştu.'));
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('Bir hata oluştu.');
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('button', { name: 'logo.png' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the library is empty and how to fill it', async () => {
    serve([]);
    open({ accept: ['IMAGE'] });
    expect(await screen.findByText('Kütüphanede henüz görsel yok. “Dosya yükle” ile bilgisayarınızdan ekleyin.')).toBeTruthy();
  });
});

function FieldHarness({ initial, onChange }: { initial: Media | null; onChange: (value: Media | null) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="banner-image">Banner görseli</label>
      <MediaField
        inputId="banner-image"
        value={value}
        accept={['IMAGE']}
        label="Banner görseli"
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

describe('MediaField', () => {
  beforeEach(() => vi.resetAllMocks());

  it('is named by its label, picks one file in the picker and can be cleared', async () => {
    serve();
    const onChange = vi.fn();
    render(<FieldHarness initial={null} onChange={onChange} />);
    expect(screen.getByText('Görsel seçilmedi')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Banner görseli' });
    expect(button.textContent).toContain('Seç');

    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Banner görseli' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'logo.png' }));
    fireEvent.click(confirmButton());
    expect(onChange).toHaveBeenLastCalledWith(media(LIBRARY[3]!));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('logo.png')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Banner görseli' }).textContent).toContain('Değiştir');

    fireEvent.click(screen.getByRole('button', { name: 'Kaldır' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByText('Görsel seçilmedi')).toBeTruthy();
  });
});
