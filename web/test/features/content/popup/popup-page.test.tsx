import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_POPUP, type PopupSettings, type RouteId } from '@shop/shared';
import { ApiError } from '../../../../src/api/api-error';
import PopupPage from '../../../../src/features/content/popup/PopupPage';
import type { PopupApi } from '../../../../src/features/theme/popup/popup-api';
import { setPrimeLocaleTurkish } from '../../../../src/ui/prime-locale';
import { toastSuccess } from '../../../../src/ui/toast';
import { component } from '../../theme/machine/fakes';
import { renderPage } from '../../../widgets/data-page/harness';

vi.mock('../../../../src/ui/toast');
// The image field reads the media library through the app's client; an empty library is enough here.
vi.mock('../../../../src/api/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../../src/api/client')>()),
  apiFetch: vi.fn(() => Promise.resolve({ data: [] })),
}));

interface Call {
  readonly id: RouteId;
  readonly body: unknown;
}

/** The popup API as the server keeps it: one popup in the top area, whose version each save raises. */
const fakeServer = (initial: PopupSettings | null, fail = { load: false }) => {
  let stored = initial;
  let version = 7;
  const calls: Call[] = [];
  const api = ((id: RouteId, request?: { body?: unknown; parse?: (data: unknown) => unknown }) => {
    calls.push({ id, body: request?.body });
    if (id === 'getPopup' && fail.load) return Promise.reject(new ApiError(500, 'Bir hata oluştu.', 'InternalError'));
    let answer: unknown;
    if (id === 'getPopup') answer = { popup: stored && component('POPUP', 'p1', 'top', 0, { componentData: stored }), version };
    else {
      const { baseVersion, ...settings } = request?.body as PopupSettings & { baseVersion: number };
      if (baseVersion !== version) return Promise.reject(new ApiError(409, 'Tema başka biri tarafından güncellendi.', 'Conflict'));
      const action = stored ? 'updated' : 'created';
      stored = settings;
      version += 1;
      answer = { action, popup: component('POPUP', 'p1', 'top', 0, { componentData: stored }), version };
    }
    return Promise.resolve(request?.parse ? request.parse(answer) : answer);
  }) as PopupApi;
  return { api, calls };
};

const renderPopupPage = (api: PopupApi) => renderPage(<PopupPage api={api} />, { path: '/admin/content/popup', groups: ['CONTENT_MANAGER'] });

setPrimeLocaleTurkish();
beforeEach(() => vi.clearAllMocks());

describe('Açılır Pencere page', () => {
  it('shows the stored popup, opens the popup editor and saves it on the version it read', { timeout: 30_000 }, async () => {
    const { api, calls } = fakeServer({ ...DEFAULT_POPUP, name: 'Kış kampanyası', title: 'Hoş geldiniz', isActive: true });
    renderPopupPage(api);
    expect(screen.getByRole('heading', { name: 'Açılır Pencere' })).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Kayıtlı açılır pencere' });
    expect(await within(summary).findByRole('heading', { name: 'Kış kampanyası' })).toBeTruthy();
    expect(within(summary).getByText('Hoş geldiniz')).toBeTruthy();
    expect(within(summary).getByText('Aktif')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Açılır pencereyi düzenle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Açılır Pencere' });
    const title = await within(dialog).findByLabelText('Başlık');
    expect((title as HTMLInputElement).value).toBe('Hoş geldiniz');
    fireEvent.change(title, { target: { value: 'Yeni sezon' } });
    const save = within(dialog).getByRole('button', { name: 'Kaydet' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(save);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Açılır Pencere' })).toBeNull());
    expect(toastSuccess).toHaveBeenCalledWith('Popup ayarları güncellendi');
    expect(await within(summary).findByText('Yeni sezon')).toBeTruthy();
    const saved = calls.find((c) => c.id === 'savePopup')?.body as Record<string, unknown>;
    expect(saved).toMatchObject({ title: 'Yeni sezon', name: 'Kış kampanyası', baseVersion: 7 });
  });

  it('offers to create the popup when there is none, and retries a failed load', { timeout: 30_000 }, async () => {
    const fail = { load: true };
    const { api } = fakeServer(null, fail);
    renderPopupPage(api);
    const retry = await screen.findByRole('button', { name: /Tekrar dene/ });
    expect(screen.getByText('Açılır pencere ayarları yüklenemedi.')).toBeTruthy();
    fail.load = false;
    fireEvent.click(retry);
    expect(await screen.findByText(/Henüz açılır pencere oluşturulmadı/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Açılır pencere oluştur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Açılır Pencere' });
    expect((await within(dialog).findByLabelText<HTMLInputElement>('İsim')).value).toBe('Açılır Pencere');
  });
});
