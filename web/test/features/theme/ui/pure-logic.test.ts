import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from '@shop/shared';
import { isInsideBreakpoints, PREVIEW_WIDTHS_PX } from '../../../../src/features/theme/preview/viewport-widths';
import { turkishAnnouncements } from '../../../../src/features/theme/sidebar/dnd-announcements';
import { aroundIndex, renderedIndexes, rowWindow } from '../../../../src/features/theme/sidebar/virtual-window';
import { historyShortcut } from '../../../../src/features/theme/toolbar/shortcuts';

describe('row window', () => {
  it('covers the viewport plus the overscan and never leaves the list', () => {
    expect(rowWindow(0, 560, 56, 1000, 5)).toEqual({ start: 0, end: 16 });
    expect(rowWindow(56 * 500, 560, 56, 1000, 5)).toEqual({ start: 495, end: 516 });
    expect(rowWindow(56 * 995, 560, 56, 1000, 5)).toEqual({ start: 990, end: 1000 });
    expect(rowWindow(0, 560, 56, 0, 5)).toEqual({ start: 0, end: 0 });
  });

  it('keeps the dragged row mounted when it has scrolled out of the window', () => {
    expect(renderedIndexes({ start: 10, end: 13 }, 2)).toEqual([10, 11, 12, 2]);
    expect(renderedIndexes({ start: 10, end: 13 }, 11)).toEqual([10, 11, 12]);
    expect(renderedIndexes({ start: 10, end: 13 }, -1)).toEqual([10, 11, 12]);
  });

  it('keeps the rows around the drop target mounted while a row is moved', () => {
    expect(aroundIndex(14, 2, 100)).toEqual({ start: 12, end: 17 });
    expect(aroundIndex(1, 2, 3)).toEqual({ start: 0, end: 3 });
    expect(renderedIndexes({ start: 0, end: 13 }, 0, aroundIndex(14, 2, 100))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]);
    expect(renderedIndexes({ start: 0, end: 3 }, 40, aroundIndex(20, 1, 100))).toEqual([0, 1, 2, 19, 20, 21, 40]);
  });
});

describe('undo and redo keys', () => {
  const body = document.body;
  const key = (over: Partial<Parameters<typeof historyShortcut>[0]>) =>
    historyShortcut({ key: 'z', ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, target: body, ...over });

  it('reads Ctrl+Z and Cmd+Z as undo, with Shift as redo', () => {
    expect(key({ ctrlKey: true })).toBe('undo');
    expect(key({ metaKey: true })).toBe('undo');
    expect(key({ ctrlKey: true, shiftKey: true, key: 'Z' })).toBe('redo');
    expect(key({ metaKey: true, shiftKey: true, key: 'Z' })).toBe('redo');
  });

  it('ignores plain Z, Alt combinations and keys typed into a field', () => {
    expect(key({})).toBeNull();
    expect(key({ ctrlKey: true, altKey: true })).toBeNull();
    expect(key({ ctrlKey: true, key: 'y' })).toBeNull();
    expect(key({ ctrlKey: true, target: document.createElement('input') })).toBeNull();
    expect(key({ ctrlKey: true, target: document.createElement('textarea') })).toBeNull();
  });
});

describe('drag announcements', () => {
  const ids = ['a', 'b', 'c'];
  const names: Record<string, string> = { a: 'Üst Menü', b: 'Video', c: 'Bülten' };
  const say = turkishAnnouncements({ ids: () => ids, nameOf: (id) => names[id] ?? '' });
  const item = (id: string) => ({ id, data: { current: undefined }, rect: { current: { initial: null, translated: null } } });
  const drop = (id: string) => ({
    id,
    rect: { width: 0, height: 0, top: 0, left: 0, right: 0, bottom: 0 },
    data: { current: undefined },
    disabled: false,
  });

  it('speaks every step in Turkish with the position in the area', () => {
    expect(say.onDragStart({ active: item('a') })).toBe('Üst Menü taşınmak için alındı. Şu an 3 bileşen içinde 1. sırada.');
    expect(say.onDragOver({ active: item('a'), over: drop('a') })).toBeUndefined();
    expect(say.onDragOver({ active: item('a'), over: drop('b') })).toBe('Üst Menü, 3 bileşen içinde 2. sıraya taşındı.');
    expect(say.onDragOver({ active: item('a'), over: drop('a') })).toBe('Üst Menü, 3 bileşen içinde 1. sıraya taşındı.');
    expect(say.onDragEnd({ active: item('a'), over: drop('c') })).toBe('Üst Menü, 3 bileşen içinde 3. sıraya bırakıldı.');
    expect(say.onDragCancel({ active: item('a'), over: null })).toBe('Taşıma iptal edildi. Üst Menü 1. sırada kaldı.');
  });
});

describe('preview widths', () => {
  it('puts each fixed width inside its viewport of the spec', () => {
    for (const viewport of VIEWPORTS) {
      const width = PREVIEW_WIDTHS_PX[viewport];
      if (width !== null) expect(isInsideBreakpoints(viewport, width)).toBe(true);
    }
    expect(PREVIEW_WIDTHS_PX.desktop).toBeNull();
  });
});
