import { describe, expect, it } from 'vitest';
import type { Category } from '@shop/shared';
import { buildCategoryForest, checkStates, fromSelections, toSelections, toggleCategory } from '../../src/widgets/category-tree/category-forest';

const cat = (id: string, name: string, parent?: string): Category => ({ id, name, parents: parent ? [{ parent: { id: parent } }] : [] });

// Giyim › Kadın › {Elbise, Bluz}, Giyim › Erkek, Elektronik
const CATEGORIES = [
  cat('e', 'Elektronik'),
  cat('elb', 'Elbise', 'k'),
  cat('g', 'Giyim'),
  cat('k', 'Kadın', 'g'),
  cat('blz', 'Bluz', 'k'),
  cat('er', 'Erkek', 'g'),
];
const forest = buildCategoryForest(CATEGORIES);
const tick = (selected: Set<string>, key: string) => toggleCategory(forest, selected, key, true);
const untick = (selected: Set<string>, key: string) => toggleCategory(forest, selected, key, false);

describe('category tree', () => {
  it('nests categories under their parents in Turkish order with paths and depths', () => {
    expect(forest.roots.map((n) => n.name)).toEqual(['Elektronik', 'Giyim']);
    const giyim = forest.byKey.get('g');
    expect(giyim?.children.map((n) => n.name)).toEqual(['Erkek', 'Kadın']);
    expect(forest.byKey.get('k')?.children.map((n) => n.name)).toEqual(['Bluz', 'Elbise']);
    expect(forest.byKey.get('elb')).toMatchObject({ path: 'g-k-elb', depth: 2 });
    expect(forest.byKey.get('g')).toMatchObject({ path: 'g', depth: 0 });
  });

  it('shows a category whose parent is unknown as a root, and survives a parent loop', () => {
    const odd = buildCategoryForest([cat('a', 'A', 'missing'), cat('x', 'X', 'y'), cat('y', 'Y', 'x')]);
    expect(odd.roots.map((n) => n.key)).toEqual(['a', 'x']);
    expect(odd.byKey.get('y')).toMatchObject({ path: 'x-y', depth: 1 });
  });

  it('ticking a parent selects all its descendants', () => {
    expect([...tick(new Set(), 'g')].sort()).toEqual(['blz', 'elb', 'er', 'g', 'k']);
  });

  it('ticking a child selects its ancestors', () => {
    expect([...tick(new Set(), 'elb')].sort()).toEqual(['elb', 'g', 'k']);
  });

  it('unticking removes the category with its descendants and keeps its ancestors', () => {
    const all = tick(new Set(), 'g');
    expect([...untick(all, 'k')].sort()).toEqual(['er', 'g']);
    expect([...untick(all, 'g')]).toEqual([]);
  });

  it('shows a parent as indeterminate when only some children are selected', () => {
    const states = checkStates(forest, tick(new Set(), 'elb'));
    expect(states.elb).toEqual({ checked: true, partialChecked: false });
    expect(states.k).toEqual({ checked: false, partialChecked: true });
    expect(states.g).toEqual({ checked: false, partialChecked: true });
    expect(states.blz).toBeUndefined();
    expect(states.e).toBeUndefined();
  });

  it('shows a parent as checked when every child is', () => {
    const states = checkStates(forest, tick(tick(new Set(), 'elb'), 'blz'));
    expect(states.k).toEqual({ checked: true, partialChecked: false });
    expect(states.g).toEqual({ checked: false, partialChecked: true });
    expect(checkStates(forest, tick(new Set(), 'g')).g).toEqual({ checked: true, partialChecked: false });
  });

  it('gives the selection as categoryId, path and depth in tree order and reads it back', () => {
    const selections = toSelections(forest, tick(new Set(), 'elb'));
    expect(selections).toEqual([
      { categoryId: 'g', path: 'g', depth: 0 },
      { categoryId: 'k', path: 'g-k', depth: 1 },
      { categoryId: 'elb', path: 'g-k-elb', depth: 2 },
    ]);
    expect([...fromSelections(forest, [...selections, { categoryId: 'gone', path: 'gone', depth: 0 }])]).toEqual(['g', 'k', 'elb']);
  });
});
