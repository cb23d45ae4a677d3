import { describe, expect, it } from 'vitest';
import {
  bannerGalleryEntrySchema,
  categorySchema,
  categorySelectionSchema,
  iconSchema,
  productPickerItemSchema,
  selectOptionCreateSchema,
  selectOptionSchema,
  themeListItemSchema,
} from '../../src';
import { expectStable, issueAt } from './helpers';

describe('category', () => {
  it('parses a category with its parents', () => {
    expectStable(categorySchema, { id: 'c3', name: 'Elbise', slug: 'elbise', parents: [{ parent: { id: 'c1' } }] });
    expect(categorySchema.parse({ id: 1, name: 'Giyim' }).parents).toEqual([]);
  });

  it('rejects a parent without an id', () => {
    expect(issueAt(categorySchema, { id: 1, name: 'x', parents: [{ parent: {} }] }, 'parents.0.parent.id').message).toBe(
      'parents.0.parent.id gereklidir.',
    );
  });
});

describe('category selection', () => {
  it('path is ids joined by dashes', () => {
    expectStable(categorySelectionSchema, { categoryId: 12, path: '1-5-12', depth: 2 });
    expectStable(categorySelectionSchema, { categoryId: 1, path: '1', depth: 0 });
    expect(issueAt(categorySelectionSchema, { categoryId: 1, path: '1--2', depth: 1 }, 'path').message).toContain('path');
    expect(issueAt(categorySelectionSchema, { categoryId: 1, path: '1', depth: -1 }, 'depth').message).toBe('depth en az 0 olmalıdır.');
  });
});

describe('picker items', () => {
  it('product in the picker: id, name, slug', () => {
    expectStable(productPickerItemSchema, { id: 'p1', name: 'Keten Gömlek', slug: 'keten-gomlek' });
    expect(issueAt(productPickerItemSchema, { id: 'p1', slug: 'x' }, 'name').message).toBe('name gereklidir.');
  });

  it('theme list item: productId, order, product', () => {
    expectStable(themeListItemSchema, { productId: 'p1', order: 0 });
    expectStable(themeListItemSchema, { productId: 'p1', order: 1, product: { id: 'p1', name: 'Gömlek', slug: 'gomlek' } });
    expect(issueAt(themeListItemSchema, { productId: 'p1', order: 1.5 }, 'order').message).toContain('order');
  });

  it('banner gallery entry: id, order', () => {
    expectStable(bannerGalleryEntrySchema, { id: 4, order: 1 });
  });

  it('icon: id, key, turkishName', () => {
    expectStable(iconSchema, { id: 1, key: 'rocket', turkishName: 'Roket' });
    expect(issueAt(iconSchema, { id: 1, key: '', turkishName: 'Roket' }, 'key').message).toBe('key gereklidir.');
  });

  it('select option: id, name', () => {
    expectStable(selectOptionSchema, { id: 3, name: 'Pamuk' });
  });

  it('inline create refuses a blank name and sends it trimmed', () => {
    expect(issueAt(selectOptionCreateSchema, { name: '   ' }, 'name').message).toBe('name gereklidir.');
    expect(selectOptionCreateSchema.parse({ name: '  Keten ' })).toEqual({ name: 'Keten' });
  });
});
