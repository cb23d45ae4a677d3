import { describe, expect, it } from 'vitest';
import { DEFAULT_POPUP, type ThemeComponent } from '@shop/shared';
import { CLEAN, ZERO_VERSIONS, initialDocument } from '../../../../src/features/theme/machine/builder-context';
import { selectIsDirty } from '../../../../src/features/theme/machine/selectors';
import { normalizeComponents } from '../../../../src/features/theme/machine/theme-snapshot';
import { popupSaved, type PopupSavedState } from '../../../../src/features/theme/machine/transitions/popup-saved';
import { EMPTY_HISTORY } from '../../../../src/features/theme/machine/history';
import { component, makeFakes, serverTheme, settle, startBuilder } from '../machine/fakes';

const savedPopup = (id: string, name = 'Kış indirimi'): ThemeComponent =>
  component('POPUP', id, 'top', 3, { name, componentData: { ...DEFAULT_POPUP, name, type: 'COUPON' }, createdAt: '2026-05-01T09:00:00.000Z' });

const state = (components: ThemeComponent[], extra: Partial<PopupSavedState> = {}): PopupSavedState => ({
  ...initialDocument(),
  ...normalizeComponents(components),
  selectedComponentId: null,
  versions: { ...ZERO_VERSIONS, TOP: 4 },
  history: EMPTY_HISTORY,
  dirty: CLEAN,
  cleanPoint: null,
  ...extra,
});

describe('popup.saved transition (pure)', () => {
  it('updates the popup in place, keeps the top order and moves the top area to the saved version', () => {
    const before = state([component('HEADER', 'h', 'top', 0), component('POPUP', 'p', 'top', 1), component('MARQUEE', 'm', 'top', 2)]);
    const update = popupSaved(before, { popup: savedPopup('p'), baseVersion: 4, version: 5 });
    expect(update?.order).toBe(before.order);
    expect(update?.byId?.p).toMatchObject({ id: 'p', name: 'Kış indirimi', tabType: 'top', componentData: { type: 'COUPON' } });
    expect(update?.byId?.p).not.toHaveProperty('order');
    expect(update?.versions).toEqual({ TOP: 5, HOME: 0, BOTTOM: 0 });
    expect(update).not.toHaveProperty('history');
  });

  it('adds a created popup at the end of the top area', () => {
    const before = state([component('HEADER', 'h', 'top', 0)]);
    const update = popupSaved(before, { popup: savedPopup('server-p'), baseVersion: 4, version: 5 });
    expect(update?.order?.top).toEqual(['h', 'server-p']);
    expect(update?.order?.middle).toBe(before.order.middle);
  });

  it('keeps one popup: an unsaved local popup is replaced where it stood, and its selection follows', () => {
    const before = state([component('POPUP', 'local', 'top', 0), component('HEADER', 'h', 'top', 1)], { selectedComponentId: 'local' });
    const update = popupSaved(before, { popup: savedPopup('server-p'), baseVersion: 4, version: 5 });
    expect(update?.order?.top).toEqual(['server-p', 'h']);
    expect(update?.byId).not.toHaveProperty('local');
    expect(update?.selectedComponentId).toBe('server-p');
  });

  it('stays on its base version when someone else saved the top area in between', () => {
    const update = popupSaved(state([]), { popup: savedPopup('p'), baseVersion: 7, version: 8 });
    expect(update?.versions).toEqual({ TOP: 4, HOME: 0, BOTTOM: 0 });
  });

  it('drops undo steps that would bring back the replaced popup, and only those cases', () => {
    const local = component('POPUP', 'local', 'top', 0);
    const addStep = { inverse: { components: { local: null }, order: { top: [] } }, selectedComponentId: null, at: 1 };
    const before = state([local], { history: { past: [addStep], future: [] }, dirty: { tabs: ['top'], config: false }, cleanPoint: null });
    const update = popupSaved(before, { popup: savedPopup('server-p'), baseVersion: 4, version: 5 });
    expect(update?.history).toEqual(EMPTY_HISTORY);
    expect(update?.cleanPoint).toBe('none');

    const middleStep = { inverse: { order: { middle: [] } }, selectedComponentId: null, at: 1 };
    const untouched = state([component('POPUP', 'p', 'top', 0)], { history: { past: [middleStep], future: [] } });
    expect(popupSaved(untouched, { popup: savedPopup('p'), baseVersion: 4, version: 5 })).not.toHaveProperty('history');
  });

  it('ignores an answer that is not a popup', () => {
    expect(popupSaved(state([]), { popup: component('FAQ', 'f', 'top', 0), baseVersion: 4, version: 5 })).toBeNull();
  });
});

describe('popup.saved in the builder machine', () => {
  it('shows the saved popup without marking the builder unsaved and keeps the other unsaved edits', async () => {
    const fakes = makeFakes(serverTheme([component('HEADER', 'h', 'top', 0), component('FAQ', 'q', 'middle', 0)], { TOP: 4, HOME: 2, BOTTOM: 1 }));
    const actor = startBuilder(fakes);
    await settle();
    actor.send({ type: 'preview.ready' });
    actor.send({ type: 'component.rename', id: 'q', name: 'SSS' });
    expect(actor.getSnapshot().context.dirty).toEqual({ tabs: ['middle'], config: false });
    const posted = fakes.posted.length;

    actor.send({ type: 'popup.saved', popup: savedPopup('server-p'), baseVersion: 4, version: 5 });
    const { context } = actor.getSnapshot();
    expect(context.order.top).toEqual(['h', 'server-p']);
    expect(context.byId.q?.name).toBe('SSS');
    expect(context.dirty).toEqual({ tabs: ['middle'], config: false });
    expect(context.versions).toEqual({ TOP: 5, HOME: 2, BOTTOM: 1 });
    expect(context.history.past).toHaveLength(1);
    expect(fakes.posted.slice(posted)).toMatchObject([
      { type: 'UPDATE_THEME', upserts: [{ id: 'server-p', order: 1 }], order: { top: ['h', 'server-p'] } },
    ]);

    actor.send({ type: 'history.undo' });
    expect(selectIsDirty(actor.getSnapshot())).toBe(false);
    expect(actor.getSnapshot().context.order.top).toEqual(['h', 'server-p']);

    actor.send({ type: 'theme.save' });
    await settle();
    expect(fakes.saves.at(-1)?.tabs[0]).toMatchObject({
      pageType: 'TOP',
      baseVersion: 5,
      components: [{ id: 'h' }, { id: 'server-p', staticPageType: 'TOP' }],
    });
    actor.stop();
  });
});
