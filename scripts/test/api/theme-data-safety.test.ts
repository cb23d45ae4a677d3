import { DeleteCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DEFAULT_POPUP,
  DEFAULT_THEME_CONFIG,
  defaultComponentData,
  MAX_COMPONENT_BYTES,
  MESSAGES,
  themeComponentKey,
  themeComponentsPrefix,
  type SavePageType,
} from '@shop/shared';
import { documentClient } from '@shop/functions/repositories/document-client';
import * as themeRepository from '@shop/functions/repositories/theme-repository';
import { listVersions } from '@shop/functions/repositories/theme-repository';
import { loadTab, restoreVersion, SaveNotConfirmedError, saveTab, StaleVersionError } from '@shop/functions/domain/theme/theme-tabs';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { call, itemsWithPrefix, keepThemeConfig, runtime, tableClient, tableItems, useRuntimeTable } from '../runtime-client';

const COMPONENTS = '/api/admin/theme/components';

// Lets a test run another save of this process between a save's version write and its pointer flip.
vi.mock('@shop/functions/repositories/theme-repository', async (importOriginal) => {
  const actual = await importOriginal<typeof themeRepository>();
  return { ...actual, writeVersionComponents: vi.fn(actual.writeVersionComponents) };
});
const POPUP = '/api/admin/theme/popup';
const CONFIG = '/api/admin/settings/theme/config';
const caller = { sub: 'data-safety', groups: ['THEME_MANAGER'], name: 'Test' };

const gallery = (name: string, order = 0) => ({
  componentType: 'GALLERY' as const,
  name,
  order,
  isActive: true,
  componentData: defaultComponentData('GALLERY'),
  products: [],
  galleries: [],
});

const versionOf = async (pageType: SavePageType): Promise<number> => (await call(COMPONENTS, { as: 'THEME_MANAGER' })).body.versions[pageType];
const tabNames = async (tabType: string): Promise<string[]> =>
  (await call(COMPONENTS, { as: 'THEME_MANAGER' })).body.components
    .filter((c: { tabType: string }) => c.tabType === tabType)
    .map((c: { name: string }) => c.name);

const cancelled = (code: string) =>
  new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${code}, None]`,
    $metadata: {},
    CancellationReasons: [{ Code: code }, { Code: 'None' }],
  });

/** Makes the pointer flips of this process misbehave: `fail(n, send)` decides the n-th one. */
const onFlip = (fail: (n: number, commit: () => Promise<unknown>) => Promise<unknown>) => {
  const client = documentClient();
  const send = client.send.bind(client);
  let n = 0;
  // eslint-disable-next-line @typescript-eslint/no-misused-promises -- the repositories only call send's promise overload
  return vi.spyOn(client, 'send').mockImplementation(((command: unknown, ...rest: unknown[]) => {
    if (command instanceof TransactWriteCommand) return fail(++n, () => (send as (...a: unknown[]) => Promise<unknown>)(command, ...rest));
    return (send as (...a: unknown[]) => Promise<unknown>)(command, ...rest);
  }) as typeof client.send);
};

afterEach(() => vi.restoreAllMocks());

describe('theme save: the pointer flip sees an error', () => {
  it('keeps a version whose flip committed but whose answer was lost, and reports the save', async () => {
    useRuntimeTable();
    const base = (await loadTab('HOME')).version;
    onFlip(async (_n, commit) => {
      await commit();
      throw Object.assign(new Error('socket hang up'), { name: 'TimeoutError' });
    });
    const saved = await saveTab({ pageType: 'HOME', components: [gallery('Cevabı kaybolan kayıt')], baseVersion: base, caller });
    vi.restoreAllMocks();
    expect(saved.version).toBe(base + 1);
    expect(await tabNames('middle')).toEqual(['Cevabı kaybolan kayıt']);
  });

  it('keeps a version whose retried flip fails its condition because the first attempt committed', async () => {
    useRuntimeTable();
    const base = (await loadTab('HOME')).version;
    onFlip(async (_n, commit) => {
      await commit();
      throw cancelled('ConditionalCheckFailed');
    });
    const saved = await saveTab({ pageType: 'HOME', components: [gallery('Tekrarlanan kayıt')], baseVersion: base, caller });
    vi.restoreAllMocks();
    expect(saved.version).toBe(base + 1);
    expect(await tabNames('middle')).toEqual(['Tekrarlanan kayıt']);
  });

  it('retries a flip cancelled by a conflicting transaction, then succeeds', async () => {
    useRuntimeTable();
    const base = (await loadTab('HOME')).version;
    onFlip(async (n, commit) => (n < 3 ? Promise.reject(cancelled('TransactionConflict')) : commit()));
    const saved = await saveTab({ pageType: 'HOME', components: [gallery('Üçüncü denemede')], baseVersion: base, caller });
    vi.restoreAllMocks();
    expect(saved.version).toBe(base + 1);
    expect(await tabNames('middle')).toEqual(['Üçüncü denemede']);
  });

  it('gives up on a flip throttled every time as "not confirmed" (503), not a conflict, and leaves readers where they were', async () => {
    useRuntimeTable();
    const before = await call(COMPONENTS, { as: 'THEME_MANAGER' });
    const base: number = before.body.versions.HOME;
    onFlip(async () => Promise.reject(cancelled('ThrottlingError')));
    const error = await saveTab({ pageType: 'HOME', components: [gallery('Kısılan kayıt')], baseVersion: base, caller }).catch((e: unknown) => e);
    vi.restoreAllMocks();
    expect(error).toBeInstanceOf(SaveNotConfirmedError);
    expect(error).not.toBeInstanceOf(StaleVersionError);
    expect((await call(COMPONENTS, { as: 'THEME_MANAGER' })).body).toEqual(before.body);
    // The next save from the same base goes through.
    expect(
      (
        await call(COMPONENTS, {
          as: 'THEME_MANAGER',
          method: 'POST',
          body: { pageType: 'HOME', components: [gallery('Sonraki')], baseVersion: base },
        })
      ).status,
    ).toBe(200);
  });

  it('removes the new version only when another save moved the pointer (409)', async () => {
    useRuntimeTable();
    const base = (await loadTab('HOME')).version;
    const orphansBefore = new Set((await itemsWithPrefix(themeComponentsPrefix('HOME'))).map((i) => i.pk));
    const { writeVersionComponents } = await vi.importActual<typeof themeRepository>('@shop/functions/repositories/theme-repository');
    vi.mocked(themeRepository.writeVersionComponents).mockImplementationOnce(async (...args) => {
      const versionId = await writeVersionComponents(...args);
      await saveTab({ pageType: 'HOME', components: [gallery('Önce gelen')], baseVersion: base, caller });
      return versionId;
    });
    const error = await saveTab({ pageType: 'HOME', components: [gallery('Geride kalan')], baseVersion: base, caller }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StaleVersionError);
    expect(await tabNames('middle')).toEqual(['Önce gelen']);
    const partitions = new Set((await itemsWithPrefix(themeComponentsPrefix('HOME'))).map((i) => i.pk));
    const added = [...partitions].filter((pk) => !orphansBefore.has(pk));
    // Only the winner's version was added (pruning may have removed an old one).
    expect(added).toHaveLength(1);
  });
});

describe('theme versions: reads, pruning and restore', () => {
  it('reads versions and their components strongly consistently', async () => {
    useRuntimeTable();
    const client = documentClient();
    const spy = vi.spyOn(client, 'send');
    await loadTab('HOME');
    await listVersions('HOME');
    const queries = spy.mock.calls.map(([command]) => command.input as { KeyConditionExpression?: string; ConsistentRead?: boolean });
    const reads = queries.filter((input) => input.KeyConditionExpression);
    expect(reads.length).toBeGreaterThan(0);
    expect(reads.every((input) => input.ConsistentRead === true)).toBe(true);
  });

  it('refuses to restore a version that lost some of its components, and writes nothing', async () => {
    useRuntimeTable();
    let base = (await loadTab('BOTTOM')).version;
    base = (await saveTab({ pageType: 'BOTTOM', components: [gallery('Bir', 0), gallery('İki', 1), gallery('Üç', 2)], baseVersion: base, caller }))
      .version;
    const target = base;
    base = (await saveTab({ pageType: 'BOTTOM', components: [gallery('Yeni', 0)], baseVersion: base, caller })).version;
    const info = (await listVersions('BOTTOM')).find((v) => v.version === target)!;
    const db = tableClient();
    await db.send(new DeleteCommand({ TableName: runtime().tableName, Key: themeComponentKey('BOTTOM', info.versionId, 1) }));
    db.destroy();
    const before = await tableItems();
    const res = await call(`/api/admin/theme/versions/${target}/restore`, {
      as: 'THEME_MANAGER',
      method: 'POST',
      body: { pageType: 'BOTTOM', baseVersion: base },
    });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Bu sürümün bileşenleri artık eksiksiz değil; geri yüklenemez.');
    expect(await tableItems()).toEqual(before);
    await expect(restoreVersion({ pageType: 'BOTTOM', version: target, baseVersion: base, caller })).rejects.toThrow();
  });
});

describe('concurrent saves: one wins, the others 409, never 500', () => {
  it('ten popup saves based on the same read', async () => {
    const { version } = (await call(POPUP, { as: 'THEME_MANAGER' })).body;
    expect(typeof version).toBe('number');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(POPUP, {
          as: 'THEME_MANAGER',
          method: 'POST',
          body: { ...DEFAULT_POPUP, name: `Eşzamanlı ${i}`, title: `Başlık ${i}`, baseVersion: version },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(statuses.filter((s) => s === 200 || s === 201)).toHaveLength(1);
    for (const r of results.filter((x) => x.status === 409)) expect(r.body).toEqual({ error: 'Conflict', message: MESSAGES.api.conflict });
    const winner = results.findIndex((r) => r.status !== 409);
    const read = (await call(POPUP, { as: 'THEME_MANAGER' })).body;
    expect(read.version).toBe(version + 1);
    expect(read.popup.componentData).toMatchObject({ name: `Eşzamanlı ${winner}`, title: `Başlık ${winner}` });
  });

  it('ten popup saves without a base version: each is saved whole or refused with 409', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(POPUP, { as: 'THEME_MANAGER', method: 'POST', body: { ...DEFAULT_POPUP, name: `Yarış ${i}`, title: `Yarış ${i}` } }),
      ),
    );
    for (const r of results) expect([200, 201, 409]).toContain(r.status);
    const popups = (await call(COMPONENTS, { as: 'THEME_MANAGER' })).body.components.filter(
      (c: { componentType: string }) => c.componentType === 'POPUP',
    );
    expect(popups).toHaveLength(1);
    expect(popups[0].componentData.name).toBe(popups[0].componentData.title);
  });

  it('ten theme config saves based on the same read', async () => {
    onTestFinished(await keepThemeConfig());
    const { version } = (await call(CONFIG, { as: 'THEME_MANAGER' })).body;
    expect(typeof version).toBe('number');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(CONFIG, {
          as: 'THEME_MANAGER',
          method: 'POST',
          body: {
            themeConfig: { ...DEFAULT_THEME_CONFIG, theme: `yarış-${i}`, selectedTheme: null },
            themeType: 'THEME_CUSTOM',
            baseVersion: version,
          },
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 409)).toHaveLength(9);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    const winner = statuses.indexOf(200);
    const read = (await call(CONFIG, { as: 'THEME_MANAGER' })).body;
    expect(read).toMatchObject({ version: version + 1, themeType: 'THEME_CUSTOM', themeConfig: { theme: `yarış-${winner}` } });
  });
});

describe('large and hostile bodies: 400, nothing written', () => {
  it('refuses a valid FAQ of 473 KB with 400 naming the component, and writes nothing', async () => {
    const faqItems = Array.from({ length: 100 }, (_, i) => ({ id: i + 1, question: `Soru ${i + 1}?`, answer: 'c'.repeat(4_730), order: i + 1 }));
    const faq = { componentType: 'FAQ', name: 'Büyük SSS', order: 1, isActive: true, componentData: { ...defaultComponentData('FAQ'), faqItems } };
    const body = { pageType: 'HOME', baseVersion: await versionOf('HOME'), components: [gallery('Küçük'), faq] };
    expect(JSON.stringify(faq).length).toBeGreaterThan(473_000);
    const before = await tableItems();
    const res = await call(COMPONENTS, { as: 'THEME_MANAGER', method: 'POST', body });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('components.1');
    expect(res.body.message).toBe(
      `components.1: Bileşen çok büyük; kaydedilmiş hâli en fazla ${MAX_COMPONENT_BYTES / 1024} KB olabilir. İçeriği birkaç bileşene bölün.`,
    );
    expect(await tableItems()).toEqual(before);
  });

  it('saves a FAQ just under the limit', async () => {
    const faqItems = Array.from({ length: 60 }, (_, i) => ({ id: i + 1, question: `Soru ${i + 1}?`, answer: 'c'.repeat(4_900), order: i + 1 }));
    const faq = { componentType: 'FAQ', name: 'Orta SSS', order: 0, isActive: true, componentData: { ...defaultComponentData('FAQ'), faqItems } };
    const res = await call(COMPONENTS, {
      as: 'THEME_MANAGER',
      method: 'POST',
      body: { pageType: 'HOME', baseVersion: await versionOf('HOME'), components: [faq] },
    });
    expect(res.status).toBe(200);
  });

  it.each([
    ['popup', POPUP, 'name', `name: ${MESSAGES.validation.popupNameRequired}`],
    ['theme config', CONFIG, 'themeConfig', 'themeConfig gereklidir.'],
  ])('refuses {} to the %s with 400 and keeps what is stored', async (_name, path, field, message) => {
    const before = await tableItems();
    const res = await call(path, { as: 'THEME_MANAGER', method: 'POST', body: {} });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe(field);
    expect(res.body.message).toBe(message);
    expect(await tableItems()).toEqual(before);
  });

  it('refuses a popup without a name (not a silent default) and one with only invisible characters', async () => {
    const { name: _name, ...nameless } = DEFAULT_POPUP;
    for (const body of [nameless, { ...DEFAULT_POPUP, name: ' \u200b\u2060 ' }]) {
      const res = await call(POPUP, { as: 'THEME_MANAGER', method: 'POST', body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ field: 'name', message: `name: ${MESSAGES.validation.popupNameRequired}` });
    }
  });

  it('refuses a theme config missing part of itself', async () => {
    const { shadows: _shadows, ...rest } = DEFAULT_THEME_CONFIG;
    const res = await call(CONFIG, { as: 'THEME_MANAGER', method: 'POST', body: { themeConfig: rest, themeType: 'THEME_READY' } });
    expect(res.status).toBe(400);
    expect(res.body.field).toBe('themeConfig.shadows');
  });

  it.each([
    ['theme config', CONFIG, (deep: unknown) => ({ themeConfig: { ...DEFAULT_THEME_CONFIG, extra: deep }, themeType: 'THEME_READY' })],
    ['popup', POPUP, (deep: unknown) => ({ ...DEFAULT_POPUP, extra: deep })],
  ])('refuses 50,000 levels of nesting in the %s with 400', async (_name, path, wrap) => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    const rawBody = JSON.stringify(wrap('DEEP')).replace('"DEEP"', deep);
    const before = await tableItems();
    const res = await call(path, { as: 'THEME_MANAGER', method: 'POST', rawBody });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('İstek gövdesi en fazla 32 düzey iç içe olabilir.');
    expect(await tableItems()).toEqual(before);
  });
});
