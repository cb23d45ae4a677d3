import { describe, expect, it } from 'vitest';
import { categoryCreateConflict, categoryCreateSchema, withAncestors, type Category } from '../src';

const cat = (id: string, name: string, slug: string, ...parents: string[]): Category => ({
  id,
  name,
  slug,
  parents: parents.map((p) => ({ parent: { id: p } })),
});

const tree = [
  cat('1', 'Giyim', 'giyim'),
  cat('2', 'Kadın', 'kadin', '1'),
  cat('3', 'Elbise', 'elbise', '2'),
  cat('4', 'Elektronik', 'elektronik'),
  cat('5', 'Outlet', 'outlet', '1', '4'),
];

describe('withAncestors', () => {
  it('adds every ancestor, through every parent', () => {
    expect(withAncestors(tree, ['3']).sort()).toEqual(['1', '2', '3']);
    expect(withAncestors(tree, ['5']).sort()).toEqual(['1', '4', '5']);
    expect(withAncestors(tree, ['3', '5']).sort()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('keeps unknown ids and survives a cycle', () => {
    expect(withAncestors(tree, ['x'])).toEqual(['x']);
    expect(withAncestors([cat('a', 'A', 'a', 'b'), cat('b', 'B', 'b', 'a')], ['a']).sort()).toEqual(['a', 'b']);
  });
});

describe('categoryCreateConflict', () => {
  it('refuses a parent that does not exist', () => {
    expect(categoryCreateConflict(tree, 'yeni', 'nope')).toBe('parent-missing');
  });

  it('refuses a slug taken by a sibling, and only by a sibling', () => {
    expect(categoryCreateConflict(tree, 'elbise', '2')).toBe('duplicate');
    expect(categoryCreateConflict(tree, 'giyim', undefined)).toBe('duplicate');
    expect(categoryCreateConflict(tree, 'elbise', '1')).toBeUndefined();
    expect(categoryCreateConflict(tree, 'kadin', undefined)).toBeUndefined();
    expect(categoryCreateConflict(tree, 'outlet', '4')).toBe('duplicate');
  });
});

describe('categoryCreateSchema', () => {
  it('trims the name and accepts a missing or null parent', () => {
    expect(categoryCreateSchema.parse({ name: '  Yaz Elbiseleri ' })).toEqual({ name: 'Yaz Elbiseleri' });
    expect(categoryCreateSchema.parse({ name: 'Yaz', parentId: null })).toEqual({ name: 'Yaz', parentId: null });
  });

  it('names the field it refuses', () => {
    const issue = (value: unknown) => categoryCreateSchema.safeParse(value).error?.issues[0];
    expect(issue({ name: '   ' })?.path).toEqual(['name']);
    expect(issue({ name: '!!!' })).toMatchObject({ path: ['name'], message: 'name en az bir harf veya rakam içermelidir.' });
    expect(issue({ name: 'Yaz', parentId: 7 })?.path).toEqual(['parentId']);
    expect(issue({ name: 'Yaz', parentId: 'x'.repeat(101) })?.path).toEqual(['parentId']);
  });
});
