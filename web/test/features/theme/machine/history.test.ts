import { describe, expect, it } from 'vitest';
import { CLEAN } from '../../../../src/features/theme/machine/builder-context';
import { commitEdit, commitRedo, commitUndo, type EditingState } from '../../../../src/features/theme/machine/commit';
import { COALESCE_WINDOW_MS, EMPTY_HISTORY, HISTORY_LIMIT } from '../../../../src/features/theme/machine/history';
import type { Edit } from '../../../../src/features/theme/machine/transitions/edit';
import { removeComponent } from '../../../../src/features/theme/machine/transitions/remove-component';
import { renameComponent } from '../../../../src/features/theme/machine/transitions/rename-component';
import { reorderComponent } from '../../../../src/features/theme/machine/transitions/reorder-component';
import { selectComponent } from '../../../../src/features/theme/machine/transitions/select-component';
import { switchViewport } from '../../../../src/features/theme/machine/transitions/switch-view';
import { toggleActive } from '../../../../src/features/theme/machine/transitions/toggle-active';
import { addComponent } from '../../../../src/features/theme/machine/transitions/add-component';
import { component } from './fakes';
import { editable } from './state';

const start = (count = 4): EditingState => ({
  ...editable(Array.from({ length: count }, (_, i) => component('GALLERY', `c${i}`, 'middle', i))),
  history: EMPTY_HISTORY,
  cleanPoint: null,
  dirty: CLEAN,
  revision: 0,
});

const run = (state: EditingState, edit: Edit | null, at = 0): EditingState => (edit ? { ...state, ...commitEdit(state, edit, at) } : state);
const undo = (state: EditingState, at = 0): EditingState => ({ ...state, ...commitUndo(state, at) });
const redo = (state: EditingState, at = 0): EditingState => ({ ...state, ...commitRedo(state, at) });

describe('undo and redo', () => {
  it('undo and redo a reorder', () => {
    const s0 = start();
    const s1 = run(s0, reorderComponent(s0, 'c0', 3));
    expect(s1.order.middle).toEqual(['c1', 'c2', 'c3', 'c0']);
    const s2 = undo(s1);
    expect(s2.order.middle).toEqual(['c0', 'c1', 'c2', 'c3']);
    expect(redo(s2).order.middle).toEqual(['c1', 'c2', 'c3', 'c0']);
  });

  it('undo a remove brings the component back in its place, with what was selected before', () => {
    const s0 = { ...start(), selectedComponentId: 'c2' };
    const s1 = run(s0, removeComponent(s0, 'c1'));
    expect(s1.selectedComponentId).toBe('c0');
    const s2 = undo(s1);
    expect(s2.order.middle).toEqual(['c0', 'c1', 'c2', 'c3']);
    expect(s2.byId.c1).toBe(s0.byId.c1);
    expect(s2.selectedComponentId).toBe('c2');
  });

  it('undo an add removes it; redo brings it back', () => {
    const s0 = start(0);
    const s1 = run(s0, addComponent(s0, { componentType: 'FAQ' }, { newId: () => 'n', now: () => new Date(0) }));
    const s2 = undo(s1);
    expect(s2.byId.n).toBeUndefined();
    expect(s2.order.middle).toEqual([]);
    expect(s2.selectedComponentId).toBeNull();
    const s3 = redo(s2);
    expect(s3.order.middle).toEqual(['n']);
    expect(s3.byId.n).toBe(s1.byId.n);
  });

  it('undo a toggle; a new change drops the redo steps', () => {
    const s0 = start();
    const s1 = run(s0, toggleActive(s0, 'c0'));
    const s2 = undo(s1);
    expect(s2.byId.c0?.isActive).toBe(true);
    const s3 = run(s2, toggleActive(s2, 'c1'));
    expect(s3.history.future).toHaveLength(0);
    expect(redo(s3)).toEqual(s3);
  });

  it('a step keeps only the touched entries, never a copy of the document', () => {
    const s0 = start(1000);
    const s1 = run(s0, toggleActive(s0, 'c500'));
    expect(Object.keys(s1.history.past[0]?.inverse.components ?? {})).toEqual(['c500']);
    expect(s1.history.past[0]?.inverse.order).toBeUndefined();
    const s2 = run(s1, reorderComponent(s1, 'c0', 999));
    expect(s2.history.past[1]?.inverse).toEqual({ order: { middle: s1.order.middle } });
    expect(s2.history.past[1]?.inverse.order?.middle).toBe(s1.order.middle);
  });

  it('selection, viewport and tab switches are not undo steps', () => {
    const s0 = start();
    const s1 = run(run(s0, selectComponent(s0, 'c1')), switchViewport(s0, 'mobile'));
    expect(s1.history.past).toHaveLength(0);
    expect(s1.revision).toBe(0);
    expect(s1.dirty).toEqual(CLEAN);
  });

  it('a burst of typing on one field is one step; a pause, another field or an undo starts a new one', () => {
    const s0 = start();
    let s = s0;
    for (const [i, name] of ['G', 'Ga', 'Gal', 'Gale'].entries()) s = run(s, renameComponent(s, 'c0', name, 'name:c0'), i * 200);
    expect(s.history.past).toHaveLength(1);
    expect(undo(s).byId.c0?.name).toBe('GALLERY c0');

    const paused = run(s, renameComponent(s, 'c0', 'Galeri', 'name:c0'), 600 + COALESCE_WINDOW_MS + 1);
    expect(paused.history.past).toHaveLength(2);
    expect(undo(paused).byId.c0?.name).toBe('Gale');

    const other = run(s, renameComponent(s, 'c1', 'X', 'name:c1'), 700);
    expect(other.history.past).toHaveLength(2);
  });

  it('keeps at most HISTORY_LIMIT steps', () => {
    let s = start();
    for (let i = 0; i < HISTORY_LIMIT + 5; i += 1) s = run(s, toggleActive(s, 'c0'));
    expect(s.history.past).toHaveLength(HISTORY_LIMIT);
  });

  it('marks only the touched areas unsaved, undo included', () => {
    const s0 = { ...start(), ...editable([component('GALLERY', 'm', 'middle', 0), component('FAQ', 't', 'top', 0)]) };
    const s1 = run(s0, toggleActive(s0, 't'));
    expect(s1.dirty).toEqual({ tabs: ['top'], config: false });
    const cleaned = { ...s1, dirty: CLEAN, cleanPoint: s1.history.past.at(-1) ?? null };
    expect(undo(cleaned).dirty).toEqual({ tabs: ['top'], config: false });
  });

  it('undoing a change in another area shows that area', () => {
    const s0 = { ...start(), ...editable([component('GALLERY', 'm', 'middle', 0), component('FAQ', 't', 'top', 0)]) };
    const s1 = { ...run(s0, toggleActive(s0, 't')), currentTab: 'middle' as const };
    expect(undo(s1).currentTab).toBe('top');
  });

  it('undoing every step since the load makes it clean again; redo makes it unsaved', () => {
    const s0 = start();
    const s2 = run(run(s0, toggleActive(s0, 'c0')), reorderComponent(s0, 'c1', 3));
    expect(s2.dirty.tabs).toEqual(['middle']);
    expect(undo(s2).dirty.tabs).toEqual(['middle']);
    const back = undo(undo(s2));
    expect(back.dirty).toEqual(CLEAN);
    expect(redo(back).dirty.tabs).toEqual(['middle']);
  });

  it('an unsaved copy restored on entry stays unsaved whatever is undone', () => {
    const s0 = { ...start(), cleanPoint: 'none' as const, dirty: { tabs: ['middle' as const], config: false } };
    expect(undo(run(s0, toggleActive(s0, 'c0'))).dirty.tabs).toEqual(['middle']);
  });

  it('a burst joined to the step the save was taken at is no longer clean when undone to it', () => {
    const s0 = start();
    const typed = run(s0, renameComponent(s0, 'c0', 'A', 'name:c0'), 0);
    const saved = { ...typed, dirty: CLEAN, cleanPoint: typed.history.past.at(-1) ?? null };
    const more = run(saved, renameComponent(saved, 'c0', 'AB', 'name:c0'), 100);
    expect(more.cleanPoint).toBe('none');
    const older = run(saved, toggleActive(saved, 'c1'), 5000);
    expect(undo(older).dirty).toEqual(CLEAN);
  });

  it('when the oldest steps are dropped, undoing all that is left is not clean', () => {
    let s = start();
    for (let i = 0; i < HISTORY_LIMIT + 1; i += 1) s = run(s, toggleActive(s, 'c0'));
    expect(s.cleanPoint).toBe('none');
    for (let i = 0; i < HISTORY_LIMIT; i += 1) s = undo(s);
    expect(s.dirty.tabs).toEqual(['middle']);
  });
});
