import { useMemo } from 'react';
import { Tree, type TreeEventNodeEvent } from 'primereact/tree';
import { CATEGORY_PICKER_MAX_HEIGHT, type CategorySelection } from '@shop/shared';
import { WIDGET_TEXTS } from '../texts';
import { checkStates, fromSelections, toSelections, toggleCategory, type CategoryNode } from './category-forest';
import { toTreeNodes } from './tree-nodes';
import { useCategories, type CategoriesState } from './use-categories';

export interface CategoryTreePickerProps {
  readonly value: readonly CategorySelection[];
  readonly onChange: (selections: CategorySelection[]) => void;
  /** Names the tree for screen readers; defaults to "Kategoriler". */
  readonly ariaLabel?: string;
  /** The categories read by the caller, which needs them too (the header's menu from categories reads slugs); else read here. */
  readonly categories?: CategoriesState;
}

/**
 * The category tree with check boxes (the product picker's filter, "add menu by category").
 * The tick rules live in category-forest.ts; PrimeReact's own propagation is not used.
 */
export function CategoryTreePicker({ value, onChange, ariaLabel = WIDGET_TEXTS.categoryTree.label, categories }: CategoryTreePickerProps) {
  const own = useCategories(categories === undefined);
  const { forest, loading, failed } = categories ?? own;
  const selected = useMemo(() => fromSelections(forest, value), [forest, value]);
  const selectionKeys = useMemo(() => checkStates(forest, selected), [forest, selected]);
  // PrimeReact marks an indeterminate item aria-checked="false"; its name says it instead.
  const nodes = useMemo(
    () => toTreeNodes(forest, (node) => (selectionKeys[node.key]?.partialChecked ? WIDGET_TEXTS.categoryTree.partial(node.name) : node.name)),
    [forest, selectionKeys],
  );

  const toggle = (tick: boolean) => (event: TreeEventNodeEvent) => {
    const key = String(event.node.key);
    onChange(toSelections(forest, toggleCategory(forest, selected, key, tick)));
  };

  return (
    <Tree
      value={nodes}
      selectionMode="checkbox"
      selectionKeys={selectionKeys}
      nodeTemplate={(node) => (node.data as CategoryNode).name}
      onSelect={toggle(true)}
      onUnselect={toggle(false)}
      loading={loading}
      ariaLabel={ariaLabel}
      emptyMessage={loading || failed ? <span /> : WIDGET_TEXTS.categoryTree.empty}
      style={{ maxHeight: CATEGORY_PICKER_MAX_HEIGHT, overflow: 'auto' }}
    />
  );
}
