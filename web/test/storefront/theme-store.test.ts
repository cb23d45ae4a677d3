import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_CONFIG } from '@shop/shared';
import { activePopup, applyThemeUpdate, stateFromComponents, visibleComponents } from '../../src/storefront/theme-store';
import { component } from './fixtures';

const settings = { themeConfig: DEFAULT_THEME_CONFIG, themeType: 'THEME_READY' as const };
const update = (u: Partial<Parameters<typeof applyThemeUpdate>[1]>) => ({ reset: false, upserts: [], removedIds: [], ...u });

describe('preview theme state (normalised map + per-area order)', () => {
  const faq = component('FAQ', { id: 'a', order: 0 });
  const video = component('VIDEO', { id: 'b', order: 1 });
  const gallery = component('GALLERY', { id: 'c', order: 2 });
  const header = component('HEADER', { id: 'h', order: 0, tabType: 'top' });
  const base = stateFromComponents([gallery, video, faq, header], settings);

  it('orders each area by order', () => {
    expect(base.order).toEqual({ top: ['h'], middle: ['a', 'b', 'c'], bottom: [] });
  });

  it('an edit replaces that one component and keeps every other object (so their views are not re-rendered)', () => {
    const edited = { ...video, name: 'Yeni' };
    const next = applyThemeUpdate(base, update({ upserts: [edited] }));
    expect(next.byId.get('b')).toBe(edited);
    expect(next.byId.get('a')).toBe(faq);
    expect(next.byId.get('c')).toBe(gallery);
    expect(next.order.middle).toBe(base.order.middle);
    expect(next.order.top).toBe(base.order.top);
  });

  it('applies removals, inserts and a sent order', () => {
    const added = component('NEWSLETTER', { id: 'd', order: 0 });
    const next = applyThemeUpdate(base, update({ removedIds: ['b'], upserts: [added], order: { middle: ['d', 'a', 'c'] } }));
    expect(next.order.middle).toEqual(['d', 'a', 'c']);
    expect(next.byId.has('b')).toBe(false);
    expect(next.order.top).toBe(base.order.top);
  });

  it('recomputes an area from order fields when no order is sent', () => {
    const next = applyThemeUpdate(base, update({ upserts: [{ ...faq, order: 5 }] }));
    expect(next.order.middle).toEqual(['b', 'c', 'a']);
  });

  it('a reset replaces everything; selection follows the message', () => {
    const next = applyThemeUpdate(base, update({ reset: true, upserts: [video], selectedComponentId: 'b' }));
    expect([...next.byId.keys()]).toEqual(['b']);
    expect(next.order).toEqual({ top: [], middle: ['b'], bottom: [] });
    expect(next.selectedId).toBe('b');
    expect(applyThemeUpdate(next, update({})).selectedId).toBe('b');
  });

  it('leaves inactive components and the popup out of the page flow', () => {
    const hidden = component('MARQUEE', { id: 'm', order: 3, isActive: false });
    const popup = component('POPUP', { id: 'p', order: 1, tabType: 'top' });
    const state = applyThemeUpdate(base, update({ upserts: [hidden, popup] }));
    expect(visibleComponents(state, 'middle').map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(visibleComponents(state, 'top').map((c) => c.id)).toEqual(['h']);
    expect(activePopup(state)?.id).toBe('p');
  });
});
