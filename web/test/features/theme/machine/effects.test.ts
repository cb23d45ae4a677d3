import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_THEME_CONFIG } from '@shop/shared';
import { ApiError } from '../../../../src/api/api-error';
import { CLEAN } from '../../../../src/features/theme/machine/builder-context';
import { createLocalCopyWriter, localCopyKey, readLocalCopy } from '../../../../src/features/theme/machine/effects/local-copy';
import { createPreviewChannel } from '../../../../src/features/theme/machine/effects/preview-channel';
import { loadThemeFromApi, saveThemeToApi, type ThemeApi } from '../../../../src/features/theme/machine/effects/theme-api';
import { SaveThemeError } from '../../../../src/features/theme/machine/save-error';
import { normalizeComponents, saveInput, type PersistRequest } from '../../../../src/features/theme/machine/theme-snapshot';
import { component, USER } from './fakes';

class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  writes = 0;
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.writes += 1;
    this.items.set(key, value);
  }
}

const doc = () => ({
  ...normalizeComponents([component('GALLERY', 'g', 'middle', 0), component('FAQ', 'q', 'middle', 1)]),
  themeConfig: DEFAULT_THEME_CONFIG,
  themeType: 'THEME_READY' as const,
});

const request = (extra: Partial<PersistRequest> = {}): PersistRequest => ({
  userEmail: USER,
  doc: doc(),
  currentTab: 'bottom',
  versions: { TOP: 1, HOME: 2, BOTTOM: 3 },
  dirty: { tabs: ['middle'], config: false },
  ...extra,
});

afterEach(() => vi.useRealTimers());

describe('local copy', () => {
  it('writes once after a burst, per admin, and reads back what it wrote', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const writer = createLocalCopyWriter(storage, { delayMs: 400 });
    for (let i = 0; i < 20; i += 1) writer.write(request());
    expect(storage.writes).toBe(0);
    vi.advanceTimersByTime(400);
    expect(storage.writes).toBe(1);
    expect([...storage.items.keys()]).toEqual([localCopyKey(USER)]);
    const copy = readLocalCopy(storage, USER);
    expect(copy?.components.map((c) => [c.id, c.order])).toEqual([
      ['g', 0],
      ['q', 1],
    ]);
    expect(copy).toMatchObject({ currentTab: 'bottom', versions: { TOP: 1, HOME: 2, BOTTOM: 3 }, dirty: { tabs: ['middle'], config: false } });
    expect(readLocalCopy(storage, 'someone.else@example.com')).toBeNull();
  });

  it('flush writes the pending copy at once', () => {
    vi.useFakeTimers();
    const storage = new MemoryStorage();
    const writer = createLocalCopyWriter(storage);
    writer.write(request({ dirty: CLEAN }));
    writer.flush();
    // Nothing unsaved: only the tab is restored, the components are not read.
    expect(readLocalCopy(storage, USER)).toMatchObject({ dirty: CLEAN, currentTab: 'bottom', components: [] });
    vi.runAllTimers();
    expect(storage.writes).toBe(1);
  });

  it('a full storage does not break editing; an unreadable copy is ignored', () => {
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new DOMException('full', 'QuotaExceededError');
    };
    const errors: unknown[] = [];
    const writer = createLocalCopyWriter(storage, { onError: (e) => errors.push(e) });
    writer.write(request());
    expect(() => writer.flush()).not.toThrow();
    expect(errors).toHaveLength(1);
    const other = new MemoryStorage();
    other.items.set(localCopyKey(USER), '{not json');
    expect(readLocalCopy(other, USER)).toBeNull();
    other.items.set(localCopyKey(USER), JSON.stringify({ components: 'x' }));
    expect(readLocalCopy(other, USER)).toBeNull();
  });
});

describe('theme API', () => {
  const fakeApi = (answer: (id: string, body: unknown) => unknown) => {
    const calls: [string, unknown][] = [];
    const api = (async (id: string, request?: { body?: unknown; parse?: (d: unknown) => unknown }) => {
      calls.push([id, request?.body]);
      const data = answer(id, request?.body);
      return request?.parse ? request.parse(data) : data;
    }) as unknown as ThemeApi;
    return { api, calls };
  };

  it('loads components with versions and the theme settings', async () => {
    const { api } = fakeApi((id) =>
      id === 'listThemeComponents'
        ? { components: [component('GALLERY', 'g', 'middle', 0)], versions: { TOP: 0, HOME: 4, BOTTOM: 0 } }
        : { themeConfig: DEFAULT_THEME_CONFIG, themeType: 'THEME_CUSTOM' },
    );
    const theme = await loadThemeFromApi(api);
    expect(theme.versions.HOME).toBe(4);
    expect(theme.components[0]?.id).toBe('g');
    expect(theme.themeType).toBe('THEME_CUSTOM');
  });

  it('saves TOP, HOME, BOTTOM then the settings and answers the new versions', async () => {
    const { api, calls } = fakeApi((id, body) =>
      id === 'saveThemeComponents' ? { version: (body as { baseVersion: number }).baseVersion + 1, components: [] } : { ok: true },
    );
    const output = await saveThemeToApi(api, saveInput(doc(), { TOP: 1, HOME: 2, BOTTOM: 3 }));
    expect(calls.map(([id, body]) => [id, (body as { pageType?: string }).pageType])).toEqual([
      ['saveThemeComponents', 'TOP'],
      ['saveThemeComponents', 'HOME'],
      ['saveThemeComponents', 'BOTTOM'],
      ['saveThemeConfig', undefined],
    ]);
    expect(output.versions).toEqual({ TOP: 2, HOME: 3, BOTTOM: 4 });
  });

  it('stops at a 409 and reports the area and the versions saved before it', async () => {
    const { api, calls } = fakeApi((id, body) => {
      if ((body as { pageType?: string }).pageType === 'HOME')
        throw new ApiError(409, 'Kayıt başka bir oturumda değiştirildi. Sayfayı yenileyip tekrar deneyin.', 'Conflict');
      return { version: 10 };
    });
    const error = await saveThemeToApi(api, saveInput(doc(), { TOP: 1, HOME: 2, BOTTOM: 3 })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SaveThemeError);
    expect(error).toMatchObject({ status: 409, pageType: 'HOME', savedVersions: { TOP: 10 }, isConflict: true });
    expect(calls).toHaveLength(2);
  });

  it('a failed settings save fails the save', async () => {
    const { api } = fakeApi((id) => {
      if (id === 'saveThemeConfig') throw new ApiError(500, 'Bir hata oluştu.');
      return { version: 1 };
    });
    await expect(saveThemeToApi(api, saveInput(doc(), { TOP: 0, HOME: 0, BOTTOM: 0 }))).rejects.toMatchObject({ status: 500, pageType: undefined });
  });
});

describe('preview channel', () => {
  it('posts only to the given origin, and nothing without a frame', () => {
    const channel = createPreviewChannel('https://shop.example');
    const target = { postMessage: vi.fn() };
    channel.post({ type: 'SCROLL_TO_COMPONENT', componentId: 'a' });
    channel.attach(target as unknown as Window);
    channel.post({ type: 'SCROLL_TO_COMPONENT', componentId: 'b' });
    channel.attach(null);
    channel.post({ type: 'SCROLL_TO_COMPONENT', componentId: 'c' });
    expect(target.postMessage.mock.calls).toEqual([[{ type: 'SCROLL_TO_COMPONENT', componentId: 'b' }, 'https://shop.example']]);
  });
});
