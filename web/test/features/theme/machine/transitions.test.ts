import { describe, expect, it } from 'vitest';
import { defaultComponentData } from '@shop/shared';
import { applyPatch } from '../../../../src/features/theme/machine/document-patch';
import { addComponent } from '../../../../src/features/theme/machine/transitions/add-component';
import type { Edit, EditableState } from '../../../../src/features/theme/machine/transitions/edit';
import { removeComponent } from '../../../../src/features/theme/machine/transitions/remove-component';
import { renameComponent } from '../../../../src/features/theme/machine/transitions/rename-component';
import { reorderComponent } from '../../../../src/features/theme/machine/transitions/reorder-component';
import { closePanel, selectComponent, togglePanel } from '../../../../src/features/theme/machine/transitions/select-component';
import { switchPage, switchTab, switchViewport } from '../../../../src/features/theme/machine/transitions/switch-view';
import { toggleActive } from '../../../../src/features/theme/machine/transitions/toggle-active';
import { updateComponent } from '../../../../src/features/theme/machine/transitions/update-component';
import { updateComponentData } from '../../../../src/features/theme/machine/transitions/update-component-data';
import { updateThemeConfig } from '../../../../src/features/theme/machine/transitions/update-theme-config';
import { componentsOf } from '../../../../src/features/theme/machine/theme-snapshot';
import { component } from './fakes';
import { editable } from './state';

const deps = { newId: () => 'new-id', now: () => new Date('2026-05-01T10:00:00.000Z') };

/** The state after an edit, as the machine would have it. */
const after = (state: EditableState, edit: Edit | null): EditableState => {
  if (!edit) throw new Error('expected an edit');
  return { ...state, ...(edit.patch ? applyPatch(state, edit.patch) : {}), ...edit.view };
};

const orders = (state: EditableState, tab: 'top' | 'middle' | 'bottom') => componentsOf(state, tab).map((c) => [c.id, c.order]);

describe('add', () => {
  it('appends to the current area with order max+1, active, selected, with the type name and default settings', () => {
    const state = editable([component('BANNER', 'b1', 'middle', 0), component('GALLERY', 'g1', 'middle', 1)]);
    const next = after(state, addComponent(state, { componentType: 'VIDEO' }, deps));
    expect(next.order.middle).toEqual(['b1', 'g1', 'new-id']);
    expect(orders(next, 'middle')).toEqual([
      ['b1', 0],
      ['g1', 1],
      ['new-id', 2],
    ]);
    expect(next.byId['new-id']).toEqual({
      id: 'new-id',
      componentType: 'VIDEO',
      name: 'Video',
      isActive: true,
      componentData: defaultComponentData('VIDEO'),
      products: [],
      galleries: [],
      tabType: 'middle',
      createdAt: '2026-05-01T10:00:00.000Z',
    });
    expect(next.selectedComponentId).toBe('new-id');
    expect(next.editMode).toBe(true);
  });

  it('gives order 0 in an empty area and uses the area on screen', () => {
    const state = editable([], { currentTab: 'bottom' });
    const next = after(state, addComponent(state, { componentType: 'NEWSLETTER' }, deps));
    expect(orders(next, 'bottom')).toEqual([['new-id', 0]]);
    expect(next.byId['new-id']?.tabType).toBe('bottom');
    expect(next.byId['new-id']?.name).toBe('Bülten');
  });

  it('adds nothing on the settings tab', () => {
    expect(addComponent(editable([], { currentTab: 'settings' }), { componentType: 'BANNER' }, deps)).toBeNull();
  });

  it('uses the spec names; a type without a label gets its type and a number', () => {
    const names = (
      ['BANNER', 'PRODUCT_LIST', 'HEADER', 'FOOTER', 'MARQUEE', 'BANNER_COMPONENT', 'GALLERY', 'VIDEO', 'FAQ', 'NEWSLETTER', 'POPUP'] as const
    ).map((componentType) => {
      const state = editable();
      return after(state, addComponent(state, { componentType }, deps)).byId['new-id']?.name;
    });
    expect(names).toEqual([
      'Banner & Afiş',
      'Ürün Listesi',
      'Üst Menü',
      'Alt Menü',
      'Kayan Duyuru Bandı',
      'Sabit Duyuru Bandı',
      'Galeri',
      'Video',
      'Sıkça Sorulan Sorular',
      'Bülten',
      'POPUP 1',
    ]);
  });

  it('HEADER and FOOTER are unique per area: a second add only selects the existing one', () => {
    const state = editable(
      [component('HEADER', 'h1', 'middle', 0), component('GALLERY', 'g1', 'middle', 1), component('FOOTER', 'f1', 'middle', 2)],
      {
        selectedComponentId: 'g1',
      },
    );
    for (const [componentType, existing] of [
      ['HEADER', 'h1'],
      ['FOOTER', 'f1'],
    ] as const) {
      const edit = addComponent(state, { componentType }, deps);
      expect(edit?.patch).toBeUndefined();
      expect(after(state, edit).selectedComponentId).toBe(existing);
      expect(edit?.scrollTo).toBe(existing);
    }
  });

  it('a HEADER in another area does not stop one in this area', () => {
    const state = editable([component('HEADER', 'h1', 'top', 0)]);
    const next = after(state, addComponent(state, { componentType: 'HEADER' }, deps));
    expect(next.order.middle).toEqual(['new-id']);
  });

  it('puts the popup in the top area, once', () => {
    const state = editable([component('GALLERY', 'g1', 'middle', 0)]);
    const next = after(state, addComponent(state, { componentType: 'POPUP' }, deps));
    expect(next.order.top).toEqual(['new-id']);
    expect(next.currentTab).toBe('top');
    expect(addComponent(next, { componentType: 'POPUP' }, { ...deps, newId: () => 'other' })?.patch).toBeUndefined();
  });

  it('takes products and settings given by the product picker', () => {
    const state = editable();
    const products = [{ productId: 'p1', order: 0 }];
    const next = after(state, addComponent(state, { componentType: 'PRODUCT_LIST', products }, deps));
    expect(next.byId['new-id']?.products).toEqual(products);
  });
});

describe('remove', () => {
  const state = editable(
    [
      component('BANNER', 'a', 'middle', 0),
      component('GALLERY', 'b', 'middle', 1),
      component('VIDEO', 'c', 'middle', 2),
      component('FAQ', 't', 'top', 0),
    ],
    {
      selectedComponentId: 'c',
    },
  );

  it('renumbers the rest of its area 0..n-1 and selects the first remaining one', () => {
    const next = after(state, removeComponent(state, 'a'));
    expect(next.byId.a).toBeUndefined();
    expect(orders(next, 'middle')).toEqual([
      ['b', 0],
      ['c', 1],
    ]);
    expect(next.selectedComponentId).toBe('b');
    expect(next.order.top).toBe(state.order.top);
  });

  it('selects nothing when the area is empty afterwards', () => {
    const next = after(state, removeComponent(state, 't'));
    expect(next.order.top).toEqual([]);
    expect(next.selectedComponentId).toBeNull();
    expect(next.editMode).toBe(false);
  });

  it('ignores an unknown id', () => {
    expect(removeComponent(state, 'nope')).toBeNull();
  });
});

describe('reorder', () => {
  const ids = ['a', 'b', 'c', 'd'];
  const state = editable(ids.map((id, i) => component('GALLERY', id, 'middle', i * 10)));

  it('moves within the area and renumbers 0..n-1', () => {
    const next = after(state, reorderComponent(state, 'a', 3));
    expect(orders(next, 'middle')).toEqual([
      ['b', 0],
      ['c', 1],
      ['d', 2],
      ['a', 3],
    ]);
    const back = after(next, reorderComponent(next, 'd', 0));
    expect(back.order.middle).toEqual(['d', 'b', 'c', 'a']);
  });

  it('changes only the id list: every component object stays the same', () => {
    const edit = reorderComponent(state, 'a', 2);
    expect(edit?.patch).toEqual({ order: { middle: ['b', 'c', 'a', 'd'] } });
    const next = after(state, edit);
    for (const id of ids) expect(next.byId[id]).toBe(state.byId[id]);
  });

  it('clamps the target and does nothing for the same place', () => {
    expect(after(state, reorderComponent(state, 'b', 99)).order.middle).toEqual(['a', 'c', 'd', 'b']);
    expect(reorderComponent(state, 'b', 1)).toBeNull();
    expect(reorderComponent(state, 'nope', 0)).toBeNull();
  });
});

describe('edits of one component', () => {
  const state = editable([component('MARQUEE', 'm', 'middle', 0), component('GALLERY', 'g', 'middle', 1)]);

  it('toggle active flips the flag and keeps the other component object', () => {
    const next = after(state, toggleActive(state, 'm'));
    expect(next.byId.m?.isActive).toBe(false);
    expect(next.byId.g).toBe(state.byId.g);
    expect(after(next, toggleActive(next, 'm')).byId.m?.isActive).toBe(true);
  });

  it('rename keeps the coalesce key and ignores the same name', () => {
    const edit = renameComponent(state, 'm', 'Duyurular', 'name:m');
    expect(edit?.coalesceKey).toBe('name:m');
    expect(after(state, edit).byId.m?.name).toBe('Duyurular');
    expect(renameComponent(state, 'm', 'MARQUEE m')).toBeNull();
  });

  it('updateData replaces the settings', () => {
    const data = { ...defaultComponentData('MARQUEE'), direction: 'right' as const };
    expect(after(state, updateComponentData(state, 'm', data)).byId.m?.componentData).toBe(data);
  });

  it('update patches name, activity, products or galleries', () => {
    const next = after(state, updateComponent(state, 'g', { name: 'Vitrin', isActive: false }));
    expect(next.byId.g).toMatchObject({ name: 'Vitrin', isActive: false, componentType: 'GALLERY' });
    expect(updateComponent(next, 'g', { name: 'Vitrin' })).toBeNull();
  });
});

describe('selection and view', () => {
  const state = editable([component('BANNER', 'a', 'middle', 0), component('FAQ', 't', 'top', 0)]);

  it('selecting shows the component and asks the preview to scroll to it', () => {
    const edit = selectComponent(state, 'a');
    expect(edit?.scrollTo).toBe('a');
    expect(after(state, edit)).toMatchObject({ selectedComponentId: 'a', editMode: true, panelOpen: false });
  });

  it('selecting the selected component again toggles its panel', () => {
    const selected = after(state, selectComponent(state, 'a'));
    const opened = after(selected, selectComponent(selected, 'a'));
    expect(opened.panelOpen).toBe(true);
    expect(after(opened, selectComponent(opened, 'a')).panelOpen).toBe(false);
    expect(after(opened, togglePanel(opened)).panelOpen).toBe(false);
    expect(after(opened, closePanel(opened)).panelOpen).toBe(false);
  });

  it('selecting a component of another area switches to that area', () => {
    expect(after(state, selectComponent(state, 't')).currentTab).toBe('top');
  });

  it('switches tab, viewport and page; only Anasayfa (1) exists', () => {
    expect(after(state, switchTab(state, 'settings')).currentTab).toBe('settings');
    expect(after(state, switchViewport(state, 'mobile')).viewport).toBe('mobile');
    expect(switchPage(state, 1)).toBeNull();
    expect(switchPage(state, 2)).toBeNull();
  });

  it('none of these is a document change', () => {
    for (const edit of [selectComponent(state, 'a'), switchTab(state, 'top'), switchViewport(state, 'tablet')]) expect(edit?.patch).toBeUndefined();
  });
});

describe('theme config', () => {
  it('is a document change with its coalesce key', () => {
    const state = editable();
    const themeConfig = { ...state.themeConfig, radius: 1 as const };
    const edit = updateThemeConfig(state, themeConfig, 'THEME_CUSTOM', 'radius');
    expect(edit).toEqual({ patch: { settings: { themeConfig, themeType: 'THEME_CUSTOM' } }, coalesceKey: 'radius' });
  });
});
