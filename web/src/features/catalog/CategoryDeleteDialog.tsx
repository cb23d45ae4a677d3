import { useState } from 'react';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { Message } from 'primereact/message';
import { TreeSelect } from 'primereact/treeselect';
import type { TreeNode } from 'primereact/treenode';
import type { Category } from '@shop/shared';
import { ApiError } from '../../api/api-error';
import { toastError, toastSuccess } from '../../ui/toast';
import { deleteCategory } from './category-edit-api';
import { CATEGORY_TEXTS as T } from './category-texts';
import { treeWithout } from './category-tree';
import { CATALOG_TEXTS } from './texts';

interface Props {
  readonly category: Category;
  readonly tree: readonly TreeNode[];
  /** Why a destination is needed (the server's 409, or how many sub-categories it has). */
  readonly reason: string;
  readonly onHide: () => void;
  readonly onDeleted: () => void;
}

/** Deletes a category that holds products or sub-categories: they go to the category picked here first. */
export function CategoryDeleteDialog({ category, tree, reason, onHide, onDeleted }: Props) {
  const id = String(category.id);
  const [moveTo, setMoveTo] = useState<string>();
  const [busy, setBusy] = useState(false);

  const remove = async () => {
    if (moveTo === undefined) return;
    setBusy(true);
    try {
      const answer = await deleteCategory(id, moveTo);
      toastSuccess(T.deleted(category.name, answer.movedProducts, answer.movedCategories));
      onDeleted();
    } catch (error) {
      toastError(T.deleteFailed, error instanceof ApiError ? error.message : undefined);
      setBusy(false);
    }
  };

  return (
    <Dialog
      header={T.deleteWithContentsTitle(category.name)}
      visible
      onHide={() => !busy && onHide()}
      style={{ width: 'min(32rem, 95vw)' }}
      draggable={false}
    >
      <form
        className="rename-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (!busy) void remove();
        }}
      >
        <Message severity="warn" text={reason} />
        <label htmlFor={`category-move-to-${id}`}>{T.destination}</label>
        <TreeSelect
          inputId={`category-move-to-${id}`}
          value={moveTo ?? null}
          options={treeWithout(tree, id)}
          filter
          filterLocale="tr-TR"
          filterPlaceholder={CATALOG_TEXTS.searchCategories}
          onChange={(e) => setMoveTo(typeof e.value === 'string' ? e.value : undefined)}
        />
        <small>{T.destinationHint}</small>
        <div className="rename-actions">
          <Button type="button" label={T.cancel} text onClick={onHide} disabled={busy} />
          <Button type="submit" label={T.moveAndDelete} severity="danger" loading={busy} disabled={busy || moveTo === undefined} />
        </div>
      </form>
    </Dialog>
  );
}
