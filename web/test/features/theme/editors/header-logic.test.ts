import { describe, expect, it } from 'vitest';
import { SOCIAL_MEDIA_TYPES, headerElementSchema, navigationItemSchema, type Category, type HeaderElement } from '@shop/shared';
import { buildCategoryForest, toggleCategory } from '../../../../src/widgets/category-tree/category-forest';
import { categoriesInMenu, menuFromCategories } from '../../../../src/features/theme/editors/header/category-menu';
import { elementConflict, elementTitle, elementTypePreset } from '../../../../src/features/theme/editors/header/column-elements';
import { SOCIAL_VARIANT_OPTIONS, socialAccountOptions, socialTypePreset } from '../../../../src/features/theme/editors/header/social-accounts';

const CATEGORIES: Category[] = [
  { id: 'c1', name: 'Giyim', slug: 'giyim', parents: [] },
  { id: 'c2', name: 'Kadın', slug: 'kadin', parents: [{ parent: { id: 'c1' } }] },
  { id: 'c3', name: 'Erkek', slug: 'erkek', parents: [{ parent: { id: 'c1' } }] },
  { id: 'c4', name: 'Elbise', slug: 'elbise', parents: [{ parent: { id: 'c2' } }] },
  { id: 'c5', name: 'Kozmetik', slug: 'kozmetik', parents: [] },
  { id: 'c6', name: 'Eski', parents: [] },
];
const forest = buildCategoryForest(CATEGORIES);
const byId = new Map(CATEGORIES.map((c) => [String(c.id), c]));
const tick = (selected: Set<string>, key: string, on = true) => toggleCategory(forest, selected, key, on);
const link = (title: string, target: string) => ({ type: 'category', title, target, newTab: false });

describe('menu from categories', () => {
  it('a ticked parent becomes a list of its sub-categories plus a view-all child, to their full slug paths', () => {
    const menu = menuFromCategories(forest, byId, tick(new Set(), 'c1'));
    expect(menu).toEqual([
      {
        type: 'list',
        title: 'Giyim',
        icon: null,
        link: null,
        children: [
          { id: -1, order: 1, title: 'Erkek', link: link('Erkek', '/category/giyim/erkek') },
          { id: -2, order: 2, title: 'Kadın', link: link('Kadın', '/category/giyim/kadin') },
          { id: -3, order: 3, title: 'Tümünü gör', link: link('Giyim', '/category/giyim') },
        ],
      },
    ]);
    // What the list stores passes the menu item's schema.
    expect(navigationItemSchema.safeParse({ ...menu[0], id: -9, order: 1 }).success).toBe(true);
  });

  it('a ticked child brings its ancestors; an unticked sibling is left out; a leaf is a button', () => {
    let selected = tick(new Set(), 'c4');
    expect([...selected].sort()).toEqual(['c1', 'c2', 'c4']);
    selected = tick(selected, 'c5');
    expect(menuFromCategories(forest, byId, selected)).toEqual([
      {
        type: 'list',
        title: 'Giyim',
        icon: null,
        link: null,
        children: [
          { id: -1, order: 1, title: 'Kadın', link: link('Kadın', '/category/giyim/kadin') },
          { id: -2, order: 2, title: 'Tümünü gör', link: link('Giyim', '/category/giyim') },
        ],
      },
      { type: 'button', title: 'Kozmetik', icon: null, link: link('Kozmetik', '/category/kozmetik'), children: [] },
    ]);
    // Giyim, Kadın and Kozmetik: Tümünü gör is no category of its own.
    expect(categoriesInMenu(menuFromCategories(forest, byId, selected))).toBe(3);
  });

  it('unticking a parent removes its sub-tree; a category without a slug cannot be linked and is left out', () => {
    const selected = tick(tick(tick(new Set(), 'c1'), 'c6'), 'c1', false);
    expect([...selected]).toEqual(['c6']);
    expect(menuFromCategories(forest, byId, selected)).toEqual([]);
    // A parent whose children were all unticked has nothing to list: a button.
    const bare = tick(tick(tick(new Set(), 'c1'), 'c2', false), 'c3', false);
    expect(menuFromCategories(forest, byId, bare)).toEqual([
      { type: 'button', title: 'Giyim', icon: null, link: link('Giyim', '/category/giyim'), children: [] },
    ]);
  });
});

const element = (id: number, type: HeaderElement['type'], extra: Partial<HeaderElement> = {}): HeaderElement =>
  headerElementSchema.parse({ id, name: 'x', type, order: id, ...extra });

describe('column elements', () => {
  it('refuses an element type already in the column with the spec warning, marked at the type', () => {
    const column = [element(1, 'logo'), element(2, 'search')];
    expect(elementConflict(column, element(3, 'logo'))).toEqual({ path: 'type', message: 'Bu element zaten bu sütunda mevcut' });
    expect(elementConflict(column, element(3, 'cart'))).toBeUndefined();
    // Editing an element keeps its own type.
    expect(elementConflict(column, element(1, 'logo'))).toBeUndefined();
  });

  it('tells social elements apart by their account', () => {
    const column = [element(1, 'socialMedia', { socialMediaId: 7 })];
    expect(elementConflict(column, element(2, 'socialMedia', { socialMediaId: 8 }))).toBeUndefined();
    expect(elementConflict(column, element(2, 'socialMedia', { socialMediaId: 7 }))).toEqual({
      path: 'socialMediaId',
      message: 'Bu element zaten bu sütunda mevcut',
    });
  });

  it('names an element after its type and lists the devices it shows on', () => {
    expect(elementTypePreset('userNav')).toEqual({ name: 'Kullanıcı Menüsü', socialMediaId: undefined });
    expect(elementTitle(element(1, 'logo', { name: 'Logo', responsive: { mobile: true, tablet: false, desktop: true } }))).toBe(
      'Logo · Mobil, Masaüstü',
    );
    expect(elementTitle(element(1, 'cart', { name: 'Sepet', responsive: { mobile: false, tablet: false, desktop: false } }))).toBe(
      'Sepet · hiçbir cihazda gösterilmiyor',
    );
  });
});

describe('social accounts', () => {
  it('a type presets its brand button variant, one for each of the 28 types, each offered as a choice', () => {
    expect(SOCIAL_MEDIA_TYPES).toHaveLength(28);
    expect(socialTypePreset('FACEBOOK')).toEqual({ buttonVariant: 'facebook' });
    expect(socialTypePreset('DRIBBBLE')).toEqual({ buttonVariant: 'dribbble' });
    const offered = new Set(SOCIAL_VARIANT_OPTIONS.map((o) => o.value));
    for (const type of SOCIAL_MEDIA_TYPES) expect(offered.has(socialTypePreset(type).buttonVariant)).toBe(true);
    expect(SOCIAL_VARIANT_OPTIONS.find((o) => o.value === 'instagram')?.label).toBe('Instagram rengi');
  });

  it("a column's social element chooses among the header's accounts in their order", () => {
    const root = {
      socialMedias: [
        { id: 2, name: 'Kanalımız', type: 'YOUTUBE', order: 2 },
        { id: 1, name: 'Moda', type: 'INSTAGRAM', order: 1 },
      ],
    };
    expect(socialAccountOptions(root)).toEqual([
      { value: 1, label: 'Moda (Instagram)' },
      { value: 2, label: 'Kanalımız (YouTube)' },
    ]);
    expect(socialAccountOptions({})).toEqual([]);
  });
});
