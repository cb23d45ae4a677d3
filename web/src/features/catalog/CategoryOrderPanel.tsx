import { useMemo } from 'react';
import { childrenOf, compareSiblings, type Category } from '@shop/shared';
import { ApiError } from '../../api/api-error';
import { toastError, toastSuccess } from '../../ui/toast';
import { moveItem } from '../theme/editors/items/item-order';
import { SortableItemList } from '../theme/editors/items/SortableItemList';
import { reorderCategories } from './category-edit-api';
import { CATEGORY_TEXTS as T } from './category-texts';

interface Props {
  readonly categories: readonly Category[];
  /** Whose children are ordered: the selected category, or the roots when none is selected. */
  readonly parent: Category | undefined;
  readonly onEdit: (category: Category) => void;
  readonly onDelete: (category: Category) => void;
  readonly onChanged: () => void;
}

/** The children of one category in their order, moved by drag or keyboard (the editors' sortable list); each move is saved at once. */
export function CategoryOrderPanel({ categories, parent, onEdit, onDelete, onChanged }: Props) {
  const parentId = parent ? String(parent.id) : undefined;
  const items = useMemo(
    () =>
      childrenOf(categories, parentId)
        .sort(compareSiblings)
        .map((category, i) => ({ id: String(category.id), order: i + 1, category })),
    [categories, parentId],
  );

  const move = async (id: string, toIndex: number) => {
    const ids = moveItem(items, id, toIndex).map((item) => item.id);
    try {
      await reorderCategories(parentId, ids);
      toastSuccess(T.orderSaved);
    } catch (error) {
      toastError(T.orderFailed, error instanceof ApiError ? error.message : undefined);
    }
    onChanged();
  };

  return (
    <section className="category-order" aria-labelledby="category-order-title">
      <h2 id="category-order-title">
        {T.orderTitle}: {parent?.name ?? T.roots}
      </h2>
      <p className="category-order-hint">{T.orderHint}</p>
      {items.length === 0 ? (
        <p>{T.noChildren}</p>
      ) : (
        <SortableItemList
          items={items}
          label={T.orderList(parent?.name ?? T.roots)}
          titleOf={(item) => item.category.name}
          onMove={(id, toIndex) => void move(String(id), toIndex)}
          onEdit={(item) => onEdit(item.category)}
          onRemove={(item) => onDelete(item.category)}
        />
      )}
    </section>
  );
}
