import { describe, expect, it } from 'vitest';
import {
  DEFAULT_HEADER_SETTINGS,
  HEADER_ELEMENT_TYPES,
  JUSTIFY_CONTENTS,
  NAVIGATION_ITEM_TYPES,
  SEARCH_SIZES,
  columnConfigSchema,
  headerElementSchema,
  headerSettingsSchema,
  navigationItemSchema,
} from '../../src';
import { expectStable, issueAt } from './helpers';

describe('header settings', () => {
  it('defaults: logo shown, 3 grid columns, three columns left/centre/right, one Anasayfa button to /', () => {
    const h = DEFAULT_HEADER_SETTINGS;
    expect(h.logo).toBeNull();
    expect(h.isLogoShow).toBe(true);
    expect(h.gridColumns).toBe(3);
    expect(h.socialMedias).toEqual([]);
    expect(h.columnConfigs.map((c) => [c.id, c.justifyContent])).toEqual([
      [1, 'start'],
      [2, 'center'],
      [3, 'end'],
    ]);
    for (const column of h.columnConfigs) {
      expect(column.elements.length).toBeGreaterThan(0);
      for (const element of column.elements) {
        expect(Object.keys(element.responsive).sort()).toEqual(['desktop', 'mobile', 'tablet']);
      }
    }
    expect(h.navigationItems).toEqual([
      {
        id: 1,
        type: 'button',
        title: 'Anasayfa',
        icon: null,
        link: { type: 'custom', title: 'Anasayfa', target: '/', newTab: false },
        order: 1,
        children: [],
      },
    ]);
    expect(h.titleFontSize).toBe(32);
    expect(h.titleFontFamily).toBe('inter');
    expect([h.topMargin, h.bottomMargin]).toEqual([0, 0]);
    expectStable(headerSettingsSchema, h);
  });

  it('option lists', () => {
    expect(HEADER_ELEMENT_TYPES).toEqual(['mobileNav', 'search', 'logo', 'userNav', 'cart', 'socialMedia']);
    expect(JUSTIFY_CONTENTS).toEqual(['start', 'center', 'end']);
    expect(NAVIGATION_ITEM_TYPES).toEqual(['button', 'list']);
    expect(SEARCH_SIZES).toEqual(['square', 'rectangle']);
  });

  it('rejects out-of-range values naming the field', () => {
    expect(issueAt(headerSettingsSchema, { titleFontSize: 150 }, 'titleFontSize').message).toBe('titleFontSize en fazla 144 olabilir.');
    expect(issueAt(headerSettingsSchema, { titleFontSize: 12 }, 'titleFontSize').message).toBe('titleFontSize en az 16 olmalıdır.');
    expect(issueAt(headerSettingsSchema, { menuGap: 5 }, 'menuGap').message).toBe('menuGap şu değerlerden biri olmalıdır: 0, 1, 2, 3, 4, 6, 8.');
    expect(issueAt(headerSettingsSchema, { menuPadding: 10 }, 'menuPadding').message).toContain('menuPadding');
    expect(issueAt(headerSettingsSchema, { searchSize: 'round' }, 'searchSize').message).toContain('searchSize');
    expect(issueAt(headerSettingsSchema, { titleFontColor: 'kırmızı' }, 'titleFontColor').message).toContain('titleFontColor');
  });
});

describe('column config', () => {
  it('ids are 1, 2 and 3', () => {
    expect(issueAt(columnConfigSchema, { id: 4 }, 'id').message).toBe('id şu değerlerden biri olmalıdır: 1, 2, 3.');
  });

  it('an element may appear once per column: Bu element zaten bu sütunda mevcut', () => {
    const logo = { id: 1, name: 'Logo', type: 'logo', order: 1 };
    expect(issueAt(columnConfigSchema, { id: 1, elements: [logo, { ...logo, id: 2, order: 2 }] }, 'elements.1').message).toBe(
      'Bu element zaten bu sütunda mevcut',
    );
  });

  it('different social accounts may share a column', () => {
    const social = (id: number, socialMediaId: number) => ({ id, name: 'Sosyal Medya', type: 'socialMedia', order: id, socialMediaId });
    expect(columnConfigSchema.safeParse({ id: 3, elements: [social(1, 10), social(2, 11)] }).success).toBe(true);
    expect(issueAt(columnConfigSchema, { id: 3, elements: [social(1, 10), social(2, 10)] }, 'elements.1').message).toBe(
      'Bu element zaten bu sütunda mevcut',
    );
  });

  it('a social element names its account', () => {
    expect(issueAt(headerElementSchema, { id: 1, name: 'Sosyal Medya', type: 'socialMedia', order: 1 }, 'socialMediaId').message).toBe(
      'Bir sosyal medya hesabı seçin.',
    );
  });

  it('responsive flags default to visible everywhere', () => {
    expect(headerElementSchema.parse({ id: 1, name: 'Sepet', type: 'cart', order: 1 }).responsive).toEqual({
      mobile: true,
      tablet: true,
      desktop: true,
    });
  });
});

describe('navigation item', () => {
  it('title is required: Menü başlığı gereklidir.', () => {
    expect(issueAt(navigationItemSchema, { id: 1, type: 'list', title: '', order: 1 }, 'title').message).toBe('Menü başlığı gereklidir.');
    expect(
      issueAt(
        navigationItemSchema,
        { id: 1, type: 'list', title: 'Kategoriler', order: 1, children: [{ id: 2, title: '', link: {}, order: 1 }] },
        'children.0.title',
      ).message,
    ).toBe('Menü başlığı gereklidir.');
  });

  it('a plain button needs a link: Düz menü için bağlantı gereklidir.', () => {
    expect(issueAt(navigationItemSchema, { id: 1, type: 'button', title: 'Kampanyalar', order: 1 }, 'link').message).toBe(
      'Düz menü için bağlantı gereklidir.',
    );
  });

  it('a list item needs no link of its own', () => {
    const item = navigationItemSchema.parse({
      id: 1,
      type: 'list',
      title: 'Giyim',
      order: 1,
      children: [{ id: 2, title: 'Elbise', link: { type: 'category', target: '/category/giyim/elbise' }, order: 1 }],
    });
    expectStable(navigationItemSchema, item);
  });
});
