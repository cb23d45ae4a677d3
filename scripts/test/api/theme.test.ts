import {
  defaultComponentData,
  MESSAGES,
  THEME_PREFIX,
  themeComponentsPrefix,
  themePointerKey,
  themeTabPartition,
  type SavePageType,
} from '@shop/shared';
import { saveTab } from '@shop/functions/domain/theme/theme-tabs';
import * as themeRepository from '@shop/functions/repositories/theme-repository';
import { describe, expect, it, vi } from 'vitest';
import { call, itemsWithPrefix, useRuntimeTable } from '../runtime-client';

const COMPONENTS = '/api/admin/theme/components';

// Lets a test stop a save of this process between writing its version and flipping the pointer.
vi.mock('@shop/functions/repositories/theme-repository', async (importOriginal) => {
  const actual = await importOriginal<typeof themeRepository>();
  return { ...actual, writeVersionComponents: vi.fn(actual.writeVersionComponents) };
});

const component = (componentType: 'BANNER' | 'HEADER' | 'FOOTER' | 'MARQUEE' | 'GALLERY', order: number, extra: Record<string, unknown> = {}) => ({
  componentType,
  name: `${componentType} ${order}`,
  order,
  isActive: true,
  componentData: defaultComponentData(componentType, { year: 2026 }),
  ...extra,
});

const versions = async (): Promise<Record<SavePageType, number>> => (await call(COMPONENTS, { as: 'THEME_MANAGER' })).body.versions;

const save = (pageType: SavePageType, components: unknown[], baseVersion: number, as: 'THEME_MANAGER' | 'SUPER_ADMIN' = 'THEME_MANAGER') =>
  call(COMPONENTS, { as, method: 'POST', body: { pageType, components, baseVersion } });

describe('theme components: access', () => {
  // MARKETING_MANAGER opens the builder in its scoped mode (issue 31): theme-scoped.test.ts.
  it('needs a token and a builder permission', async () => {
    expect((await call(COMPONENTS)).status).toBe(401);
    for (const role of ['ANALYST', 'CONTENT_MANAGER', 'USER'] as const) {
      expect((await call(COMPONENTS, { as: role })).status).toBe(403);
      expect((await call(COMPONENTS, { as: role, method: 'POST', body: { pageType: 'HOME', components: [], baseVersion: 0 } })).status).toBe(403);
    }
  });
});

describe('theme components: saving a tab', () => {
  it('saves a tab and reads it back in order, with ids, tab and the new version', async () => {
    const base = (await versions()).HOME;
    const res = await save('HOME', [component('GALLERY', 1), component('BANNER', 0, { isActive: false })], base);
    expect(res.status).toBe(200);
    expect(res.body.version).toBe(base + 1);

    const after = await call(COMPONENTS, { as: 'THEME_MANAGER' });
    const middle = after.body.components.filter((c: { tabType: string }) => c.tabType === 'middle');
    expect(middle.map((c: { componentType: string }) => c.componentType)).toEqual(['BANNER', 'GALLERY']);
    expect(middle[0]).toMatchObject({ isActive: false, order: 0, name: 'BANNER 0' });
    expect(middle[0].componentData.settings.autoPlaySpeed).toBe(5000);
    expect(typeof middle[0].id).toBe('string');
    expect(after.body.versions.HOME).toBe(base + 1);
  });

  it('keeps ids the builder sends, so selection survives a save', async () => {
    const base = (await versions()).BOTTOM;
    await save('BOTTOM', [component('FOOTER', 0, { id: 'footer-1' })], base);
    const after = await call(COMPONENTS, { as: 'THEME_MANAGER' });
    expect(after.body.components.find((c: { tabType: string }) => c.tabType === 'bottom')).toMatchObject({ id: 'footer-1', componentType: 'FOOTER' });
  });

  it('saves 500 components atomically, far past the 100-action transaction limit', async () => {
    const base = (await versions()).BOTTOM;
    const many = Array.from({ length: 500 }, (_, i) => component('MARQUEE', i));
    const res = await save('BOTTOM', many, base);
    expect(res.status).toBe(200);
    const after = await call(COMPONENTS, { as: 'THEME_MANAGER' });
    const bottom = after.body.components.filter((c: { tabType: string }) => c.tabType === 'bottom');
    expect(bottom).toHaveLength(500);
    expect(bottom.map((c: { order: number }) => c.order)).toEqual(many.map((c) => c.order));
  });

  it('answers one of two saves based on the same version with 409, and keeps only the winner', async () => {
    const base = (await versions()).HOME;
    const [a, b] = await Promise.all([
      save('HOME', [component('HEADER', 0, { name: 'A' })], base),
      save('HOME', [component('HEADER', 0, { name: 'B' }), component('GALLERY', 1)], base, 'SUPER_ADMIN'),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body).toEqual({ error: 'Conflict', message: MESSAGES.api.conflict });
    const winner = a.status === 200 ? 'A' : 'B';
    const after = await call(COMPONENTS, { as: 'THEME_MANAGER' });
    expect(after.body.components.filter((c: { tabType: string }) => c.tabType === 'middle')[0].name).toBe(winner);
    const pointerKey = themePointerKey('HOME');
    const pointer = (await itemsWithPrefix(pointerKey.pk)).find((i) => i.sk === pointerKey.sk);
    expect(pointer?.version).toBe(base + 1);
  });

  it('refuses a save based on an old version and changes nothing', async () => {
    const before = await call(COMPONENTS, { as: 'THEME_MANAGER' });
    const stale = before.body.versions.HOME - 1;
    const itemsBefore = (await itemsWithPrefix(themeTabPartition('HOME'))).length;
    const res = await save('HOME', [component('GALLERY', 0)], stale);
    expect(res.status).toBe(409);
    expect((await itemsWithPrefix(themeTabPartition('HOME'))).length).toBe(itemsBefore);
    expect((await call(COMPONENTS, { as: 'THEME_MANAGER' })).body).toEqual(before.body);
  });

  it('leaves readers on the old version when a save stops between writing and flipping', async () => {
    useRuntimeTable();
    const before = await call(COMPONENTS, { as: 'THEME_MANAGER' });
    const base: number = before.body.versions.HOME;
    const { writeVersionComponents } = await vi.importActual<typeof themeRepository>('@shop/functions/repositories/theme-repository');
    vi.mocked(themeRepository.writeVersionComponents).mockImplementationOnce(async (...args) => {
      await writeVersionComponents(...args);
      throw new Error('Lambda stopped here');
    });
    await expect(
      saveTab({
        pageType: 'HOME',
        components: [component('GALLERY', 0, { name: 'Yarım kalan kayıt' })] as never,
        baseVersion: base,
        caller: { sub: 'crash-test', groups: ['THEME_MANAGER'], name: 'Test' },
      }),
    ).rejects.toThrow('Lambda stopped here');
    const after = await call(COMPONENTS, { as: 'THEME_MANAGER' });
    expect(after.body).toEqual(before.body);
    expect(JSON.stringify(after.body)).not.toContain('Yarım kalan kayıt');
    // The next save from the same base still goes through.
    expect((await save('HOME', [component('GALLERY', 0)], base)).status).toBe(200);
  });
});

describe('theme components: bad input is refused with the field named, nothing written', () => {
  const cases: [string, unknown, string][] = [
    ['unknown page type', { pageType: 'MIDDLE', components: [], baseVersion: 0 }, 'pageType'],
    [
      'unknown component type',
      { pageType: 'HOME', components: [{ ...component('BANNER', 0), componentType: 'CAROUSEL' }], baseVersion: 0 },
      'components.0.componentType',
    ],
    [
      'componentData of another type',
      {
        pageType: 'HOME',
        components: [{ ...component('HEADER', 0), componentData: { ...defaultComponentData('HEADER'), gridColumns: 'üç' } }],
        baseVersion: 0,
      },
      'components.0.componentData.gridColumns',
    ],
    ['oversized name', { pageType: 'HOME', components: [component('BANNER', 0, { name: 'x'.repeat(10_000) })], baseVersion: 0 }, 'components.0.name'],
    [
      'wrong type for isActive',
      { pageType: 'HOME', components: [component('BANNER', 0, { isActive: 'evet' })], baseVersion: 0 },
      'components.0.isActive',
    ],
    ['missing base version', { pageType: 'HOME', components: [] }, 'baseVersion'],
    // A save replaces what is stored: a left-out isActive would publish a hidden component, a left-out setting reset it.
    [
      'isActive left out',
      { pageType: 'HOME', components: [component('BANNER', 0, { isActive: undefined })], baseVersion: 0 },
      'components.0.isActive',
    ],
    [
      'a setting left out',
      { pageType: 'HOME', components: [component('MARQUEE', 0, { componentData: {} })], baseVersion: 0 },
      `components.0.componentData.${Object.keys(defaultComponentData('MARQUEE'))[0]}`,
    ],
    [
      'more than 500 components',
      { pageType: 'BOTTOM', components: Array.from({ length: 501 }, (_, i) => component('MARQUEE', i)), baseVersion: 0 },
      'components',
    ],
    [
      'a popup outside the top area',
      {
        pageType: 'HOME',
        components: [{ ...component('BANNER', 0), componentType: 'POPUP', componentData: defaultComponentData('POPUP'), staticPageType: 'TOP' }],
        baseVersion: 0,
      },
      'components.0.componentType',
    ],
  ];

  it.each(cases)('%s', async (_name, body, field) => {
    const before = (await itemsWithPrefix(THEME_PREFIX)).length;
    const res = await call(COMPONENTS, { as: 'THEME_MANAGER', method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toContain(field);
    expect((await itemsWithPrefix(THEME_PREFIX)).length).toBe(before);
  });

  it('malformed JSON', async () => {
    const before = (await itemsWithPrefix(THEME_PREFIX)).length;
    const res = await call(COMPONENTS, { as: 'THEME_MANAGER', method: 'POST', rawBody: '{"pageType": "HOME", ' });
    expect(res).toEqual({ status: 400, body: { error: 'BadRequest', message: MESSAGES.api.invalidJson } });
    expect((await itemsWithPrefix(THEME_PREFIX)).length).toBe(before);
  });
});

describe('theme versions: history and restore', () => {
  it('lists versions newest first with who saved and how many components', async () => {
    const res = await call('/api/admin/theme/versions?pageType=HOME', { as: 'THEME_MANAGER' });
    expect(res.status).toBe(200);
    const [newest, older] = res.body.data;
    expect(newest.current).toBe(true);
    expect(newest.version).toBeGreaterThan(older.version);
    expect(typeof newest.componentCount).toBe('number');
    // cognito-local's ID tokens carry no given/family name (AWS's do), so the name falls back to the e-mail.
    expect(newest.createdBy).toMatchObject({ sub: expect.any(String), name: 'theme_manager@example.com', email: 'theme_manager@example.com' });
    expect((await call('/api/admin/theme/versions?pageType=ELSEWHERE', { as: 'THEME_MANAGER' })).body.field).toBe('pageType');
  });

  it('keeps the last 20 versions of a tab and deletes the older ones with their components', async () => {
    let base = (await versions()).TOP;
    for (let i = 0; i < 22; i++) {
      const res = await save('TOP', [component('HEADER', 0, { name: `Sürüm ${i}` })], base);
      base = res.body.version;
    }
    const list = (await call('/api/admin/theme/versions?pageType=TOP', { as: 'THEME_MANAGER' })).body.data;
    expect(list).toHaveLength(20);
    expect(list[0].version).toBe(base);
    expect(list[19].version).toBe(base - 19);
    const componentPartitions = new Set((await itemsWithPrefix(themeComponentsPrefix('TOP'))).map((i) => i.pk));
    expect(componentPartitions.size).toBe(20);
  });

  it('restores an old version as a new one, refuses a stale base, and 404s a pruned version', async () => {
    const list = (await call('/api/admin/theme/versions?pageType=TOP', { as: 'THEME_MANAGER' })).body.data;
    const current = list[0].version;
    const target = list[5].version;
    const restored = await call(`/api/admin/theme/versions/${target}/restore`, {
      as: 'THEME_MANAGER',
      method: 'POST',
      body: { pageType: 'TOP', baseVersion: current },
    });
    expect(restored.status).toBe(200);
    expect(restored.body.version).toBe(current + 1);
    const top = (await call(COMPONENTS, { as: 'THEME_MANAGER' })).body.components.filter((c: { tabType: string }) => c.tabType === 'top');
    expect(top.map((c: { name: string }) => c.name)).toEqual([`Sürüm ${21 - 5}`]);
    const newest = (await call('/api/admin/theme/versions?pageType=TOP', { as: 'THEME_MANAGER' })).body.data[0];
    expect(newest).toMatchObject({ version: current + 1, restoredFrom: target, current: true });

    const stale = await call(`/api/admin/theme/versions/${target}/restore`, {
      as: 'THEME_MANAGER',
      method: 'POST',
      body: { pageType: 'TOP', baseVersion: current },
    });
    expect(stale.status).toBe(409);
    const gone = await call('/api/admin/theme/versions/1/restore', {
      as: 'THEME_MANAGER',
      method: 'POST',
      body: { pageType: 'TOP', baseVersion: current + 1 },
    });
    expect(gone.status).toBe(404);
    const bad = await call('/api/admin/theme/versions/abc/restore', {
      as: 'THEME_MANAGER',
      method: 'POST',
      body: { pageType: 'TOP', baseVersion: current + 1 },
    });
    expect(bad.body.field).toBe('version');
  });
});
