import type { TreeNode } from 'primereact/treenode';
import type { CategoryForest, CategoryNode } from './category-forest';

const byName = (node: CategoryNode) => node.name;

/**
 * The forest in the shape PrimeReact's Tree and TreeSelect read. `labelOf` gives the name
 * screen readers hear (PrimeReact uses the label as the item's aria-label).
 */
export const toTreeNodes = (forest: CategoryForest, labelOf: (node: CategoryNode) => string = byName): TreeNode[] => {
  const toTreeNode = (node: CategoryNode): TreeNode => ({
    key: node.key,
    label: labelOf(node),
    data: node,
    ...(node.children.length > 0 ? { children: node.children.map(toTreeNode) } : {}),
  });
  return forest.roots.map(toTreeNode);
};
