import type { TreeNode } from 'primereact/treenode';
import { compareSiblings, type Category } from '@shop/shared';

/**
 * The flat category list as a tree for PrimeReact's Tree and TreeSelect: children under
 * their parent, siblings in their stored order (those never ordered after, alphabetically). A category whose parent is not in
 * the list is shown at the top rather than lost.
 */
export const categoryTree = (categories: readonly Category[]): TreeNode[] => {
  const ids = new Set(categories.map((c) => String(c.id)));
  const children = new Map<string | undefined, Category[]>();
  for (const category of categories) {
    const parent = category.parents.map((p) => String(p.parent.id)).find((id) => ids.has(id));
    children.set(parent, [...(children.get(parent) ?? []), category]);
  }
  const build = (parent: string | undefined, seen: ReadonlySet<string>): TreeNode[] =>
    (children.get(parent) ?? [])
      .filter((c) => !seen.has(String(c.id)))
      .sort(compareSiblings)
      .map((c) => {
        const id = String(c.id);
        const below = build(id, new Set([...seen, id]));
        return { key: id, label: c.name, data: c, ...(below.length ? { children: below } : { leaf: true }) };
      });
  return build(undefined, new Set());
};

/** Every key in the tree, to open it all at once. */
export const allKeys = (nodes: readonly TreeNode[]): Record<string, boolean> =>
  Object.fromEntries(nodes.flatMap((n) => [[String(n.key), true] as const, ...Object.entries(allKeys(n.children ?? []))]));

/** The tree without one category and everything below it: where that category (or what it holds) may go. */
export const treeWithout = (nodes: readonly TreeNode[], id: string): TreeNode[] =>
  nodes
    .filter((n) => String(n.key) !== id)
    .map((n) => {
      if (!n.children) return n;
      const children = treeWithout(n.children, id);
      const { children: _dropped, ...rest } = n;
      return children.length > 0 ? { ...rest, children } : { ...rest, leaf: true };
    });
