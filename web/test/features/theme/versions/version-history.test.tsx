import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fromPromise } from 'xstate';
import { DEFAULT_THEME_CONFIG } from '@shop/shared';
import { ApiError } from '../../../../src/api/client';
import { builderMachine, type PersistedTheme, type ServerTheme } from '../../../../src/features/theme/machine';
import { BuilderProvider, useBuilderSend } from '../../../../src/features/theme/state';
import { VersionHistory } from '../../../../src/features/theme/versions/VersionHistory';
import type { VersionsApi } from '../../../../src/features/theme/versions/versions-api';
import { ToastHost } from '../../../../src/ui/toast';

const NOW = new Date('2026-11-23T09:35:00Z');

const server: ServerTheme = {
  components: [],
  versions: { TOP: 1, HOME: 3, BOTTOM: 1 },
  themeConfig: DEFAULT_THEME_CONFIG,
  themeType: 'THEME_READY',
};

const VERSIONS = [
  {
    version: 2,
    createdAt: '2026-11-23T09:00:00Z',
    createdBy: { sub: 'a', email: 'ayse@example.com', name: 'Ayşe Kaya' },
    componentCount: 2,
    current: false,
  },
  {
    version: 3,
    createdAt: '2026-11-23T09:30:00Z',
    createdBy: { sub: 'd', email: 'deniz@example.com', name: 'Deniz Aydın' },
    componentCount: 5,
    current: true,
  },
  {
    version: 1,
    createdAt: '2026-11-20T09:35:00Z',
    createdBy: { sub: 'd', email: 'deniz@example.com' },
    componentCount: 1,
    current: false,
  },
];

interface Call {
  id: string;
  request?: { params?: unknown; query?: unknown; body?: unknown };
}

const fakeApi = (restoreAnswer: () => Promise<unknown>) => {
  const calls: Call[] = [];
  const api = (async (id: string, request?: Call['request'] & { parse?: (data: unknown) => unknown }) => {
    calls.push({ id, request: { params: request?.params, query: request?.query, body: request?.body } });
    const answer = id === 'listThemeVersions' ? { data: VERSIONS } : id === 'restoreThemeVersion' ? await restoreAnswer() : undefined;
    return request?.parse ? request.parse(answer) : answer;
  }) as unknown as VersionsApi;
  return { api, calls };
};

/** Makes the builder dirty the way an admin does: an edit (a rename needs a component, so add one). */
function AddBanner() {
  const send = useBuilderSend();
  return (
    <button
      type="button"
      onClick={() => {
        send({ type: 'component.add', componentType: 'BANNER' });
      }}
    >
      banner ekle
    </button>
  );
}

const renderHistory = (api: VersionsApi) => {
  const loads = { count: 0 };
  const logic = builderMachine.provide({
    actors: {
      readLocal: fromPromise<PersistedTheme | null, { userEmail: string }>(() => Promise.resolve(null)),
      loadTheme: fromPromise(() => {
        loads.count += 1;
        return Promise.resolve(structuredClone(server));
      }),
      saveTheme: fromPromise(() => Promise.resolve({ versions: {} })),
    },
    actions: { persistLocal: () => undefined, postToPreview: () => undefined },
  });
  render(
    <BuilderProvider userEmail="deniz@example.com" logic={logic}>
      <VersionHistory api={api} />
      <AddBanner />
      <ToastHost />
    </BuilderProvider>,
  );
  return loads;
};

const openPanel = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Sürüm Geçmişi' }));
  return screen.findByRole('list', { name: 'Orta alanının sürümleri' });
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('version history panel', () => {
  it('lists the middle area’s versions newest first with who saved, when and how many components', async () => {
    const { api, calls } = fakeApi(() => Promise.resolve({ version: 4 }));
    renderHistory(api);
    const list = await openPanel();
    expect(calls[0]).toMatchObject({ id: 'listThemeVersions', request: { query: { pageType: 'HOME' } } });
    const items = within(list).getAllByTestId('version-item');
    expect(items.map((i) => i.querySelector('.versions-item-title')?.textContent)).toEqual(['Sürüm 3', 'Sürüm 2', 'Sürüm 1']);
    const [current, older, oldest] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(current).getByText('Yayında')).toBeTruthy();
    expect(within(current).getByText('Deniz Aydın')).toBeTruthy();
    expect(within(current).getByText('5 dakika önce · 23 Kas 2026 12:30')).toBeTruthy();
    expect(within(current).getByText('5 bileşen')).toBeTruthy();
    expect(within(current).queryByRole('button', { name: 'Sürüm 3: geri yükle' })).toBeNull();
    expect(within(older).getByText('Ayşe Kaya')).toBeTruthy();
    expect(within(older).getByText('35 dakika önce · 23 Kas 2026 12:00')).toBeTruthy();
    expect(within(oldest).getByText('deniz@example.com')).toBeTruthy();
    expect(within(oldest).getByText('3 gün önce · 20 Kas 2026 12:35')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Üst' }));
    await screen.findByRole('list', { name: 'Üst alanının sürümleri' });
    expect(calls.at(-1)).toMatchObject({ id: 'listThemeVersions', request: { query: { pageType: 'TOP' } } });
  });

  it('asks before rolling back, then restores on the builder’s version of the area and reloads the builder', async () => {
    const { api, calls } = fakeApi(() => Promise.resolve({ version: 4 }));
    const loads = renderHistory(api);
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Sürüm 2: geri yükle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sürümü geri yükle' });
    expect(
      within(dialog).getByText(
        'Orta alanı Sürüm 2 ile değiştirilecek ve mağazada hemen yayına alınacak. Geri yükleme yeni bir sürüm olarak kaydedilir; istediğinizde bu listeden önceki sürüme dönebilirsiniz.',
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/Kaydedilmemiş değişiklikleriniz var/)).toBeNull();
    expect(calls.some((c) => c.id === 'restoreThemeVersion')).toBe(false);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Geri yükle' }));
    await waitFor(() => {
      expect(calls.find((c) => c.id === 'restoreThemeVersion')).toBeTruthy();
    });
    expect(calls.find((c) => c.id === 'restoreThemeVersion')?.request).toEqual({
      params: { version: 2 },
      query: undefined,
      body: { pageType: 'HOME', baseVersion: 3 },
    });
    expect(await screen.findByText('Orta alanında Sürüm 2 geri yüklendi (yeni sürüm: 4).')).toBeTruthy();
    await waitFor(() => {
      expect(loads.count).toBe(2);
    });
    await waitFor(() => {
      expect(calls.filter((c) => c.id === 'listThemeVersions')).toHaveLength(2);
    });
  });

  it('says in the confirmation that unsaved changes will be lost', async () => {
    const { api } = fakeApi(() => Promise.resolve({ version: 4 }));
    renderHistory(api);
    fireEvent.click(await screen.findByRole('button', { name: 'banner ekle' }));
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Sürüm 1: geri yükle' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sürümü geri yükle' });
    expect(
      within(dialog).getByText(
        'Kaydedilmemiş değişiklikleriniz var. Geri yüklemeden sonra tema sunucudan yeniden yüklenir ve bu değişiklikler (bütün alanlarda) silinir.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'Sürümü geri yükle' })).toBeNull();
    });
  });

  it('shows the conflict and reloads the list when someone saved the area meanwhile (409)', async () => {
    const { api, calls } = fakeApi(() => Promise.reject(new ApiError(409, 'Çakışma')));
    const loads = renderHistory(api);
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Sürüm 2: geri yükle' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Sürümü geri yükle' })).getByRole('button', { name: 'Geri yükle' }));
    expect(
      await screen.findByText(
        'Bu alanı siz yükledikten sonra başka bir yönetici kaydetti; geri yükleme yapılmadı. Liste yenilendi. Geri yüklemeden önce güncel temayı yükleyin.',
      ),
    ).toBeTruthy();
    await waitFor(() => {
      expect(calls.filter((c) => c.id === 'listThemeVersions')).toHaveLength(2);
    });
    expect(loads.count).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Güncel temayı yükle' }));
    await waitFor(() => {
      expect(loads.count).toBe(2);
    });
  });

  it('follows saves made elsewhere when the window regains focus, keeping the list on screen meanwhile', async () => {
    let versions = VERSIONS;
    let answer: (() => void) | undefined;
    const api = (async (id: string, request?: { parse?: (data: unknown) => unknown }) => {
      if (id !== 'listThemeVersions') return undefined;
      const data = { data: versions };
      // The second read waits until the test lets it answer, so what shows meanwhile can be checked.
      if (versions !== VERSIONS) await new Promise<void>((resolve) => (answer = resolve));
      return request?.parse ? request.parse(data) : data;
    }) as unknown as VersionsApi;
    renderHistory(api);
    const list = await openPanel();
    expect(within(list).getAllByTestId('version-item')).toHaveLength(3);

    // Another admin saves the middle area: version 4 is live now.
    versions = [
      {
        version: 4,
        createdAt: '2026-11-23T09:34:00Z',
        createdBy: { sub: 'a', email: 'ayse@example.com', name: 'Ayşe Kaya' },
        componentCount: 6,
        current: true,
      },
      ...VERSIONS.map((v) => ({ ...v, current: false })),
    ];
    fireEvent.focus(window);
    await waitFor(() => expect(answer).toBeDefined());
    expect(within(screen.getByRole('list', { name: 'Orta alanının sürümleri' })).getAllByTestId('version-item')).toHaveLength(3);
    answer?.();
    await waitFor(() => {
      const titles = within(screen.getByRole('list', { name: 'Orta alanının sürümleri' }))
        .getAllByTestId('version-item')
        .map((i) => i.querySelector('.versions-item-title')?.textContent);
      expect(titles).toEqual(['Sürüm 4', 'Sürüm 3', 'Sürüm 2', 'Sürüm 1']);
    });
  });

  it('shows a retry when the list cannot be loaded', async () => {
    let fail = true;
    const api = ((_id: string) =>
      fail ? Promise.reject(new ApiError(500, 'Sunucu hatası')) : Promise.resolve({ data: [] })) as unknown as VersionsApi;
    renderHistory(api);
    fireEvent.click(await screen.findByRole('button', { name: 'Sürüm Geçmişi' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Sürümler yüklenemedi.')).toBeTruthy();
    fail = false;
    expect(within(alert).getByText('Sunucu hatası')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Bu alan henüz hiç kaydedilmedi.')).toBeTruthy();
  });
});
