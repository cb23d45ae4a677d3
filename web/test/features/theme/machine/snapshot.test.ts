import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_CONFIG } from '@shop/shared';
import { CLEAN } from '../../../../src/features/theme/machine/builder-context';
import { componentsOf, hydrate, normalizeComponents, rebase, saveInput, toPersisted } from '../../../../src/features/theme/machine/theme-snapshot';
import { component, serverTheme, USER } from './fakes';

const doc = (components: Parameters<typeof normalizeComponents>[0]) => ({
  ...normalizeComponents(components),
  themeConfig: DEFAULT_THEME_CONFIG,
  themeType: 'THEME_READY' as const,
});

describe('normalized form', () => {
  it('groups by area in order and writes order back as the index', () => {
    const d = doc([component('GALLERY', 'b', 'middle', 7), component('FAQ', 'a', 'middle', 3), component('HEADER', 'h', 'top', 0)]);
    expect(d.order).toEqual({ top: ['h'], middle: ['a', 'b'], bottom: [] });
    expect(d.byId.a).not.toHaveProperty('order');
    expect(componentsOf(d).map((c) => [c.id, c.tabType, c.order])).toEqual([
      ['h', 'top', 0],
      ['a', 'middle', 0],
      ['b', 'middle', 1],
    ]);
    expect(componentsOf(d)).toBe(componentsOf(d));
  });
});

describe('save payload', () => {
  it('one request per area TOP, HOME, BOTTOM with the base versions; no tabType; the popup with staticPageType TOP', () => {
    const d = doc([component('POPUP', 'p', 'top', 0), component('GALLERY', 'g', 'middle', 0), component('FOOTER', 'f', 'bottom', 0)]);
    const input = saveInput(d, { TOP: 3, HOME: 5, BOTTOM: 0 });
    expect(input.tabs.map((t) => [t.pageType, t.baseVersion, t.components.map((c) => c.id)])).toEqual([
      ['TOP', 3, ['p']],
      ['HOME', 5, ['g']],
      ['BOTTOM', 0, ['f']],
    ]);
    expect(input.tabs[0]?.components[0]).toMatchObject({ componentType: 'POPUP', staticPageType: 'TOP', order: 0 });
    for (const tab of input.tabs) for (const c of tab.components) expect(c).not.toHaveProperty('tabType');
    expect(input.settings).toEqual({ themeConfig: DEFAULT_THEME_CONFIG, themeType: 'THEME_READY' });
  });
});

describe('hydration', () => {
  const server = serverTheme([component('GALLERY', 'server-g', 'middle', 0), component('FAQ', 'server-t', 'top', 0)], { TOP: 2, HOME: 4, BOTTOM: 1 });
  const localDoc = doc([component('VIDEO', 'local-v', 'middle', 0), component('FAQ', 'local-t', 'top', 0)]);
  const persisted = (versions: typeof server.versions, dirty = { tabs: ['middle' as const], config: false }) =>
    toPersisted({ userEmail: USER, doc: localDoc, currentTab: 'middle', versions, dirty });

  it('without a local copy, or with a saved one, takes the server theme', () => {
    expect(hydrate(server, null).doc.order.middle).toEqual(['server-g']);
    const clean = hydrate(server, persisted(server.versions, CLEAN as never));
    expect(clean.doc.order.middle).toEqual(['server-g']);
    expect(clean.dirty).toEqual(CLEAN);
  });

  it('restores unsaved local areas based on the same versions, marked unsaved; untouched areas come from the server', () => {
    const h = hydrate(server, persisted(server.versions));
    expect(h.doc.order.middle).toEqual(['local-v']);
    expect(h.doc.order.top).toEqual(['server-t']);
    expect(h.dirty).toEqual({ tabs: ['middle'], config: false });
    expect(h.versions).toEqual(server.versions);
  });

  it('keeps unsaved local areas on their old version when the server moved on, so saving meets the conflict', () => {
    const h = hydrate(server, persisted({ TOP: 2, HOME: 3, BOTTOM: 1 }));
    expect(h.doc.order.middle).toEqual(['local-v']);
    expect(h.versions).toEqual({ TOP: 2, HOME: 3, BOTTOM: 1 });
  });

  it('rebase for "keep editing" takes the server versions as the base of the kept areas', () => {
    const r = rebase(localDoc, { TOP: 2, HOME: 3, BOTTOM: 1 }, { tabs: ['middle'], config: false }, server, 'server');
    expect(r.doc.order.middle).toEqual(['local-v']);
    expect(r.doc.order.top).toEqual(['server-t']);
    expect(r.versions).toEqual(server.versions);
  });
});
