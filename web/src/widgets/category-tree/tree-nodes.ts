import type { TreeNode } from 'primereact/treenode';
import type { CategoryNode, CategoryForest } from './category-forest';

const toTreeNode = (node: CategoryNode): TreeNode => ({
  key: node.key,
  label: node.name,
  data: node,
  ...(node.children.length > 0 ? { children: node.children.map(toTreeNode) } : {}),
});

/** The forest in the shape PrimeReact's Tree and TreeSelect read. */
export const toTreeNodes = (forest: CategoryForest): TreeNode[] => forest.roots.map(toTreeNode);
