import type { Category, CategorySelection, Id } from '@shop/shared';

/** A category placed in the tree: `path` is the ids from the root down, joined by dashes. */
export interface CategoryNode {
  readonly key: string;
  readonly id: Id;
  readonly name: string;
  readonly path: string;
  readonly depth: number;
  readonly parentKey: string | undefined;
  readonly children: readonly CategoryNode[];
}

export interface CategoryForest {
  readonly roots: readonly CategoryNode[];
  /** Every node by key, in tree order (a parent before its children). */
  readonly byKey: ReadonlyMap<string, CategoryNode>;
}

const keyOf = (id: Id): string => String(id);

const turkishOrder = new Intl.Collator('tr-TR').compare;

/**
 * The category list as a tree, siblings in Turkish alphabetical order. A category whose first
 * parent is missing from the list is shown as a root rather than dropped; a category is placed
 * once (under its first parent), and a parent loop cannot recurse forever.
 */
export const buildCategoryForest = (categories: readonly Category[]): CategoryForest => {
  const known = new Set(categories.map((c) => keyOf(c.id)));
  const parentKeyOf = (c: Category): string | undefined => {
    const first = c.parents[0];
    const key = first ? keyOf(first.parent.id) : undefined;
    return key !== undefined && known.has(key) && key !== keyOf(c.id) ? key : undefined;
  };
  const childrenOf = new Map<string | undefined, Category[]>();
  for (const category of categories) {
    const parent = parentKeyOf(category);
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), category]);
  }

  const byKey = new Map<string, CategoryNode>();
  const place = (category: Category, parent: CategoryNode | undefined): CategoryNode | undefined => {
    const key = keyOf(category.id);
    if (byKey.has(key)) return undefined;
    const children: CategoryNode[] = [];
    const node: CategoryNode = {
      key,
      id: category.id,
      name: category.name,
      path: parent ? `${parent.path}-${key}` : key,
      depth: parent ? parent.depth + 1 : 0,
      parentKey: parent?.key,
      children,
    };
    byKey.set(key, node);
    for (const child of sortByName(childrenOf.get(key))) {
      const placed = place(child, node);
      if (placed) children.push(placed);
    }
    return node;
  };
  const roots: CategoryNode[] = sortByName(childrenOf.get(undefined))
    .map((c) => place(c, undefined))
    .filter((n): n is CategoryNode => n !== undefined);
  // Categories caught in a parent loop never hang under a root: show them as roots.
  for (const category of categories) {
    const placed = place(category, undefined);
    if (placed) roots.push(placed);
  }
  return { roots, byKey };
};

const sortByName = (list: readonly Category[] | undefined): Category[] => [...(list ?? [])].sort((a, b) => turkishOrder(a.name, b.name));

const descendantKeys = (node: CategoryNode): string[] => node.children.flatMap((child) => [child.key, ...descendantKeys(child)]);

const ancestorKeys = (forest: CategoryForest, node: CategoryNode): string[] => {
  const keys: string[] = [];
  for (let key = node.parentKey; key !== undefined; key = forest.byKey.get(key)?.parentKey) keys.push(key);
  return keys;
};

/**
 * Ticking a category selects it, all its descendants and its ancestors; unticking removes it
 * with its descendants (its ancestors stay chosen).
 */
export const toggleCategory = (forest: CategoryForest, selected: ReadonlySet<string>, key: string, tick: boolean): Set<string> => {
  const node = forest.byKey.get(key);
  const next = new Set(selected);
  if (!node) return next;
  const subtree = [node.key, ...descendantKeys(node)];
  if (tick) for (const k of [...subtree, ...ancestorKeys(forest, node)]) next.add(k);
  else for (const k of subtree) next.delete(k);
  return next;
};

export interface CheckState {
  checked: boolean;
  partialChecked: boolean;
}

/**
 * The check marks PrimeReact's Tree shows: a leaf is checked when chosen; a parent is checked
 * when every child is fully checked, and indeterminate when it or some of its descendants are
 * chosen but not all of its children are.
 */
export const checkStates = (forest: CategoryForest, selected: ReadonlySet<string>): Record<string, CheckState> => {
  const states: Record<string, CheckState> = {};
  const visit = (node: CategoryNode): CheckState => {
    const childStates = node.children.map(visit);
    const chosen = selected.has(node.key);
    const state: CheckState =
      childStates.length === 0
        ? { checked: chosen, partialChecked: false }
        : childStates.every((s) => s.checked)
          ? { checked: true, partialChecked: false }
          : { checked: false, partialChecked: chosen || childStates.some((s) => s.checked || s.partialChecked) };
    if (state.checked || state.partialChecked) states[node.key] = state;
    return state;
  };
  forest.roots.forEach(visit);
  return states;
};

/** The chosen categories in tree order, as the editors store them. */
export const toSelections = (forest: CategoryForest, selected: ReadonlySet<string>): CategorySelection[] =>
  [...forest.byKey.values()].filter((node) => selected.has(node.key)).map(({ id, path, depth }) => ({ categoryId: id, path, depth }));

/** The keys of stored selections that still exist in the tree. */
export const fromSelections = (forest: CategoryForest, selections: readonly CategorySelection[]): Set<string> =>
  new Set(selections.map((s) => keyOf(s.categoryId)).filter((key) => forest.byKey.has(key)));
