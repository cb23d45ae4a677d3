import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { PREVIEW_MESSAGE_TYPES, type UpdateThemeMessage } from '@shop/shared';
import { selectIsDirty, selectSaveStatus } from '../../../../src/features/theme/machine/selectors';
import { SaveThemeError } from '../../../../src/features/theme/machine/save-error';
import { toPersisted } from '../../../../src/features/theme/machine/theme-snapshot';
import { component, makeFakes, serverTheme, settle, startBuilder, USER } from './fakes';

const ready = async (fakes = makeFakes()) => {
  const actor = startBuilder(fakes);
  await waitFor(actor, (s) => s.matches('ready'));
  return actor;
};

const theme = () =>
  serverTheme(
    [
      component('HEADER', 'h', 'top', 0),
      component('BANNER', 'b', 'middle', 0),
      component('GALLERY', 'g', 'middle', 1),
      component('FOOTER', 'f', 'bottom', 0),
    ],
    {
      TOP: 1,
      HOME: 2,
      BOTTOM: 3,
    },
  );

const conflictOn = (pageType: 'TOP' | 'HOME' | 'BOTTOM') => async () => {
  throw new SaveThemeError('Kayıt başka bir oturumda değiştirildi. Sayfayı yenileyip tekrar deneyin.', 409, pageType, {});
};

describe('loading', () => {
  it('starts with the spec defaults and is hydrated from the server', async () => {
    const fakes = makeFakes(theme());
    const actor = startBuilder(fakes);
    const first = actor.getSnapshot().context;
    expect(first).toMatchObject({
      viewport: 'desktop',
      currentTab: 'middle',
      themeType: 'THEME_READY',
      isHydrated: false,
      selectedComponentId: null,
      editMode: false,
    });
    await waitFor(actor, (s) => s.matches('ready'));
    const { context } = actor.getSnapshot();
    expect(context.isHydrated).toBe(true);
    expect(context.order).toEqual({ top: ['h'], middle: ['b', 'g'], bottom: ['f'] });
    expect(context.versions).toEqual({ TOP: 1, HOME: 2, BOTTOM: 3 });
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
  });

  it('a failed load can be retried', async () => {
    const fakes = makeFakes(theme());
    fakes.loadAnswer = async () => {
      throw new Error('Bir hata oluştu.');
    };
    const actor = startBuilder(fakes);
    await waitFor(actor, (s) => s.matches('loadFailed'));
    expect(actor.getSnapshot().context.loadError).toBe('Bir hata oluştu.');
    delete fakes.loadAnswer;
    actor.send({ type: 'theme.retryLoad' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.order.middle).toEqual(['b', 'g']);
  });

  it('restores an unsaved local copy and marks it unsaved', async () => {
    const fakes = makeFakes(theme());
    const actor0 = await ready(makeFakes(theme()));
    actor0.send({ type: 'tab.switch', tab: 'bottom' });
    actor0.send({ type: 'component.add', componentType: 'NEWSLETTER' });
    const request = actor0.getSnapshot().context;
    fakes.local = toPersisted({ userEmail: USER, doc: request, currentTab: request.currentTab, versions: request.versions, dirty: request.dirty });

    const actor = await ready(fakes);
    const { context } = actor.getSnapshot();
    expect(context.order.bottom).toEqual(['f', 'new-1']);
    expect(context.currentTab).toBe('bottom');
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
  });
});

describe('edits through events', () => {
  it('the machine applies every builder event with the spec rules', async () => {
    const actor = await ready(makeFakes(theme()));
    actor.send({ type: 'component.add', componentType: 'VIDEO' });
    actor.send({ type: 'component.add', componentType: 'HEADER' });
    expect(actor.getSnapshot().context.order.middle).toEqual(['b', 'g', 'new-1', 'new-2']);
    actor.send({ type: 'component.add', componentType: 'HEADER' });
    expect(actor.getSnapshot().context.order.middle).toHaveLength(4);
    expect(actor.getSnapshot().context.selectedComponentId).toBe('new-2');
    actor.send({ type: 'component.reorder', id: 'new-1', toIndex: 0 });
    actor.send({ type: 'component.toggleActive', id: 'b' });
    actor.send({ type: 'component.rename', id: 'g', name: 'Vitrin' });
    actor.send({ type: 'component.remove', id: 'new-2' });
    const { context } = actor.getSnapshot();
    expect(context.order.middle).toEqual(['new-1', 'b', 'g']);
    expect(context.byId.b?.isActive).toBe(false);
    expect(context.byId.g?.name).toBe('Vitrin');
    expect(context.selectedComponentId).toBe('new-1');
    actor.send({ type: 'tab.switch', tab: 'settings' });
    actor.send({ type: 'component.add', componentType: 'FAQ' });
    expect(Object.keys(actor.getSnapshot().context.byId)).toHaveLength(5);
  });

  it('undo and redo through events, and what they allow', async () => {
    const actor = await ready(makeFakes(theme()));
    expect(actor.getSnapshot().context.history.past).toHaveLength(0);
    actor.send({ type: 'component.reorder', id: 'b', toIndex: 1 });
    actor.send({ type: 'history.undo' });
    expect(actor.getSnapshot().context.order.middle).toEqual(['b', 'g']);
    actor.send({ type: 'history.redo' });
    expect(actor.getSnapshot().context.order.middle).toEqual(['g', 'b']);
  });
});

describe('saving', () => {
  it('posts every area with its base version then the settings, and takes the new versions', async () => {
    const fakes = makeFakes(theme());
    const actor = await ready(fakes);
    actor.send({ type: 'component.toggleActive', id: 'g' });
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'theme.save' });
    expect(selectSaveStatus(actor.getSnapshot())).toBe('saving');
    await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(fakes.saves).toHaveLength(1);
    expect(fakes.saves[0]?.tabs.map((t) => [t.pageType, t.baseVersion])).toEqual([
      ['TOP', 1],
      ['HOME', 2],
      ['BOTTOM', 3],
    ]);
    expect(fakes.saves[0]?.tabs[1]?.components.map((c) => [c.id, c.order, c.isActive])).toEqual([
      ['b', 0, true],
      ['g', 1, false],
    ]);
    expect(actor.getSnapshot().context.versions).toEqual({ TOP: 2, HOME: 3, BOTTOM: 4 });
    expect(selectSaveStatus(actor.getSnapshot())).toBe('saved');
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'component.toggleActive', id: 'g' });
    expect(selectSaveStatus(actor.getSnapshot())).toBe('idle');
  });

  it('undoing back to what was saved is clean again', async () => {
    const fakes = makeFakes(theme());
    const actor = await ready(fakes);
    actor.send({ type: 'component.toggleActive', id: 'g' });
    actor.send({ type: 'theme.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    actor.send({ type: 'component.rename', id: 'b', name: 'Yeni' });
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'history.undo' });
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'history.undo' });
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
  });

  it('an edit made while saving stays unsaved', async () => {
    const fakes = makeFakes(theme());
    let release: () => void = () => undefined;
    fakes.saveAnswer = (input) =>
      new Promise((resolve) => {
        release = () => resolve({ versions: Object.fromEntries(input.tabs.map((t) => [t.pageType, t.baseVersion + 1])) });
      });
    const actor = await ready(fakes);
    actor.send({ type: 'component.toggleActive', id: 'g' });
    actor.send({ type: 'theme.save' });
    await settle();
    actor.send({ type: 'component.rename', id: 'b', name: 'Yeni' });
    release();
    await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
  });

  it('a failed save keeps the edits and exposes the error; saving again works', async () => {
    const fakes = makeFakes(theme());
    fakes.saveAnswer = async () => {
      throw new SaveThemeError('Bir hata oluştu.', 500, 'HOME', { TOP: 2 });
    };
    const actor = await ready(fakes);
    actor.send({ type: 'component.toggleActive', id: 'g' });
    actor.send({ type: 'theme.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'failed' }));
    const { context } = actor.getSnapshot();
    expect(context.saveError).toEqual({ message: 'Bir hata oluştu.', status: 500, pageType: 'HOME' });
    expect(context.versions.TOP).toBe(2);
    expect(context.byId.g?.isActive).toBe(false);
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    fakes.saveAnswer = makeFakes().saveAnswer;
    actor.send({ type: 'theme.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(fakes.saves[1]?.tabs[0]?.baseVersion).toBe(2);
  });

  it('a reorder with save: true saves', async () => {
    const fakes = makeFakes(theme());
    const actor = await ready(fakes);
    actor.send({ type: 'component.reorder', id: 'g', toIndex: 0, save: true });
    await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(fakes.saves[0]?.tabs[1]?.components.map((c) => c.id)).toEqual(['g', 'b']);
  });
});

describe('409: someone else saved first', () => {
  const conflicted = async () => {
    const fakes = makeFakes(theme());
    fakes.saveAnswer = conflictOn('HOME');
    const actor = await ready(fakes);
    actor.send({ type: 'component.rename', id: 'g', name: 'Benim galerim' });
    actor.send({ type: 'theme.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'conflict' }));
    // The other admin's save: a new middle area and a new bottom area.
    fakes.server = serverTheme(
      [component('HEADER', 'h', 'top', 0), component('VIDEO', 'their-v', 'middle', 0), component('FAQ', 'their-faq', 'bottom', 0)],
      { TOP: 1, HOME: 7, BOTTOM: 9 },
    );
    fakes.saveAnswer = makeFakes().saveAnswer;
    return { fakes, actor };
  };

  it('goes to the conflict state with the error, keeping the edits', async () => {
    const { actor } = await conflicted();
    expect(selectSaveStatus(actor.getSnapshot())).toBe('conflict');
    expect(actor.getSnapshot().context.saveError?.status).toBe(409);
    expect(actor.getSnapshot().context.byId.g?.name).toBe('Benim galerim');
  });

  it('"reload theirs" discards the local edits and loads the server version', async () => {
    const { actor } = await conflicted();
    actor.send({ type: 'theme.reloadServer' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const { context } = actor.getSnapshot();
    expect(context.order.middle).toEqual(['their-v']);
    expect(context.byId.g).toBeUndefined();
    expect(context.versions).toEqual({ TOP: 1, HOME: 7, BOTTOM: 9 });
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    expect(context.history.past).toHaveLength(0);
  });

  it('"keep editing" keeps the edited area, takes their untouched areas, and the next save succeeds on their versions', async () => {
    const { actor, fakes } = await conflicted();
    actor.send({ type: 'conflict.keepEditing' });
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
    const { context } = actor.getSnapshot();
    expect(context.byId.g?.name).toBe('Benim galerim');
    expect(context.order.middle).toEqual(['b', 'g']);
    expect(context.order.bottom).toEqual(['their-faq']);
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'theme.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(fakes.saves.at(-1)?.tabs.map((t) => [t.pageType, t.baseVersion])).toEqual([
      ['TOP', 1],
      ['HOME', 7],
      ['BOTTOM', 9],
    ]);
    expect(fakes.saves.at(-1)?.tabs[2]?.components.map((c) => c.id)).toEqual(['their-faq']);
  });

  it('if the server copy cannot be loaded, nothing local is lost: "keep editing" returns to the choice, "reload" to a failed save', async () => {
    const { actor, fakes } = await conflicted();
    fakes.loadAnswer = async () => {
      throw new Error('Bir hata oluştu.');
    };
    actor.send({ type: 'conflict.keepEditing' });
    await waitFor(actor, (s) => s.matches({ ready: 'conflict' }));
    actor.send({ type: 'theme.reloadServer' });
    await waitFor(actor, (s) => s.matches({ ready: 'failed' }));
    expect(actor.getSnapshot().context.saveError?.message).toBe('Bir hata oluştu.');
    expect(actor.getSnapshot().context.byId.g?.name).toBe('Benim galerim');
    expect(selectIsDirty(actor.getSnapshot())).toBe(true);
  });

  it('a restored copy whose areas the server moved past ends its save in the conflict, not in an overwrite', async () => {
    const fakes = makeFakes(theme());
    const first = await ready(makeFakes(theme()));
    first.send({ type: 'component.rename', id: 'g', name: 'Yerel' });
    const c = first.getSnapshot().context;
    fakes.local = toPersisted({ userEmail: USER, doc: c, currentTab: c.currentTab, versions: c.versions, dirty: c.dirty });
    fakes.server = { ...theme(), versions: { TOP: 1, HOME: 5, BOTTOM: 3 } };
    fakes.saveAnswer = async (input) => {
      const home = input.tabs.find((t) => t.pageType === 'HOME');
      if (home?.baseVersion !== 5)
        throw new SaveThemeError('Kayıt başka bir oturumda değiştirildi. Sayfayı yenileyip tekrar deneyin.', 409, 'HOME', { TOP: 2 });
      return { versions: { TOP: 3, HOME: 6, BOTTOM: 4 } };
    };
    const actor = await ready(fakes);
    expect(actor.getSnapshot().context.byId.g?.name).toBe('Yerel');
    expect(actor.getSnapshot().context.versions.HOME).toBe(2);
    actor.send({ type: 'theme.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'conflict' }));
    expect(actor.getSnapshot().context.versions.TOP).toBe(2);
  });

  it('edits wait while the server copy is loading', async () => {
    const { actor, fakes } = await conflicted();
    let release: () => void = () => undefined;
    const server = fakes.server;
    fakes.loadAnswer = () => new Promise((resolve) => (release = () => resolve(structuredClone(server))));
    actor.send({ type: 'theme.reloadServer' });
    actor.send({ type: 'component.toggleActive', id: 'b' });
    actor.send({ type: 'history.undo' });
    expect(selectSaveStatus(actor.getSnapshot())).toBe('syncing');
    expect(actor.getSnapshot().context.byId.b?.isActive).toBe(true);
    expect(actor.getSnapshot().context.byId.g?.name).toBe('Benim galerim');
    release();
    await waitFor(actor, (s) => s.matches({ ready: 'idle' }));
  });
});

describe('local copy', () => {
  it('every change hands the latest document, tab, versions and dirty flags to persistLocal', async () => {
    const fakes = makeFakes(theme());
    const actor = await ready(fakes);
    const before = fakes.persisted.length;
    actor.send({ type: 'component.toggleActive', id: 'g' });
    actor.send({ type: 'tab.switch', tab: 'top' });
    actor.send({ type: 'viewport.switch', viewport: 'mobile' });
    expect(fakes.persisted.length - before).toBe(2);
    const last = fakes.persisted.at(-1);
    expect(last).toMatchObject({
      userEmail: USER,
      currentTab: 'top',
      versions: { TOP: 1, HOME: 2, BOTTOM: 3 },
      dirty: { tabs: ['middle'], config: false },
    });
    expect(last?.doc.byId.g?.isActive).toBe(false);
    actor.send({ type: 'theme.save' });
    await waitFor(actor, (s) => s.matches({ ready: 'saved' }));
    expect(fakes.persisted.at(-1)).toMatchObject({ dirty: { tabs: [], config: false }, versions: { TOP: 2, HOME: 3, BOTTOM: 4 } });
  });
});

describe('preview', () => {
  const updates = (messages: unknown[]) =>
    messages.filter((m): m is UpdateThemeMessage => (m as { type: string }).type === PREVIEW_MESSAGE_TYPES.updateTheme);

  it('posts nothing until the frame is ready, then everything once, then only what changed', async () => {
    const fakes = makeFakes(theme());
    const actor = await ready(fakes);
    actor.send({ type: 'component.toggleActive', id: 'b' });
    expect(fakes.posted).toEqual([]);
    actor.send({ type: 'preview.ready' });
    const [reset, config] = fakes.posted;
    expect(reset).toMatchObject({ type: 'UPDATE_THEME', reset: true, order: { top: ['h'], middle: ['b', 'g'], bottom: ['f'] } });
    expect((reset as UpdateThemeMessage).upserts).toHaveLength(4);
    expect(config).toMatchObject({ type: 'UPDATE_THEME_CONFIG', themeType: 'THEME_READY' });

    fakes.posted.length = 0;
    actor.send({ type: 'component.rename', id: 'g', name: 'Vitrin' });
    expect(fakes.posted).toEqual([
      { type: 'UPDATE_THEME', reset: false, upserts: [{ ...actor.getSnapshot().context.byId.g, order: 1 }], removedIds: [] },
    ]);
  });

  it('a reorder sends only the area order; a remove sends the id; select scrolls', async () => {
    const fakes = makeFakes(theme());
    const actor = await ready(fakes);
    actor.send({ type: 'preview.ready' });
    fakes.posted.length = 0;
    actor.send({ type: 'component.reorder', id: 'b', toIndex: 1 });
    expect(fakes.posted).toEqual([{ type: 'UPDATE_THEME', reset: false, upserts: [], removedIds: [], order: { middle: ['g', 'b'] } }]);

    fakes.posted.length = 0;
    actor.send({ type: 'component.select', id: 'f' });
    expect(fakes.posted).toEqual([
      { type: 'UPDATE_THEME', reset: false, upserts: [], removedIds: [], selectedComponentId: 'f' },
      { type: 'SCROLL_TO_COMPONENT', componentId: 'f' },
    ]);

    fakes.posted.length = 0;
    actor.send({ type: 'component.remove', id: 'f' });
    expect(updates(fakes.posted)[0]).toMatchObject({ upserts: [], removedIds: ['f'], order: { bottom: [] } });
  });

  it('a theme config change sends the config message only', async () => {
    const fakes = makeFakes(theme());
    const actor = await ready(fakes);
    actor.send({ type: 'preview.ready' });
    fakes.posted.length = 0;
    const themeConfig = { ...actor.getSnapshot().context.themeConfig, radius: 1 as const };
    actor.send({ type: 'themeConfig.update', themeConfig, themeType: 'THEME_READY' });
    expect(fakes.posted).toEqual([{ type: 'UPDATE_THEME_CONFIG', themeConfig, themeType: 'THEME_READY' }]);
  });

  it('at 1,000 components an edit sends the one changed component', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => component('MARQUEE', `m${i}`, 'middle', i));
    const fakes = makeFakes(serverTheme(many));
    const actor = await ready(fakes);
    actor.send({ type: 'preview.ready' });
    fakes.posted.length = 0;
    actor.send({ type: 'component.toggleActive', id: 'm500' });
    const [message] = updates(fakes.posted);
    expect(fakes.posted).toHaveLength(1);
    expect(message?.upserts?.map((c) => [c.id, c.order, c.isActive])).toEqual([['m500', 500, false]]);
    expect(message?.order).toBeUndefined();
  });
});
