import { describe, expect, it } from 'vitest';
import type { Category } from '@shop/shared';
import { allKeys, categoryTree, treeWithout } from '../../../src/features/catalog/category-tree';

const cat = (id: string, name: string, parent?: string): Category => ({ id, name, parents: parent ? [{ parent: { id: parent } }] : [] });

describe('category tree', () => {
  const categories = [
    cat('1', 'Giyim'),
    cat('2', 'Kadın', '1'),
    cat('3', 'Elbise', '2'),
    cat('4', 'Çocuk', '1'),
    cat('5', 'Ev & Yaşam'),
    cat('6', 'Bluz', '2'),
    cat('7', 'Işık', '99'),
  ];

  it('nests children under their parents, siblings in Turkish order, orphans at the top', () => {
    const labels = (nodes: ReturnType<typeof categoryTree>): unknown[] =>
      nodes.map((n) => (n.children ? { [String(n.label)]: labels(n.children) } : n.label));
    expect(labels(categoryTree(categories))).toEqual(['Ev & Yaşam', { Giyim: ['Çocuk', { Kadın: ['Bluz', 'Elbise'] }] }, 'Işık']);
  });

  it('keys nodes by category id, marks leaves, and lists every key for "open all"', () => {
    const tree = categoryTree(categories);
    expect(tree[0]).toMatchObject({ key: '5', label: 'Ev & Yaşam', leaf: true });
    expect(Object.keys(allKeys(tree)).sort()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });
});

describe('treeWithout', () => {
  it('leaves out a category and its whole branch (where that category may not go), keeping the rest', () => {
    const tree = categoryTree([
      { id: '1', name: 'Giyim', parents: [] },
      { id: '2', name: 'Kadın', parents: [{ parent: { id: '1' } }] },
      { id: '3', name: 'Elbise', parents: [{ parent: { id: '2' } }] },
      { id: '4', name: 'Erkek', parents: [{ parent: { id: '1' } }] },
    ]);
    const left = treeWithout(tree, '2');
    expect(Object.keys(allKeys(left)).sort()).toEqual(['1', '4']);
  });

  it('orders siblings by their stored position, unordered ones after them alphabetically', () => {
    const tree = categoryTree([
      { id: 'a', name: 'Ayakkabı', parents: [] },
      { id: 'b', name: 'Bebek', parents: [], position: 1 },
      { id: 'c', name: 'Çanta', parents: [], position: 0 },
    ]);
    expect(tree.map((n) => n.label)).toEqual(['Çanta', 'Bebek', 'Ayakkabı']);
  });
});
