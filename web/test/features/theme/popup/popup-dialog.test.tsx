import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_POPUP, type PopupSettings, type RouteId } from '@shop/shared';
import { ApiError } from '../../../../src/api/api-error';
import type { PopupApi } from '../../../../src/features/theme/popup/popup-api';
import { PopupDialog } from '../../../../src/features/theme/popup/PopupDialog';
import { setPrimeLocaleTurkish } from '../../../../src/ui/prime-locale';
import { toastError, toastSuccess } from '../../../../src/ui/toast';
import { component } from '../machine/fakes';

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

const fakeApi = (
  stored: PopupSettings | null,
  save: (body: Record<string, unknown>) => unknown = (body) => ({
    action: stored ? 'updated' : 'created',
    popup: component('POPUP', 'p1', 'top', 0, { componentData: body as PopupSettings }),
    version: 8,
  }),
) => {
  const calls: Call[] = [];
  const api = ((id: RouteId, request?: { body?: unknown; parse?: (data: unknown) => unknown }) => {
    calls.push({ id, body: request?.body });
    try {
      const answer =
        id === 'getPopup'
          ? { popup: stored && component('POPUP', 'p1', 'top', 0, { componentData: stored }), version: 7 }
          : save(request?.body as Record<string, unknown>);
      return Promise.resolve(request?.parse ? request.parse(answer) : answer);
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }) as PopupApi;
  return { api, calls };
};

const renderDialog = (api: PopupApi) => {
  const onHide = vi.fn();
  const onSaved = vi.fn();
  render(<PopupDialog visible onHide={onHide} onSaved={onSaved} api={api} />);
  return { onHide, onSaved };
};

setPrimeLocaleTurkish();
beforeEach(() => vi.clearAllMocks());

/** The footer's Kaydet, once the popup has loaded (it is disabled while loading). */
const saveButton = async () => {
  const button = await screen.findByRole('button', { name: 'Kaydet' });
  await waitFor(() => {
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
  return button;
};

describe('popup editor dialog', () => {
  it('starts from the default popup and shows coupon fields only for COUPON', async () => {
    const { api } = fakeApi(null);
    renderDialog(api);
    const name = await screen.findByLabelText('İsim');
    expect((name as HTMLInputElement).value).toBe('Açılır Pencere');
    expect(screen.queryByLabelText('İndirim değeri')).toBeNull();
    expect(screen.queryByLabelText('Kupon süresi (dakika)')).toBeNull();

    fireEvent.click(screen.getByText('Kupon'));
    expect(await screen.findByLabelText('İndirim değeri')).toBeTruthy();
    expect(screen.getByLabelText('Kupon süresi (dakika)')).toBeTruthy();
    expect(screen.getByLabelText('Kopyala düğmesi metni')).toBeTruthy();
    expect(screen.getByLabelText('Kupon oluştur düğmesi görünümü')).toBeTruthy();

    fireEvent.click(screen.getByText('Standart'));
    await waitFor(() => {
      expect(screen.queryByLabelText('İndirim değeri')).toBeNull();
    });
  });

  it("an empty name shows 'İsim gereklidir' and nothing is posted", async () => {
    const { api, calls } = fakeApi(DEFAULT_POPUP);
    const { onHide, onSaved } = renderDialog(api);
    const name = await screen.findByLabelText('İsim');
    await userEvent.clear(name);
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));
    expect(await screen.findByText('İsim gereklidir')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(calls.map((c) => c.id)).toEqual(['getPopup']);
    expect(onSaved).not.toHaveBeenCalled();
    expect(onHide).not.toHaveBeenCalled();
  });

  it("creates a coupon popup on the version it read: 'Popup oluşturuldu', the builder gets it, the dialog closes", async () => {
    const { api, calls } = fakeApi(null);
    const { onHide, onSaved } = renderDialog(api);
    const name = await screen.findByLabelText('İsim');
    await userEvent.clear(name);
    await userEvent.type(name, 'Yaz kuponu');
    fireEvent.click(screen.getByText('Kupon'));
    await userEvent.type(await screen.findByLabelText('Kopyala düğmesi metni'), 'Kopyala');
    fireEvent.click(screen.getByRole('button', { name: 'Kaydet' }));

    await waitFor(() => {
      expect(onHide).toHaveBeenCalled();
    });
    expect(toastSuccess).toHaveBeenCalledWith('Popup oluşturuldu');
    const posted = calls.find((c) => c.id === 'savePopup')?.body as Record<string, unknown>;
    expect(posted).toMatchObject({
      name: 'Yaz kuponu',
      type: 'COUPON',
      couponCopyButtonName: 'Kopyala',
      couponTime: null,
      couponDiscountValue: 0,
      baseVersion: 7,
    });
    expect(onSaved).toHaveBeenCalledTimes(1);
    expect(onSaved.mock.calls[0]?.[0]).toMatchObject({ action: 'created', baseVersion: 7, version: 8, popup: { id: 'p1' } });
  });

  it("updating says 'Popup ayarları güncellendi'", async () => {
    const { api } = fakeApi({ ...DEFAULT_POPUP, name: 'Mevcut' });
    renderDialog(api);
    expect((await screen.findByLabelText<HTMLInputElement>('İsim')).value).toBe('Mevcut');
    fireEvent.click(await saveButton());
    await waitFor(() => {
      expect(toastSuccess).toHaveBeenCalledWith('Popup ayarları güncellendi');
    });
  });

  it("a failed save shows the server's message and keeps the dialog open", async () => {
    const failing = fakeApi(DEFAULT_POPUP, () => {
      throw new ApiError(400, 'couponDiscountValue: Değer 0 ile 100 arasında olmalıdır.');
    });
    const { onHide } = renderDialog(failing.api);
    fireEvent.click(await saveButton());
    await waitFor(() => {
      expect(toastError).toHaveBeenCalledWith('couponDiscountValue: Değer 0 ile 100 arasında olmalıdır.');
    });
    expect(onHide).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Kaydet' })).toBeTruthy();
  });

  describe('when someone saved the top area meanwhile (409)', () => {
    /** The server: the popup named `theirs` at version 9 once the other admin saved; a save on an older version is a 409. */
    const serverAfterOtherSave = () => {
      let stored = { popup: { ...DEFAULT_POPUP, name: 'İlk' }, version: 7 };
      const saves: Record<string, unknown>[] = [];
      const api = ((id: RouteId, request?: { body?: unknown; parse?: (data: unknown) => unknown }) => {
        const answer = (() => {
          if (id === 'getPopup') return { popup: component('POPUP', 'p1', 'top', 0, { componentData: stored.popup }), version: stored.version };
          const body = request?.body as Record<string, unknown>;
          saves.push(body);
          if (body.baseVersion !== stored.version)
            throw new ApiError(409, 'Kayıt başka bir oturumda değiştirildi. Sayfayı yenileyip tekrar deneyin.');
          return {
            action: 'updated',
            popup: component('POPUP', 'p1', 'top', 0, { componentData: body as PopupSettings }),
            version: stored.version + 1,
          };
        })();
        return Promise.resolve(request?.parse ? request.parse(answer) : answer);
      }) as PopupApi;
      const otherAdminSaves = () => (stored = { popup: { ...DEFAULT_POPUP, name: 'Onların' }, version: 9 });
      return { api, saves, otherAdminSaves };
    };

    const rename = async (name: string) => {
      const field = await screen.findByLabelText<HTMLInputElement>('İsim');
      await waitFor(() => expect(field.value).toBe('İlk'));
      fireEvent.change(field, { target: { value: name } });
    };
    const conflictNotice =
      'Siz düzenlerken başka bir yönetici temanın üst alanını kaydetti. Değişikliklerinizi yine de kaydedebilir ya da kayıtlı hâli yükleyebilirsiniz.';

    it("keeps the admin's draft and saves it on the version stored now when they choose theirs", async () => {
      const server = serverAfterOtherSave();
      const { onSaved, onHide } = renderDialog(server.api);
      await rename('Benim');
      server.otherAdminSaves();
      fireEvent.click(await saveButton());
      expect(await screen.findByText(conflictNotice)).toBeTruthy();
      expect(toastError).not.toHaveBeenCalled();
      expect(screen.getByLabelText<HTMLInputElement>('İsim').value).toBe('Benim');

      fireEvent.click(screen.getByRole('button', { name: 'Benimkini kaydet' }));
      await waitFor(() => expect(onSaved).toHaveBeenCalled());
      expect(server.saves.map((body) => [body.name, body.baseVersion])).toEqual([
        ['Benim', 7],
        ['Benim', 9],
      ]);
      expect(onHide).toHaveBeenCalled();
    });

    it('asks for a valid draft before keeping it, and the dialog stays usable', async () => {
      const server = serverAfterOtherSave();
      renderDialog(server.api);
      await rename('Benim');
      server.otherAdminSaves();
      fireEvent.click(await saveButton());
      await screen.findByText(conflictNotice);
      fireEvent.change(screen.getByLabelText('İsim'), { target: { value: '' } });
      fireEvent.click(screen.getByRole('button', { name: 'Benimkini kaydet' }));
      expect(await screen.findByText('İsim gereklidir')).toBeTruthy();
      expect(screen.getByText(conflictNotice)).toBeTruthy();
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Kaydet' }).disabled).toBe(false);
      expect(server.saves).toHaveLength(1);
    });

    it('loads what is stored now in place of the draft when they choose that, and saves on its version', async () => {
      const server = serverAfterOtherSave();
      renderDialog(server.api);
      await rename('Benim');
      server.otherAdminSaves();
      fireEvent.click(await saveButton());
      fireEvent.click(await screen.findByRole('button', { name: 'Kayıtlı hâli yükle' }));
      await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>('İsim').value).toBe('Onların'));
      expect(document.activeElement).toBe(screen.getByLabelText('İsim'));
      expect(screen.queryByText(conflictNotice)).toBeNull();
      fireEvent.click(await saveButton());
      await waitFor(() => expect(toastSuccess).toHaveBeenCalledWith('Popup ayarları güncellendi'));
      expect(server.saves.at(-1)).toMatchObject({ name: 'Onların', baseVersion: 9 });
    });
  });

  it("says 'Popup component not found' when the answer carries no popup", async () => {
    const { api } = fakeApi(DEFAULT_POPUP, () => ({ action: 'updated', version: 8 }));
    const { onSaved } = renderDialog(api);
    fireEvent.click(await saveButton());
    await waitFor(() => {
      expect(toastError).toHaveBeenCalledWith('Popup component not found');
    });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("falls back to 'Popup kaydedilemedi' when the failure has no message", async () => {
    const { api } = fakeApi(DEFAULT_POPUP, () => {
      throw new Error('');
    });
    renderDialog(api);
    fireEvent.click(await saveButton());
    await waitFor(() => {
      expect(toastError).toHaveBeenCalledWith('Popup kaydedilemedi');
    });
  });

  it('offers a retry when the popup cannot be loaded', async () => {
    let fail = true;
    const api = ((id: RouteId, request?: { parse?: (data: unknown) => unknown }) => {
      if (fail) return Promise.reject(new ApiError(500, 'Bir hata oluştu.'));
      const answer = id === 'getPopup' ? { popup: null, version: 1 } : {};
      return Promise.resolve(request?.parse ? request.parse(answer) : answer);
    }) as PopupApi;
    renderDialog(api);
    expect(await screen.findByText('Açılır pencere ayarları yüklenemedi.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect((await screen.findByLabelText<HTMLInputElement>('İsim')).value).toBe('Açılır Pencere');
  });
});
